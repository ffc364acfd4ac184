/// An expiry date that has a value and is invalid lies in the past; a month digit the field
/// refuses makes a month that does not exist.
///
/// ```swift
/// try BankCardExpiryDate(month: 1, year: 2020).announcedProblem(status: .invalid)   // .expiryInThePast
/// ```
extension BankCardExpiryDate: TextInputAnnouncedValue {
    /// ``TextInputAnnouncement/Reason/expiryInThePast`` for an invalid status.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        status == .invalid ? .expiryInThePast : nil
    }

    /// ``TextInputAnnouncement/Reason/monthNotValid`` for a digit typed among the month's two.
    public static func announcedRefusal(of edit: TextInputEdit) -> TextInputAnnouncement.Reason? {
        let typedDigits = !edit.replacementText.isEmpty && edit.replacementText.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        let atMonth = edit.originalText[..<edit.editedRange.lowerBound].count < 2
        return typedDigits && atMonth ? .monthNotValid : nil
    }
}
