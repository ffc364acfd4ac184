extension PhoneNumberTextInputOptions {
    /// These options, when the numbering plans know ``defaultRegion`` and every one of
    /// ``allowedRegions``; else the problem.
    ///
    /// The phone format never needs it: an unknown default region leaves the format without one
    /// (numbers typed without "+" stay as typed and have no value), and an unknown allowed region
    /// allows no number. Call it where a misspelt region should be noticed, or on options read
    /// from elsewhere.
    ///
    /// ```swift
    /// try PhoneNumberTextInputOptions.options(defaultRegion: "GB").validated()  // fine
    /// try PhoneNumberTextInputOptions.options(defaultRegion: "UK").validated()  // throws: "UK" is no region
    /// ```
    ///
    /// - Throws: ``TextInputConfigurationError`` about ``defaultRegion`` when the numbering plans
    ///   do not know it; otherwise about ``allowedRegions``, listing every unknown one.
    public func validated() throws(TextInputConfigurationError) -> PhoneNumberTextInputOptions {
        let table = PhoneMetadataTable.shared
        guard table.countryCode(forRegion: defaultRegion) != 0 else {
            throw .unknownRegion(defaultRegion)
        }
        let unknown = (allowedRegions ?? []).filter { table.countryCode(forRegion: $0) == 0 }
        guard unknown.isEmpty else {
            throw .unknownAllowedRegions(unknown.sorted())
        }
        return self
    }
}
