import Foundation
import TextInputCore

extension TerminalFormatEntry {
    /// `card-number`: a bank card number in groups, with its brand and whether it is valid
    /// (known brand, allowed length, Luhn check digit).
    public static let bankCardNumber = TerminalFormatEntry.format(
        "card-number", label: "Card number", summary: "bank card number, grouped as its brand groups it"
    ) {
        TextInputFormats.bankCardNumber()
    } describe: { number in
        TerminalValueDescription(
            number.digitsString,
            details: number.cardBrand.map { [$0.displayName] } ?? [],
            isValid: number.isValid
        )
    }

    /// `card-expiry`: a card's expiry date, MM/YY.
    public static let bankCardExpiryDate = TerminalFormatEntry.format(
        "card-expiry", label: "Expiry date", summary: "a card's expiry date, MM/YY"
    ) {
        TextInputFormats.bankCardExpiryDate()
    } describe: { date in
        TerminalValueDescription(String(format: "%02d/%04d", date.month, date.year))
    }

    /// `card-security-code`: 3 digits, or 4 when the card number in the form is an American
    /// Express one.
    public static let bankCardSecurityCode = TerminalFormatEntry.format(
        "card-security-code", label: "Security code", summary: "3 digits, 4 for an American Express card",
        following: { values in (values["card-number"] as? BankCardNumber)?.cardBrand?.securityCodeLength ?? 3 }
    ) { length in
        TextInputFormats.bankCardSecurityCode(length: length)
    } describe: { code in
        TerminalValueDescription(code.description)
    }

    /// `card-holder`: the cardholder's name as embossed on the card.
    public static let bankCardHolderName = TerminalFormatEntry.format(
        "card-holder", label: "Cardholder", summary: "the cardholder's name, as on the card"
    ) {
        TextInputFormats.bankCardHolderName()
    }
}
