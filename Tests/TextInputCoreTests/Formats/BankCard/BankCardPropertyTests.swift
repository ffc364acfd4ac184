import Foundation
import Testing
import TextInputCore

/// The foundation's random edit scripts over the four bank card formats: no crash, a valid
/// selection and an up-to-date value after every step, and a text that pastes back unchanged.
@MainActor
@Suite("Random edit scripts over the bank card formats")
struct BankCardPropertyTests {
    static let cardFragments =
        FuzzAlphabet.digits + FuzzAlphabet.digits + FuzzAlphabet.punctuation + FuzzAlphabet.hostile + [
            "4111 1111 1111 1111", "378282246310005", "3782 822463 10005", "1220 00000 000003", "36227206271667",
            "4000000000000000006", "4111-1111", "６", "٣", "42424242424242424242424242",
        ]
    static let expiryFragments =
        FuzzAlphabet.digits + FuzzAlphabet.digits + ["/", "-", ".", " ", "a"] + FuzzAlphabet.hostile + [
            "12/34", "1234", "12/2034", "12 / 34", "13/40", "0", "1", "/34", "1/", "99",
        ]
    static let nameFragments =
        FuzzAlphabet.letters + [" ", " ", ".", "-", "'", "a", "b", "É", "e\u{301}", "ø", "O'NEIL", "Jean-Luc", "J. R. R.", "  ", "--", "李", "1"]
        + FuzzAlphabet.hostile

    @Test("card number", arguments: [11, 12, 13] as [UInt64])
    func cardNumber(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.bankCardNumber(), seed: seed, fragments: Self.cardFragments)
        checkEditingProperties(of: TextInputFormats.bankCardNumber(.options(maxLength: 12)), seed: seed + 100, fragments: Self.cardFragments)
    }

    @Test("expiry date", arguments: [21, 22, 23] as [UInt64])
    func expiryDate(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.bankCardExpiryDate(), seed: seed, fragments: Self.expiryFragments)
    }

    @Test("holder name", arguments: [41, 42, 43] as [UInt64])
    func holderName(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.bankCardHolderName(), seed: seed, fragments: Self.nameFragments)
        checkEditingProperties(of: TextInputFormats.bankCardHolderName(.options(maxLength: 6)), seed: seed + 100, fragments: Self.nameFragments)
    }

    @Test("security code", arguments: [51, 52] as [UInt64])
    func securityCode(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.bankCardSecurityCode(), seed: seed, fragments: Self.cardFragments)
        checkEditingProperties(of: TextInputFormats.bankCardSecurityCode(length: 4), seed: seed + 100)
    }

    @Test("card number, expiry date and holder name with the foundation's whole alphabet", arguments: [31] as [UInt64])
    func cardNumberHostile(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.bankCardNumber(), seed: seed)
        checkEditingProperties(of: TextInputFormats.bankCardExpiryDate(), seed: seed + 1)
        checkEditingProperties(of: TextInputFormats.bankCardHolderName(), seed: seed + 2)
    }
}
