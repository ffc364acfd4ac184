import Foundation
import Testing
import TextInputCore

/// Values safe to log: what `print`, string interpolation, `debugPrint`, `dump` and a debugger
/// show of a card number or a security code holds at most the last four digits.
@MainActor
@Suite("Values are safe to log")
struct ValueLoggingTests {
    /// Everything a developer's log could show of `value`.
    static func printed(_ value: Any) -> [String] {
        var dumped = ""
        dump(value, to: &dumped)
        return [String(describing: value), String(reflecting: value), "\(value)", dumped]
    }

    @Test(
        "a card number shows its brand and last four digits",
        arguments: [
            ("4111111111111111", "Visa", "1111"),
            ("378282246310005", "American Express", "0005"),
            ("6011111111111117", "Discover", "1117"),
        ])
    func cardNumber(digits: String, brand: String, lastFour: String) throws {
        let number = try BankCardNumber(digitsString: digits)
        #expect(String(describing: number) == "\(brand) •••• \(lastFour)")
        #expect(String(reflecting: number) == "BankCardNumber(\(brand) •••• \(lastFour))")
        for text in Self.printed(number) {
            #expect(!text.contains(digits.dropLast(4)), "\(text)")
            #expect(text.contains(lastFour), "\(text)")
        }
        #expect(number.digitsString == digits)  // the full number stays available
        #expect(number.lastFourDigits == lastFour)
    }

    @Test("a partial number of four digits or fewer shows none")
    func shortNumber() throws {
        let number = try BankCardNumber(digitsString: "4111")
        #expect(String(describing: number) == "Visa ••••")
        for text in Self.printed(number) { #expect(!text.contains("4111"), "\(text)") }
    }

    @Test("a security code never shows a digit")
    func securityCode() throws {
        let code = try BankCardSecurityCode(digitsString: "1234")
        #expect(String(describing: code) == "••••")
        for text in Self.printed(code) {
            #expect(!text.contains(where: \.isNumber) || !text.contains("1234"), "\(text)")
            #expect(!text.contains("1234") && !text.contains("123"), "\(text)")
        }
        #expect(code.digitsString == "1234")
    }

    @Test("events and states of a card field print the masked text and value")
    func events() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        var printed: [String] = []
        binding.eventHandler = { event in
            if case .editingChanged = event { printed += Self.printed(event) + Self.printed(event.mapValue { $0 as Any }) }
        }
        field.paste("4111111111111111")
        #expect(!printed.isEmpty)
        for text in printed {
            #expect(!text.contains("4111 1111"), "\(text)")
            #expect(!text.contains("411111"), "\(text)")
            #expect(text.contains("1111"), "\(text)")
        }
        #expect(printed[0].hasPrefix("editingChanged(TextInputEditingState(text: \"•••• •••• •••• 1111\""))
        // Plugins see the value as Any; its state still prints masked.
        let state = TextInputFormats.bankCardNumber().formatted("4111111111111111")
        for text in Self.printed(state.mapValue { $0 as Any }) { #expect(!text.contains("411111"), "\(text)") }
    }

    @Test("a security code field's events never print its digits, value or not")
    func securityCodeEvents() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardSecurityCode().bind(to: field)
        var printed: [String] = []
        binding.eventHandler = { event in printed += Self.printed(event) + Self.printed(event.mapValue { $0 as Any }) }
        for key in ["9", "8", "9"] { field.insert(key) }
        #expect(binding.value?.digitsString == "989")
        #expect(printed.count > 0)
        for text in printed { #expect(!text.contains("9") && !text.contains("8"), "\(text)") }
    }

    @Test("errors about a card number hide its digits")
    func errors() {
        #expect(throws: TextInputParseError.self) { try BankCardNumber(digitsString: "4111-1111-1111-1111") }
        do {
            _ = try BankCardNumber(digitsString: "4111-1111-1111-1111")
        } catch {
            #expect(!String(describing: error).contains("4111-1111"))
        }
    }

    @Test("other values print as they are")
    func plainValues() {
        let state = TextInputFormats.plain.formatted("hello 1234")
        #expect(String(describing: state) == "TextInputEditingState(text: \"hello 1234\", selectedRange: 10..<10, value: hello 1234)")
    }
}
