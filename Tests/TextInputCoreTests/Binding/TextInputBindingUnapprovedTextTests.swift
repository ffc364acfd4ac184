import Foundation
import Testing
import TextInputCore

/// Text that arrives without a question is formatted too: QuickType's AutoFill, which asks about
/// a space and then inserts its value unasked, and app code that sets the field's text.
@MainActor
@Suite("Text that arrives without a question is still formatted")
struct TextInputBindingUnapprovedTextTests {
    /// A format, what AutoFill inserts, and what the field must end up showing.
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var format: @MainActor @Sendable (TextInputSimulator) throws -> () -> String?
        var arriving: String
        var text: String
        var value: String

        var testDescription: String { "\(name) \(arriving.debugDescription)" }
    }

    nonisolated static let examples: [Example] = [
        Example(
            name: "card number", format: { bound(TextInputFormats.bankCardNumber(), to: $0) { $0.digitsString } },
            arriving: "4111111111111111", text: "4111 1111 1111 1111", value: "4111111111111111"),
        Example(
            name: "phone number", format: { bound(TextInputFormats.phoneNumber(.options(defaultRegion: "US")), to: $0) { $0.e164 } },
            arriving: "+1 (415) 555-2671", text: "+1 415-555-2671", value: "+14155552671"),
        Example(
            name: "one-time code", format: { bound(try TextInputFormats.mask("[000000]"), to: $0) { $0.isComplete ? $0.extractedValue : nil } },
            arriving: "123456", text: "123456", value: "123456"),
        Example(
            name: "expiry date", format: { bound(TextInputFormats.bankCardExpiryDate(), to: $0) { "\($0.month)/\($0.year)" } },
            arriving: "1229", text: "12/29", value: "12/2029"),
        Example(
            name: "expiry date", format: { bound(TextInputFormats.bankCardExpiryDate(), to: $0) { "\($0.month)/\($0.year)" } },
            arriving: "12/29", text: "12/29", value: "12/2029"),
        Example(
            name: "expiry date", format: { bound(TextInputFormats.bankCardExpiryDate(), to: $0) { "\($0.month)/\($0.year)" } },
            arriving: "12/2029", text: "12/29", value: "12/2029"),
    ]

    /// Binds `format` to `field`; the closure it returns reads the value as a string.
    static func bound<Value>(
        _ format: TextInputFormat<Value>,
        to field: TextInputSimulator,
        _ describe: @escaping (Value) -> String?
    ) -> () -> String? {
        let binding = format.bind(to: field)
        return { binding.value.flatMap(describe) }
    }

    @Test(
        "QuickType AutoFill: the space it asks about is let in, and its value is formatted when it arrives",
        arguments: examples, EditKindReporting.allCases)
    func quickType(example: Example, reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = true
        let value = try example.format(field)
        field.insertFromQuickType(example.arriving)
        #expect(field.text == example.text)
        #expect(field.selectedCharacterRange == example.text.count..<example.text.count)
        #expect(value() == example.value)
    }

    @Test("app code setting the text: formatted at the field's next report", arguments: examples, EditKindReporting.allCases)
    func programmaticText(example: Example, reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        let value = try example.format(field)
        field.setTextProgrammatically(example.arriving)
        field.beginEditing()
        #expect(field.text == example.text)
        #expect(value() == example.value)
    }

    @Test("a field without a content type refuses the space, and QuickType inserts nothing", arguments: EditKindReporting.allCases)
    func noContentType(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        field.insertFromQuickType("4111111111111111")
        #expect(field.text == "")
        #expect(binding.value == nil)
    }

    @Test("the arrival is one change: one editingChanged event with the formatted text and its value")
    func oneEvent() {
        let field = TextInputSimulator(reportsEditKinds: false)
        field.expectsAutoFill = true
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        field.beginEditing()
        var texts: [String] = []
        binding.eventHandler = { event in
            if case let .editingChanged(state, changes) = event, changes.contains(.text) { texts.append(state.text) }
        }
        field.insertFromQuickType("4111111111111111")
        #expect(texts == [" ", "4111 1111 1111 1111"])
    }

    // A space typed next is the user's own, and stays.
    @Test(
        "a lone space left by QuickType goes at the next edit",
        arguments: [
            ("4", "4"), ("", ""), (" ", " "),
        ], EditKindReporting.allCases)
    func loneSpaceGoesAtNextEdit(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (typed, expected) = example
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = true
        TextInputFormats.plain.bind(to: field)
        field.insert(" ")  // the space QuickType asks about; the value never comes
        #expect(field.text == " ")
        if typed.isEmpty { field.backspace() } else { field.insert(typed) }
        #expect(field.text == expected)
        #expect(field.selectedCharacterRange == expected.count..<expected.count)
    }

    // Found by the property tests: a composition typed over the space kept it for good.
    @Test(
        "a lone space left by QuickType goes when a composition follows it",
        arguments: [
            ("字", "字"), ("", ""), ("abc", ""),
        ])
    func loneSpaceGoesWithComposition(composed: String, expected: String) {
        let field = TextInputSimulator()
        field.expectsAutoFill = true
        TextInputFormats.plain.filter(by: .decimalDigits.union(.init(charactersIn: "字"))).bind(to: field)
        field.insert(" ")
        field.setMarkedText(composed)
        field.unmarkText()
        #expect(field.text == expected)
        field.endEditing()
        #expect(field.text == expected)
    }

    @Test("a lone space left by QuickType goes when editing ends", arguments: EditKindReporting.allCases)
    func loneSpaceGoesAtEnd(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = true
        let binding = TextInputFormats.plain.bind(to: field)
        field.insert(" ")
        field.endEditing()
        #expect(field.text == "")
        #expect(binding.value == "")
    }

    @Test("text set by code is formatted before a question about it is answered", arguments: EditKindReporting.allCases)
    func formattedBeforeQuestion(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        field.beginEditing()
        field.setTextProgrammatically("4111111111111111")
        field.insert("2")  // the question arrives before any report
        #expect(field.text == "4111 1111 1111 1111 2")
        #expect(binding.value?.digitsString == "41111111111111112")

        let digits = TextInputSimulator(reporting)
        TextInputFormats.plain.filter(by: .decimalDigits).bind(to: digits)
        digits.beginEditing()
        digits.setTextProgrammatically("12ab")
        digits.insert("3")
        #expect(digits.text == "123")
    }

    @Test("text set by code in the format's shape stays, and the next key is what it is", arguments: EditKindReporting.allCases)
    func formattedTextStays(reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        try TextInputFormats.mask("+1 ([000]) [000]-[0000]").bind(to: field)
        field.beginEditing()
        field.setTextProgrammatically("+1 (555) ")
        field.insert("1")
        field.insert("2")
        field.insert("3")
        #expect(field.text == "+1 (555) 123-")  // typed keys still complete the fixed characters
    }

    @Test("text set by code that the format refuses altogether leaves the text the binding knew")
    func refusedText() {
        let field = TextInputSimulator(text: "4111")
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        field.setTextProgrammatically("no digits")
        field.beginEditing()
        #expect(field.text == "4111")
        #expect(binding.value?.digitsString == "4111")
    }
}
