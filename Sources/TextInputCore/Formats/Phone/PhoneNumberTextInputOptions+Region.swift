extension PhoneNumberTextInputOptions {
    /// The region of the number in a phone field's `text`, as far as it is typed: the number's
    /// own region once the text holds a possible number whose region is known, else the region
    /// whose numbering plan formats the text (the main region of the calling code after "+",
    /// "001" for non-geographic codes such as +800), else ``defaultRegion``. For showing a flag
    /// or a region name beside the field while the user types.
    ///
    /// ```swift
    /// let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
    /// options.regionCode(forText: "+44 20")  // "GB"
    /// options.regionCode(forText: "(415)")   // "US"
    /// ```
    public func regionCode(forText text: String) -> String {
        let table = PhoneMetadataTable.shared
        let digits = PhoneNumberDigits(text).characters
        if let number = PhoneNumber(digits: digits, defaultRegion: defaultRegion, table: table),
           let region = number.regionCode {
            return region
        }
        var formatter = PhoneAsYouTypeFormatter(regionCode: defaultRegion, table: table)
        for character in digits { formatter.input(character) }
        let region = formatter.metadata.regionCode
        return region.isEmpty ? defaultRegion : region
    }
}
