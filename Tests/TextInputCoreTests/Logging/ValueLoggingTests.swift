import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// Values safe to log: what `print`, string interpolation, `debugPrint`, `dump` and a debugger
/// show of a card number holds at most its last four digits, and only once it is complete; of a
/// security code, no digit.
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

    @Test(
        "a number still being typed shows its brand and no digit",
        arguments: ["4111", "411111111111", "41111111111111111", "3782822463100", "4242424242424241"])
    func partialNumber(digits: String) throws {
        let number = try BankCardNumber(digitsString: digits)
        #expect(!number.isComplete)
        #expect(String(describing: number).hasSuffix("••••"))
        #expect(String(describing: number).filter(\.isNumber).isEmpty)
        #expect(String(reflecting: number).filter(\.isNumber).isEmpty)
        #expect(number.customMirror.children.first { $0.label == "lastFourDigits" }.map { "\($0.value)" } == "nil")
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

    @Test("events and states of a card field print no digit, not even of a complete number")
    func events() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        var printed: [String] = []
        binding.eventHandler = { event in
            if case .editingChanged = event { printed += Self.printed(event) + Self.printed(event.mapValue { $0 as Any }) }
        }
        field.paste("4111111111111111")
        let audit = PrintedRedactionAudit(format: binding.format)
        #expect(binding.value?.isComplete == true)
        #expect(!printed.isEmpty)
        for text in printed {
            #expect(audit?.shows(text) == false, "\(text)")
        }
        #expect(
            printed[0].hasPrefix("editingChanged(TextInputEditingState(text: \"•••• •••• •••• ••••\", selectedRange: 19..<19, value: Visa •••• ••••)"))
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
