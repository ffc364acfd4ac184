import Testing

@testable import TextInputCore

/// `format.parsedValue(_:)`, the parse every built-in format style shares: the value of a field
/// after a paste into it empty, or an error whose text logs may show.
@Suite("TextInputFormat.parsedValue(_:): a paste's value, or an error that hides what its field hides")
struct TextInputParseErrorTests {
    @Test("the value is the one formatted(_:) gives", arguments: ["4111-1111-1111-1111", "42", "x4"])
    func sameValueAsFormatted(text: String) throws {
        let format = TextInputFormats.bankCardNumber()
        #expect(try format.parsedValue(text) == format.formatted(text).value)
    }

    @Test(
        "a security code's error hides its digits, as its field's events do",
        arguments: [
            ("12", "••"),
            ("1 2", "• •"),
            ("code 7", "code •"),
        ])
    func securityCodeIsRedacted(text: String, shown: String) {
        #expect(throws: TextInputParseError(text: shown, reason: "a security code is complete with 3 digits")) {
            try TextInputFormats.bankCardSecurityCode().parsedValue(text)
        }
    }

    @Test("a field that refuses the paste says so; other texts show as given")
    func refusedPaste() {
        #expect(throws: TextInputParseError(text: "13/34", reason: "a field of this format refuses it")) {
            try TextInputFormats.bankCardExpiryDate().parsedValue("13/34")
        }
        let error = TextInputParseError(text: "12/3", reason: "an expiry date is complete as MM/YY")
        #expect(error.description == #"cannot parse "12/3": an expiry date is complete as MM/YY"#)
    }
}
