import Testing
import TextInputCore

/// Digits of any script are read the same way by every format: one rule in Core.
@Suite("Decimal digits of any script")
struct DecimalDigitTests {
    /// `ascii`'s digits written in the script whose zero is `zero`.
    static func written(_ ascii: String, zero: Unicode.Scalar) -> String {
        String(
            String.UnicodeScalarView(
                ascii.unicodeScalars.map { scalar in
                    guard let digit = scalar.properties.numericValue, scalar.isASCII else { return scalar }
                    return Unicode.Scalar(zero.value + UInt32(digit)) ?? scalar
                }))
    }

    @Test(
        "card numbers, security codes, expiry dates and phone numbers read them alike",
        arguments: [
            ("ASCII", "0" as Unicode.Scalar),
            ("full-width", "\u{FF10}"),
            ("Arabic-Indic", "\u{0660}"),
            ("Devanagari", "\u{0966}"),
            ("Bengali", "\u{09E6}"),
        ])
    func everyFormat(script: String, zero: Unicode.Scalar) {
        let card = TextInputFormats.bankCardNumber().formatted(Self.written("4111111111111111", zero: zero))
        #expect(card.text == "4111 1111 1111 1111")
        #expect(card.value?.isValid == true)
        #expect(TextInputFormats.bankCardSecurityCode().formatted(Self.written("123", zero: zero)).value?.digitsString == "123")
        #expect(TextInputFormats.bankCardExpiryDate().formatted(Self.written("1229", zero: zero)).text == "12/29")
        let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatted(Self.written("4155552671", zero: zero))
        #expect(phone.value?.e164 == "+14155552671")
    }

    @Test("superscripts, circled digits and fractions are not digits")
    func notDigits() {
        #expect(TextInputFormats.bankCardSecurityCode().formatted("²③½").text == "")
        #expect(TextInputFormats.bankCardNumber().formatted("①②③").value == nil)
        #expect(TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatted("²③½").text == "")
    }
}
