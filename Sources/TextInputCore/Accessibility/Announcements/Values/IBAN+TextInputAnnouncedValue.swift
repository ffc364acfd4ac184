/// An IBAN of its country's length whose check digits fail says so.
///
/// ```swift
/// try IBAN(electronicFormat: "GB83WEST12345698765432").announcedProblem(status: .invalid)
/// // .ibanCheckDigits
/// ```
extension IBAN: TextInputAnnouncedValue {
    /// ``TextInputAnnouncement/Reason/ibanCheckDigits`` for an invalid IBAN of its country's
    /// length, ``TextInputAnnouncement/Reason/notValid`` for another invalid one.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        guard status == .invalid else { return nil }
        let characters = electronicFormat.utf8
        let length = IBANRegistry.shared.format(forCountryCode: characters)?.length
        return characters.count == length && !IBANCheckDigits.pass(characters) ? .ibanCheckDigits : .notValid
    }
}
