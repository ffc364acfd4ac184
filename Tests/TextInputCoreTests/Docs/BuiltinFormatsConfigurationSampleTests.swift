import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Docs/BuiltinFormats.md: the caret and fixed text, configuration errors and fallbacks samples")
struct BuiltinFormatsConfigurationSampleTests {
    @Test("the caret and fixed text: a caret before the symbol goes after it")
    func caretAfterSymbol() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let amount = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))
        let field = TextInputSimulator()
        _ = amount.bind(to: field)
        field.paste("12")
        field.select(0..<0)
        print(field.text.distance(from: field.text.startIndex, to: field.selectedRange.lowerBound))   // 1
        #expect(printed == ["1"])
    }

    @Test("inverted bounds: the format swaps them, validated() says so")
    func invertedBounds() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let options = NumberTextInputOptions.options(minimum: 10, maximum: 5)
        let format = TextInputFormats.decimal(options)
        do {
            _ = try options.validated()
        } catch {
            print(error)
        }
        #expect(printed == ["NumberTextInputOptions: the maximum 5 is below the minimum 10; the format swaps them."])
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        field.insert("7")
        #expect(binding.value == 7)
    }

    @Test("the checks beside the factories pass sensible settings")
    func checks() throws {
        let code = try BankCardSecurityCode.validatedLength(4)
        let card = try BankCardNumberTextInputOptions.options(maxLength: 16).validated()
        let phone = try PhoneNumberTextInputOptions.options(defaultRegion: "GB").validated()
        #expect(code == 4)
        #expect(card.maxLength == 16)
        #expect(phone.defaultRegion == "GB")
    }
}
