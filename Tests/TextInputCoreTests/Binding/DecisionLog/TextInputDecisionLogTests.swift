import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// The decision log: one entry per decision, in the order they are taken, with the field's
/// texts redacted by the format's log-safety rules.
@MainActor
@Suite("Decision log")
struct TextInputDecisionLogTests {
    /// A field bound to `format` whose binding logs into `entries`.
    @MainActor
    final class LoggedField<Value> {
        let field: TextInputSimulator
        let binding: TextInputBinding<Value>
        var entries: [TextInputDecisionLog.Entry] = []

        init(_ format: TextInputFormat<Value>, text: String = "", reportsEditKinds: Bool = true) {
            field = TextInputSimulator(text: text, reportsEditKinds: reportsEditKinds)
            binding = format.bind(to: field)
            binding.decisionLog = TextInputDecisionLog { [unowned self] in entries.append($0) }
        }

        /// The entries written while `action` runs in the focused field.
        func entries(of action: () -> Void) -> [TextInputDecisionLog.Entry] {
            field.beginEditing()
            entries = []
            action()
            return entries
        }
    }

    @Test("a typed key: the edit as asked with its reported and inferred kinds, then the format's answer")
    func typedKey() {
        let logged = LoggedField(TextInputFormats.plain.filter(by: .decimalDigits), reportsEditKinds: false)
        let entries = logged.entries { logged.field.insert("7") }
        #expect(
            entries == [
                .init(.edit, "the field asks to replace UTF-16 {0, 0} with \"7\": reported unknown, inferred typing"),
                .init(.format, "typing of \"7\" at 0..<0 in \"\": accepted"),
            ])
    }

    @Test("a paste the format rewrites: its answer and what the field shows instead")
    func rewrittenPaste() {
        let logged = LoggedField(TextInputFormats.plain.filter(by: .decimalDigits))
        let entries = logged.entries { logged.field.paste("1a2b") }
        #expect(
            entries == [
                .init(.edit, "the field asks to replace UTF-16 {0, 0} with \"1a2b\": reported paste, inferred paste"),
                .init(.format, "paste of \"1a2b\" at 0..<0 in \"\": rewritten to \"12\" selecting 2..<2"),
                .init(.rewrite, "the field shows \"12\" selecting UTF-16 {2, 0}"),
            ])
        #expect(logged.field.text == "12")
    }

    @Test("a rejected edit: the format's answer, and nothing shown")
    func rejectedEdit() {
        let logged = LoggedField(TextInputFormats.plain.filter(constrainingCharactersCount: 2), text: "ab")
        let entries = logged.entries { logged.field.insert("c") }
        #expect(entries.map(\.category) == [.edit, .format])
        #expect(entries.last?.message == "typing of \"c\" at 2..<2 in \"ab\": rejected")
    }

    @Test("text the field shows without asking: noticed before the format's answer to it")
    func unaskedText() {
        let logged = LoggedField(TextInputFormats.plain.filter(by: .decimalDigits), reportsEditKinds: false)
        logged.field.expectsAutoFill = true
        // QuickType asks about a space, then inserts its value after it without asking.
        let entries = logged.entries { logged.field.insertFromQuickType("4a2") }
        #expect(
            entries.map(\.description) == [
                "edit: the field asks to replace UTF-16 {0, 0} with \" \": reported unknown, inferred typing",
                "unaskedText: the field shows \" 4a2\" without asking; the binding last reported \" \"",
                "format: replacement of \" 4a2\" at 0..<0 in \"\": rewritten to \"42\" selecting 2..<2",
                "rewrite: the field shows \"42\" selecting UTF-16 {2, 0}",
            ])
    }

    @Test("app code's edits and a whole text set")
    func appCode() {
        let logged = LoggedField(TextInputFormats.plain)
        let entries = logged.entries {
            logged.binding.value = "hi"
            logged.binding.replaceCharacters(in: logged.binding.text.startIndex..<logged.binding.text.startIndex, with: "o")
        }
        #expect(entries.map(\.category) == [.edit, .format, .rewrite, .edit, .format, .rewrite])
        #expect(entries[0].message == "the whole text is set to \"hi\"")
        #expect(entries[1].message == "pasted into the empty field: \"hi\"")
        #expect(entries[3].message == "app code replaces UTF-16 {0, 0} with \"o\" (programmatic)")
    }

    @Test("focus moves: editing beginning and ending, the form navigator moving on, a plugin taking Return")
    func focusMoves() {
        let window = TextInputSimulatorWindow()
        let first = TextInputSimulator(window: window)
        let second = TextInputSimulator(window: window)
        let bindings = [TextInputFormats.plain.bind(to: first), TextInputFormats.plain.bind(to: second)]
        var entries: [TextInputDecisionLog.Entry] = []
        for binding in bindings { binding.decisionLog = TextInputDecisionLog { entries.append($0) } }
        TextInputFormNavigator(bindings)
        first.beginEditing()
        first.pressReturn()
        #expect(
            entries.map(\.description) == [
                "plugin: FormNavigatorFieldPlugin is attached",
                "plugin: FormNavigatorFieldPlugin is attached",
                "focus: editing begins",
                "focus: editing ends",  // the window's focus goes to the second field
                "focus: editing begins",
                "focus: the form navigator moves the focus from field 0 to field 1",
                "plugin: FormNavigatorFieldPlugin handles Return",
            ])
    }

    @Test("the process-wide log hears every binding without a log of its own")
    func processWide() {
        var entries: [TextInputDecisionLog.Entry] = []
        TextInputDecisionLog.processWide = TextInputDecisionLog { entries.append($0) }
        defer { TextInputDecisionLog.processWide = nil }
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        field.insert("a")
        #expect(entries.map(\.category) == [.focus, .edit, .format])
        var own: [TextInputDecisionLog.Entry] = []
        binding.decisionLog = TextInputDecisionLog { own.append($0) }
        field.insert("b")
        #expect(entries.count == 3)
        #expect(own.map(\.category) == [.edit, .format])
    }

    @Test("a log with one writer per category: each made once, each writing its own category's messages")
    func perCategory() {
        var made: [TextInputDecisionLog.Category] = []
        var written: [TextInputDecisionLog.Entry] = []
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        binding.decisionLog = .perCategory { category in
            made.append(category)
            return { written.append(TextInputDecisionLog.Entry(category, $0)) }
        }
        var all: [TextInputDecisionLog.Entry] = []
        TextInputDecisionLog.processWide = TextInputDecisionLog { all.append($0) }
        defer { TextInputDecisionLog.processWide = nil }
        field.insert("a")
        #expect(made == TextInputDecisionLog.Category.allCases)
        #expect(written.map(\.category) == [.focus, .edit, .format])
        #expect(all.isEmpty)
    }

    @Test("a long text is shown by its ends")
    func longText() {
        let logged = LoggedField(TextInputFormats.plain)
        let entries = logged.entries { logged.field.paste(String(repeating: "a", count: 1_000)) }
        #expect(entries.allSatisfy { $0.message.utf8.count < 400 })
        #expect(entries.first?.message.contains("…\(String(repeating: "a", count: 20))\" (1000 characters)") == true)
    }

    @Test("the texts an entry quotes, with their escapes dropped")
    func quotedTexts() {
        let entry = TextInputDecisionLog.Entry(.edit, #"at 0..<2 "a\"b" in "\u{7f}\0\\" (12 characters) """#)
        #expect(entry.quotedTexts == [#"a"b"#, #"\"#, ""])
    }

    // MARK: - Redaction

    /// A sensitive field, what is typed into it, and the digits no entry may show.
    struct SensitiveField: Sendable, CustomStringConvertible {
        let description: String
        let bind: @MainActor @Sendable (TextInputSimulator) -> any TextInputBindingType
        let typed: String

        @MainActor
        func entries(reportsEditKinds: Bool) -> [TextInputDecisionLog.Entry] {
            var entries: [TextInputDecisionLog.Entry] = []
            TextInputDecisionLog.processWide = TextInputDecisionLog { entries.append($0) }
            defer { TextInputDecisionLog.processWide = nil }
            let field = TextInputSimulator(reportsEditKinds: reportsEditKinds)
            let binding = bind(field)
            field.beginEditing()
            for key in typed { field.insert(String(key)) }
            field.selectAll()
            field.paste(typed)
            field.backspace()
            field.setTextProgrammatically(typed)
            binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: typed, kind: .programmatic)
            field.endEditing()
            return entries
        }
    }

    nonisolated static let sensitiveFields: [SensitiveField] = [
        SensitiveField(description: "card number", bind: { TextInputFormats.bankCardNumber().bind(to: $0) }, typed: "4111111111111111"),
        SensitiveField(description: "security code", bind: { TextInputFormats.bankCardSecurityCode(length: 4).bind(to: $0) }, typed: "9876"),
        SensitiveField(
            description: "phone number",
            bind: { TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: $0) },
            typed: "6502530000"
        ),
    ]

    @Test("no entry of a card number, security code or phone field shows a digit of its text", arguments: sensitiveFields, [true, false])
    func redaction(field: SensitiveField, reportsEditKinds: Bool) {
        let entries = field.entries(reportsEditKinds: reportsEditKinds)
        #expect(entries.count > 10)
        #expect(entries.contains { $0.category == .unaskedText })
        for entry in entries {
            #expect(entry.quotedTexts.allSatisfy { !$0.contains(where: \.isNumber) }, "\(entry)")
            #expect(!entry.description.contains(field.typed.suffix(5)), "\(entry)")
        }
    }

    @Test("other fields show their text as it is")
    func clearText() {
        let logged = LoggedField(TextInputFormats.plain)
        let entries = logged.entries { logged.field.insert("1234") }
        #expect(entries.first?.message.contains("\"1234\"") == true)
    }
}
