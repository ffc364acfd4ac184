extension PhoneNumberTextInputOptions {
    /// The region of the number in a phone field's `text`, as far as it is typed: the number's
    /// own region once the text holds a possible number whose region is known, else the main
    /// region of the calling code after "+" ("001" for non-geographic codes such as +800), else
    /// the region whose numbering plan formats the text (after an international prefix such as
    /// "00 44"), else ``defaultRegion``. For showing a flag
    /// (``PhoneNumberRegion/flag``) or a region name beside the field while the user types.
    ///
    /// ```swift
    /// let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
    /// options.regionCode(forText: "+44 20")            // "GB"
    /// options.regionCode(forText: "(415)")             // "US"
    /// options.regionCode(forText: "+1 204-234-5678")   // "CA"
    /// ```
    public func regionCode(forText text: String) -> String {
        typedRegion(of: PhoneNumberTextParts(text, strict: false).dialled).code
    }

    /// The region of the dialled characters `digits` (see ``regionCode(forText:)``) and its
    /// calling code; 0 when the default region is unknown and no calling code is typed.
    func typedRegion(of digits: [UInt8]) -> (code: String, callingCode: Int) {
        let table = PhoneMetadataTable.shared
        if let number = PhoneNumber(digits: digits, defaultRegion: defaultRegion, table: table),
            let region = number.regionCode
        {
            return (region, number.countryCode)
        }
        // Regions that share a calling code (Antigua and the United States, Guernsey and the
        // United Kingdom) share its main region's plan, so the plan cannot tell them apart: until
        // the number names another region, a field of one of them is still in its own.
        let defaultCallingCode = table.countryCode(forRegion: defaultRegion)
        // A calling code after "+" decides before the as-you-type formatter, which waits for
        // more digits.
        if digits.first == PhoneAsYouTypeFormatter.plus,
            let (callingCode, _) = PhoneAsYouTypeFormatter.countryCode(startingWith: Array(digits.dropFirst()), in: table)
        {
            guard callingCode != defaultCallingCode else { return (defaultRegion, defaultCallingCode) }
            return (table.mainRegion(forCountryCode: callingCode), callingCode)
        }
        var formatter = PhoneAsYouTypeFormatter(regionCode: defaultRegion, table: table)
        for character in digits { formatter.input(character) }
        let metadata = formatter.metadata
        guard !metadata.regionCode.isEmpty, metadata.countryCode != defaultCallingCode else {
            return (defaultRegion, defaultCallingCode)
        }
        return (metadata.regionCode, metadata.countryCode)
    }
}
