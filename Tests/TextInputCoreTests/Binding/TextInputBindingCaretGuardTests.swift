import Foundation
import Testing
import TextInputCore

/// The caret and the selection stay out of text no key edits: a currency symbol or code, a
/// percent sign, a mask's fixed prefix. Selecting the whole text still selects it all, and
/// formats without fixed text leave every selection as the user made it.
@MainActor
@Suite("The caret stays out of a format's fixed text")
struct TextInputBindingCaretGuardTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        /// Binds the format to a field.
        let bind: @MainActor @Sendable (TextInputSimulator) throws -> any TextInputBindingType
        /// Pasted or typed into the empty field first, one after the other.
        let pasted: [String]
        /// The field's text after the paste, to be sure of what the selection is made in.
        let text: String
        /// The user's selection, in Characters.
        let selected: Range<Int>
        /// Where the selection ends up, in Characters.
        let kept: Range<Int>

        init<Value>(
            _ name: String, _ format: @autoclosure @escaping @MainActor @Sendable () throws -> TextInputFormat<Value>,
            pasting pasted: String..., shows text: String, selecting selected: Range<Int>, keeps kept: Range<Int>
        ) {
            testDescription = name
            bind = { try format().bind(to: $0) }
            (self.pasted, self.text, self.selected, self.kept) = (pasted, text, selected, kept)
        }
    }

    nonisolated static let usd = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"))
    nonisolated static let euro = NumberTextInputOptions.options(locale: Locale(identifier: "de_DE"))
    nonisolated static let phoneMask = "+1 ([000]) [000]-[0000]"

    nonisolated static let cases: [Case] = [
        Case(
            "a caret before a leading currency symbol goes after it",
            TextInputFormats.currency(code: "USD", usd), pasting: "1234.5", shows: "$1,234.50", selecting: 0..<0, keeps: 1..<1),
        Case(
            "a selection from the symbol into the digits keeps the digits",
            TextInputFormats.currency(code: "USD", usd), pasting: "1234.5", shows: "$1,234.50", selecting: 0..<3, keeps: 1..<3),
        Case(
            "a selection of the symbol alone becomes a caret after it",
            TextInputFormats.currency(code: "USD", usd), pasting: "1234.5", shows: "$1,234.50", selecting: 0..<1, keeps: 1..<1),
        Case(
            "selecting all still selects all",
            TextInputFormats.currency(code: "USD", usd), pasting: "1234.5", shows: "$1,234.50", selecting: 0..<9, keeps: 0..<9),
        Case(
            "the minus sign before the symbol is editable",
            TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"), allowsNegative: true)), pasting: "5", "-", shows: "-$5.00",
            selecting: 0..<0, keeps: 0..<0),
        Case(
            "a caret after a trailing currency symbol goes before it",
            TextInputFormats.currency(code: "EUR", euro), pasting: "1234,5", shows: "1.234,50\u{A0}€", selecting: 10..<10, keeps: 8..<8),
        Case(
            "a caret inside a trailing symbol's space goes before it",
            TextInputFormats.currency(code: "EUR", euro), pasting: "1234,5", shows: "1.234,50\u{A0}€", selecting: 9..<9, keeps: 8..<8),
        Case(
            "a cents-first amount keeps the caret after its symbol",
            TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"), entry: .minorUnitsFirst)), pasting: "12345", shows: "$123.45",
            selecting: 0..<0, keeps: 1..<1),
        Case(
            "a caret after a percent sign goes before it",
            TextInputFormats.percent(usd), pasting: "12", shows: "12%", selecting: 3..<3, keeps: 2..<2),
        Case(
            "a caret in a mask's fixed prefix goes after it",
            try TextInputFormats.mask(phoneMask), pasting: "555", shows: "+1 (555", selecting: 1..<1, keeps: 4..<4),
        Case(
            "a selection from a mask's prefix into its slots keeps the slots",
            try TextInputFormats.mask(phoneMask), pasting: "555", shows: "+1 (555", selecting: 2..<6, keeps: 4..<6),
        Case(
            "a caret between a mask's later fixed characters stays",
            try TextInputFormats.mask(phoneMask), pasting: "5551", shows: "+1 (555) 1", selecting: 8..<8, keeps: 8..<8),
        Case(
            "a decimal number has no fixed text",
            TextInputFormats.decimal(usd), pasting: "1234.5", shows: "1,234.5", selecting: 0..<0, keeps: 0..<0),
        Case(
            "a card number has no fixed text",
            TextInputFormats.bankCardNumber(), pasting: "4111111111111111", shows: "4111 1111 1111 1111", selecting: 0..<2, keeps: 0..<2),
        Case(
            "plain text has no fixed text",
            TextInputFormats.plain, pasting: "$12 %", shows: "$12 %", selecting: 0..<1, keeps: 0..<1),
    ]

    @Test("a selection the user makes is kept inside the editable text", arguments: cases, EditKindReporting.allCases)
    func keptEditable(_ example: Case, _ reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        let binding = try example.bind(field)
        example.pasted.forEach(field.insert)
        #expect(field.text == example.text)
        field.select(example.selected)
        #expect(field.text.characterOffsets(of: field.selectedRange) == example.kept)
        #expect(binding.selectedRange == field.selectedRange)
    }

    @Test("the app hears only the kept selection", arguments: EditKindReporting.allCases)
    func reportsKeptSelectionOnly(_ reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.currency(code: "USD", Self.usd).bind(to: field)
        field.paste("12")
        var selections: [Range<Int>] = []
        binding.eventHandler = { event in
            guard case let .editingChanged(state, changes) = event, changes.contains(.selectedRange) else { return }
            selections.append(state.text.characterOffsets(of: state.selectedRange))
        }
        field.select(0..<0)
        #expect(selections == [1..<1])
    }

    @Test("a field taking the focus keeps its caret out of a trailing percent sign", arguments: EditKindReporting.allCases)
    func focusKeepsCaretEditable(_ reporting: EditKindReporting) {
        let field = TextInputSimulator(text: "12", reporting)
        let binding = TextInputFormats.percent(Self.usd).bind(to: field)
        var log: [String] = []
        binding.eventHandler = { event in
            switch event {
            case .editingDidBegin: log.append("begin")
            case let .editingChanged(state, _): log.append("caret \(state.text.characterOffsets(of: state.selectedRange).lowerBound)")
            case .editingDidEnd: log.append("end")
            }
        }
        field.beginEditing()
        #expect(field.text == "12%")
        #expect(field.text.characterOffsets(of: field.selectedRange) == 2..<2)
        #expect(log == ["begin", "caret 2"])
    }

    @Test("typing at the kept caret edits the number", arguments: EditKindReporting.allCases)
    func typingAfterGuard(_ reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        _ = TextInputFormats.currency(code: "USD", Self.usd).bind(to: field)
        field.paste("234")
        field.select(0..<0)
        field.insert("1")
        #expect(field.text == "$1,234.00")
    }

    @Test("a custom formatter's editable range is kept through the format builders")
    func customFormatterThroughBuilders() {
        struct Prefixed: TextInputFormatterType {
            func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
                edit.resultingText.hasPrefix("ID-") ? .accepted : .rejected
            }

            func editableRange(in text: String) -> Range<String.Index> {
                (text.hasPrefix("ID-") ? text.index(text.startIndex, offsetBy: 3) : text.startIndex)..<text.endIndex
            }
        }
        let format = TextInputFormats.plain.withFormatter(Prefixed()).filter(by: .alphanumerics.union(.init(charactersIn: "-")))
        let field = TextInputSimulator(text: "ID-42")
        _ = format.bind(to: field)
        field.select(1..<1)
        #expect(field.text.characterOffsets(of: field.selectedRange) == 3..<3)
    }
}
