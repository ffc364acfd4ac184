/// An IBAN's status: invalid as soon as a character stands where the registry says none of its
/// kind can, so that a mistyped IBAN is flagged at the mistake rather than at its end.
///
/// - ``TextInputValueStatus/valid``: ``IBAN/isValid``: its country is in SWIFT's IBAN
///   registry, it has the country's length, every character is of the kind the registry says
///   for its position, and the check digits pass.
/// - ``TextInputValueStatus/incomplete``: shorter than its country's IBANs, with every
///   character so far where the registry allows it; or a single letter that starts a country
///   code of the registry.
/// - ``TextInputValueStatus/invalid``: a country code that is not in the registry (or does not
///   start one), a character of the wrong kind at its position (a letter among the check
///   digits or a German IBAN's digits, a digit among a British bank's four letters), longer
///   than its country's IBANs, or of the country's length but failing the check.
///
/// ```swift
/// try IBAN(electronicFormat: "GB82WE").status                 // .incomplete
/// try IBAN(electronicFormat: "GB82W3").status                 // .invalid: a digit among the bank's letters
/// try IBAN(electronicFormat: "GB82WEST12345698765432").status // .valid
/// try IBAN(electronicFormat: "GB83WEST12345698765432").status // .invalid: the check fails
/// ```
extension IBAN: TextInputStatusReporting {
    /// The IBAN's status: see ``IBAN``'s conformance to ``TextInputStatusReporting``.
    public var status: TextInputValueStatus {
        let characters = electronicFormat.utf8
        let registry = IBANRegistry.shared
        guard let format = registry.format(forCountryCode: characters) else {
            guard characters.count == 1, let first = characters.first, registry.startsCountryCode(first) else { return .invalid }
            return .incomplete
        }
        guard characters.count <= format.length else { return .invalid }
        for (position, character) in characters.enumerated() where !format.admits(character, at: position) {
            return .invalid
        }
        guard characters.count == format.length else { return .incomplete }
        return IBANCheckDigits.pass(characters) ? .valid : .invalid
    }
}
