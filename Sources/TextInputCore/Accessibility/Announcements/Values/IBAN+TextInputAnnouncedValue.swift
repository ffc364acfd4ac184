/// An IBAN names its country once its first two letters are a country's code in the IBAN
/// registry, as the field shows it, and an IBAN of its country's length whose check digits
/// fail says so.
///
/// ```swift
/// try IBAN(electronicFormat: "DE89").announcedName   // .region("DE")
/// try IBAN(electronicFormat: "GB83WEST12345698765432").announcedProblem(status: .invalid)
/// // .ibanCheckDigits
/// ```
extension IBAN: TextInputAnnouncedValue {
    /// The country of the IBAN's first two letters, once the registry knows them.
    public var announcedName: TextInputAnnouncedName? {
        let characters = electronicFormat.utf8
        guard characters.count >= 2, IBANRegistry.shared.format(forCountryCode: characters) != nil else { return nil }
        return .region(countryCode)
    }

    /// ``TextInputAnnouncement/Reason/ibanCheckDigits`` for an invalid IBAN of its country's
    /// length, ``TextInputAnnouncement/Reason/notValid`` for another invalid one.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        guard status == .invalid else { return nil }
        let characters = electronicFormat.utf8
        let length = IBANRegistry.shared.format(forCountryCode: characters)?.length
        return characters.count == length && !IBANCheckDigits.pass(characters) ? .ibanCheckDigits : .notValid
    }
}
