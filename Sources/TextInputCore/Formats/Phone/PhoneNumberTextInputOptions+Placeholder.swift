extension PhoneNumberTextInputOptions {
    /// What a phone field with these options shows as its placeholder: libphonenumber's example
    /// mobile number for the region of `text` (``regionCode(forText:)``), written as the field
    /// would show it typed — nationally for a number of the default region's calling code,
    /// internationally after a "+", with ``alwaysInternational`` or with
    /// ``startsWithCallingCode``. Empty when the region is unknown.
    ///
    /// ```swift
    /// let options = PhoneNumberTextInputOptions.options(defaultRegion: "GB")
    /// options.placeholder()                // "07400 123456"
    /// options.placeholder(forText: "+1")   // "+1 201-555-0123"
    /// ```
    ///
    /// The example is the one libphonenumber's `getExampleNumberForType(region, MOBILE)` gives
    /// for the region itself, also where it shares its calling code with others (Antigua's, not
    /// the United States'). A region whose data has no mobile example (Tristan da Cunha) shows
    /// its fixed-line one, as `getExampleNumber` gives it; a non-geographic calling code such as
    /// +800 shows the first example of the types `getExampleNumberForNonGeoEntity` tries.
    public func placeholder(forText text: String = "") -> String {
        let table = PhoneMetadataTable.shared
        let digits = PhoneNumberTextParts(text, strict: false).dialled
        let region = typedRegion(of: digits)
        guard let metadata = table.metadata(forCountryCode: region.callingCode, regionCode: region.code),
            let example = Self.exampleKinds.lazy.compactMap({ metadata.description($0)?.exampleNumber }).first,
            let number = PhoneNumber(countryCode: region.callingCode, nationalNumber: Array(example.utf8), table: table)
        else { return "" }
        let international = digits.first == PhoneAsYouTypeFormatter.plus || startsWithCallingCode
        return PhoneNumberFormatter(options: self).text(for: number, international: international)
    }

    /// The kinds of number whose example a placeholder shows, the first the region has an
    /// example of: mobile, then fixed line (libphonenumber's example for a region), then the
    /// order in which libphonenumber looks for the example of a non-geographic calling code.
    private static let exampleKinds: [PhoneNumberDescriptionKind] = [
        .mobile, .fixedLine, .tollFree, .sharedCost, .voip, .voicemail, .uan, .premiumRate,
    ]
}
