import Foundation
import Testing
import TextInputCore

/// `format.formatted(_:)`: a server normalizes and validates a request's field with the rules of
/// the app's text field.
@Suite("TextInputFormat.formatted(_:): what a field shows after a paste into it, empty")
struct FormattedTests {
    @Test("a card number from a request")
    func cardNumber() {
        let state = TextInputFormats.bankCardNumber().formatted("4111-1111-1111-1111")
        #expect(state.text == "4111 1111 1111 1111")
        #expect(state.value?.isValid == true)
        #expect(state.value?.cardBrand == .visa)
        #expect(state.selectedRange == state.text.endIndex..<state.text.endIndex)
    }

    @Test(
        "the other built-in formats",
        arguments: [
            ("expiry", "12 / 2034", "12/34"),
            ("holder", "jean-luc picard", "JEAN-LUC PICARD"),
            ("code", "1 2 3", "123"),
            ("phone", "tel:+44 20 7946 0958", "+44 20 7946 0958"),
            ("mask", "5551234567", "+1 (555) 123-4567"),
            ("digits", "12ab34", "1234"),
        ])
    func formats(format: String, pasted: String, expected: String) throws {
        let text: String =
            switch format {
            case "expiry": TextInputFormats.bankCardExpiryDate().formatted(pasted).text
            case "holder": TextInputFormats.bankCardHolderName().formatted(pasted).text
            case "code": TextInputFormats.bankCardSecurityCode().formatted(pasted).text
            case "phone": TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatted(pasted).text
            case "mask": try TextInputFormats.mask("+1 ([000]) [000]-[0000]").formatted(pasted).text
            default: TextInputFormats.plain.filter(by: .decimalDigits).formatted(pasted).text
            }
        #expect(text == expected)
    }

    @Test("a text the format refuses altogether gives the empty field")
    func refused() {
        let state = TextInputFormats.bankCardNumber().formatted("no digits")
        #expect(state.text == "")
        #expect(state.value == nil)
    }

    @Test("it is what a bound field shows after the same paste")
    @MainActor
    func sameAsBinding() throws {
        let format = try TextInputFormats.mask("[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]"], affinityStrategy: .prefix)
        for pasted in ["31121999", "31/12/1999", "3112", "abc"] {
            let field = TextInputSimulator()
            let binding = format.bind(to: field)
            field.paste(pasted)
            let state = format.formatted(pasted)
            #expect(state.text == field.text)
            #expect(state.value == binding.value)
        }
    }
}
