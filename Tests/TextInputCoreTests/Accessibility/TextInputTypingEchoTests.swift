import Foundation
import Testing
import TextInputCore

/// The echo after a rewrite is what the user typed or deleted, as the real formats show it:
/// never a separator the format put in or took out, never the whole field.
@Suite("Typing echo after a rewrite")
struct TextInputTypingEchoTests {
    /// A field of a real format, keys typed into it, then one more edit: the echo of that edit.
    struct Row: Sendable, CustomTestStringConvertible {
        var testDescription: String
        /// Binds the row's format to the field and returns the binding.
        var bind: @MainActor @Sendable (TextInputSimulator) throws -> AnyObject
        var typedFirst: String
        /// The edit: a string typed at the caret, or Backspace for nil.
        var typing: String?
        var echo: TextInputTypingEcho.Kind?
        var characters: String
    }

    static let card: @MainActor @Sendable (TextInputSimulator) -> AnyObject = { TextInputFormats.bankCardNumber().bind(to: $0) }
    static let amount: @MainActor @Sendable (TextInputSimulator) -> AnyObject = {
        TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"))).bind(to: $0)
    }
    static let expiry: @MainActor @Sendable (TextInputSimulator) -> AnyObject = { TextInputFormats.bankCardExpiryDate().bind(to: $0) }
    static let mask: @MainActor @Sendable (TextInputSimulator) throws -> AnyObject = { try TextInputFormats.mask("+1 ([000]) [000]-[0000]").bind(to: $0) }
    static let iban: @MainActor @Sendable (TextInputSimulator) -> AnyObject = { TextInputFormats.iban().bind(to: $0) }
    static let digits: @MainActor @Sendable (TextInputSimulator) -> AnyObject = { TextInputFormats.plain.filter(by: .decimalDigits).bind(to: $0) }

    static let rows: [Row] = [
        Row(testDescription: "a digit that starts a card group", bind: card, typedFirst: "4111", typing: "1", echo: .inserted, characters: "1"),
        Row(testDescription: "Backspace after a card group's separator", bind: card, typedFirst: "41111", typing: nil, echo: .deleted, characters: "1"),
        Row(testDescription: "a digit that moves an amount's grouping", bind: amount, typedFirst: "1234", typing: "5", echo: .inserted, characters: "5"),
        Row(testDescription: "a decimal point typed into an amount", bind: amount, typedFirst: "1234", typing: ".", echo: .inserted, characters: "."),
        Row(testDescription: "an expiry month completed with its slash", bind: expiry, typedFirst: "1", typing: "2", echo: .inserted, characters: "2"),
        Row(
            testDescription: "a card number pasted whole", bind: card, typedFirst: "", typing: "4111111111111111", echo: .inserted,
            characters: "4111111111111111"),
        Row(testDescription: "lower-case IBAN letters, echoed as shown", bind: iban, typedFirst: "", typing: "gb", echo: .inserted, characters: "GB"),
        Row(testDescription: "a letter a digits field refuses", bind: digits, typedFirst: "12", typing: "a", echo: nil, characters: ""),
        Row(
            testDescription: "a mask's first digit, without the fixed digit before it", bind: mask, typedFirst: "", typing: "5", echo: .inserted,
            characters: "5"),
        Row(
            testDescription: "Backspace over a mask's digit, without the fixed text it takes along", bind: mask, typedFirst: "5", typing: nil, echo: .deleted,
            characters: "5"),
    ]

    @MainActor
    @Test("the echo is the characters typed or removed", arguments: rows)
    func echo(row: Row) throws {
        let field = TextInputSimulator()
        let binding = try row.bind(field)
        field.beginEditing()
        field.insert(row.typedFirst)
        let text = field.text
        let caret = text.characterRange(forUTF16: field.selectedUTF16Range)
        let edited = row.typing == nil ? text.index(before: caret.lowerBound)..<caret.lowerBound : caret
        row.typing.map(field.insert) ?? field.backspace()
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: caret, replacementText: row.typing ?? "", editedRange: edited,
            kind: row.typing == nil ? .deleteBackward : .typing)
        let echo = TextInputTypingEcho(of: edit, showing: field.text)
        #expect(echo?.kind == row.echo, "\(text) → \(field.text)")
        #expect((echo?.characters ?? "") == row.characters, "\(text) → \(field.text)")
        withExtendedLifetime(binding) {}
    }

    @Test("a caret move echoes nothing")
    func caretMove() {
        let text = "4111 1111"
        let caret = text.startIndex..<text.startIndex
        let edit = TextInputEdit(originalText: text, originalSelectedRange: caret, replacementText: "", editedRange: caret, kind: .programmatic)
        #expect(TextInputTypingEcho(of: edit, showing: text) == nil)
    }

    @Test("its description and mirror never hold the characters")
    func neverPrinted() throws {
        let edit = TextInputEdit.pasting("4929")
        let echo = try #require(TextInputTypingEcho(of: edit, showing: "4929"))
        var dumped = ""
        dump(echo, to: &dumped)
        for printed in [echo.description, String(describing: echo), String(reflecting: echo), dumped] {
            #expect(!printed.contains("4929"))
            #expect(!printed.contains("49"))
        }
    }
}

/// The announcer hands the echo of each rewrite for the user's edit to its `echo` handler, while
/// listening, and never among its announcements.
@MainActor
@Suite("The announcer's echo")
struct TextInputAnnouncerEchoTests {
    @Test("typing into a card number echoes each digit kept, Backspace the digit removed; nothing while not listening")
    func echoes() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        var echoed: [String] = []
        var announced: [String] = []
        let announcer = TextInputAnnouncer(language: "en", isListening: true) { announced.append($0.text) }
        announcer.echo = { echoed.append($0) }
        binding.attach(announcer)
        field.beginEditing()
        field.insert("4111")
        field.insert("2")
        field.insert("x")
        field.backspace()
        #expect(echoed == ["2", "2"])
        #expect(!announced.contains { $0.contains("2") })
        announcer.isListening = false
        field.insert("3")
        #expect(echoed == ["2", "2"])
    }
}
