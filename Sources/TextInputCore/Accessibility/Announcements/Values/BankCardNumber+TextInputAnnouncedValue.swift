/// A card number names its brand, and is not valid once its brand's usual length (16 digits
/// where the brand allows them) fails the Luhn check: a person who stops there has typed a
/// number no card has, even though 19-digit numbers of the brand keep its status
/// ``TextInputValueStatus/incomplete``.
///
/// ```swift
/// try BankCardNumber(digitsString: "4111111111111112").announcedProblem(status: .incomplete)
/// // .cardNumberNotValid
/// ```
extension BankCardNumber: TextInputAnnouncedValue {
    /// The brand's display name, once the number's first digits tell it.
    public var announcedName: TextInputAnnouncedName? {
        cardBrand.map { .brand($0.displayName) }
    }

    /// ``TextInputAnnouncement/Reason/cardNumberNotValid`` for an invalid status, or for a
    /// number of its brand's usual length that fails the Luhn check.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        if status == .invalid { return .cardNumberNotValid }
        guard status == .incomplete, let layout = BankCardIINTable.shared.layout(forDigits: digitValues),
            layout.validLengths.contains(digitCount), digitCount == layout.standardLength
        else { return nil }
        return BankCardLuhnCheck.passes(Array(digitValues)) ? nil : .cardNumberNotValid
    }

    /// ``TextInputAnnouncement/Reason/cardNumberNotValid``: digits no brand issues.
    public static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason {
        .cardNumberNotValid
    }
}
