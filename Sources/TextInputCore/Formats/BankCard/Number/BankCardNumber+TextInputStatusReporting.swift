/// A card number's status, as Stripe's card field judges one: a number is invalid only once
/// no further digit can make it valid.
///
/// - ``TextInputValueStatus/valid``: its length is one its brand allows (any of ISO/IEC 7812's
///   12 to 19 digits for a brand the IIN table does not know), and its last digit passes the
///   Luhn check.
/// - ``TextInputValueStatus/incomplete``: not valid, but shorter than the longest length its
///   brand allows.
/// - ``TextInputValueStatus/invalid``: not valid at its brand's longest length (15 digits of
///   American Express failing the Luhn check, 19 digits of an unknown brand failing it).
///
/// A brand that allows several lengths (Visa 13, 16 and 19) keeps a number that fails the Luhn
/// check at a shorter one incomplete: a 16-digit Visa number failing it is incomplete, because
/// its 19-digit continuations can still pass, and it is invalid only at 19 digits. The field
/// cannot tell a mistyped 16-digit card from the start of a 19-digit one, so it does not call
/// the user wrong while more digits could make them right. For the same reason digits no IIN
/// range knows are never invalid by themselves: national schemes and new ranges issue cards the
/// table has not heard of.
///
/// ```swift
/// try BankCardNumber(digitsString: "4111").status              // .incomplete
/// try BankCardNumber(digitsString: "4111111111111112").status  // .incomplete: 19 digits remain
/// try BankCardNumber(digitsString: "378282246310006").status   // .invalid
/// try BankCardNumber(digitsString: "9999999999999995").status  // .valid: no known brand, Luhn passes
/// ```
extension BankCardNumber: TextInputStatusReporting {
    /// The number's status: see ``BankCardNumber``'s conformance to ``TextInputStatusReporting``.
    public var status: TextInputValueStatus {
        status(unknownBrand: .unknownBrand)
    }

    /// The status in a field whose numbers of an unknown brand are laid out by `unknownBrand`.
    func status(unknownBrand: BankCardNumberLayout) -> TextInputValueStatus {
        let digits = digitValues
        let layout = BankCardIINTable.shared.layout(forDigits: digits) ?? unknownBrand
        guard let longest = layout.validLengths.last else { return .invalid }
        let count = digitCount
        if layout.validLengths.contains(count), BankCardLuhnCheck.passes(Array(digits)) { return .valid }
        // Every range's lengths exceed the longest IIN prefix, so a number that could still
        // change brand is always shorter than its range's longest length.
        return count < longest ? .incomplete : .invalid
    }
}
