/// A card number names its brand once its digits decide it, and is not valid exactly when its
/// status is ``TextInputValueStatus/invalid``: a 16-digit Visa number failing the Luhn check is
/// still the start of a 19-digit one, and the field says nothing its status does not.
///
/// ```swift
/// try BankCardNumber(digitsString: "4111").announcedName     // .brand("Visa")
/// try BankCardNumber(digitsString: "4011").announcedName     // nil: "401178" is Elo's
/// ```
extension BankCardNumber: TextInputAnnouncedValue {
    /// The brand's display name, once no further digit can change the brand: "Visa" at "41",
    /// but at "4" only once the digits leave every Elo range, since Elo's "401178" starts
    /// with Visa's "4".
    public var announcedName: TextInputAnnouncedName? {
        guard case let .some(brand?) = BankCardIINTable.shared.decidedBrand(forDigits: digitValues) else { return nil }
        return .brand(brand.displayName)
    }

    /// ``TextInputAnnouncement/Reason/cardNumberNotValid`` for an invalid status.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        status == .invalid ? .cardNumberNotValid : nil
    }

    /// ``TextInputAnnouncement/Reason/cardNumberNotValid``.
    public static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason {
        .cardNumberNotValid
    }
}
