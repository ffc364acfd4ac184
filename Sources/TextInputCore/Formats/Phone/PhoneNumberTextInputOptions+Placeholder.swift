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
    /// A region without mobile numbers (a non-geographic calling code such as +800) shows its
    /// example of another type, as libphonenumber's example numbers for such codes do.
    public func placeholder(forText text: String = "") -> String {
        let table = PhoneMetadataTable.shared
        let digits = PhoneNumberTextParts(text, strict: false).dialled
        let region = typedRegion(of: digits)
        guard let metadata = table.metadata(forCountryCode: region.callingCode, regionCode: region.code),
            let example = metadata.description(.mobile)?.exampleNumber
                ?? PhoneNumberDescriptionKind.allCases.lazy.compactMap({ metadata.description($0)?.exampleNumber }).first,
            let number = PhoneNumber(countryCode: region.callingCode, nationalNumber: Array(example.utf8), table: table)
        else { return "" }
        let international = digits.first == PhoneAsYouTypeFormatter.plus || startsWithCallingCode
        return PhoneNumberFormatter(options: self).text(for: number, international: international)
    }
}
