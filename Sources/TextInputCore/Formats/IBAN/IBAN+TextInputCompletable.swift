/// Complete once valid (``IBAN/isValid``): every country's IBANs have one length, so a valid
/// IBAN takes no more characters.
///
/// ```swift
/// try IBAN(electronicFormat: "GB82WEST12345698765432").isComplete // true
/// try IBAN(electronicFormat: "GB82WEST1234569876543").isComplete  // false: one character short
/// ```
extension IBAN: TextInputCompletable {
    /// Whether the IBAN is valid: see ``IBAN/isValid``.
    public var isComplete: Bool {
        isValid
    }
}
