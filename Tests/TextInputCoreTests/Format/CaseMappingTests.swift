import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Case-mapping builders")
struct CaseMappingTests {
    /// A field showing `text` with the caret after `caret` Characters, bound to `format`.
    private func field(_ format: TextInputFormat<String>, text: String, caret: Int, reportsEditKinds: Bool) -> TextInputSimulator {
        let field = TextInputSimulator(text: text, reportsEditKinds: reportsEditKinds)
        _ = format.bind(to: field)
        field.beginEditing()
        field.select(caret..<caret)
        return field
    }

    struct Typing: Sendable, CustomTestStringConvertible {
        let text: String
        let caret: Int
        let typed: String
        let locale: String?
        let expectedText: String
        let expectedCaret: Int
        var testDescription: String { "\(text) + \(typed) → \(expectedText)" }
    }

    @Test(
        "Upper-casing an insertion puts the caret after what it became",
        arguments: [
            Typing(text: "AB", caret: 1, typed: "ﬁ", locale: nil, expectedText: "AFIB", expectedCaret: 3),
            Typing(text: "STRA", caret: 4, typed: "ß", locale: nil, expectedText: "STRASS", expectedCaret: 6),
            Typing(text: "", caret: 0, typed: "i", locale: "tr_TR", expectedText: "İ", expectedCaret: 1),
            Typing(text: "", caret: 0, typed: "i", locale: nil, expectedText: "I", expectedCaret: 1),
            Typing(text: "GB", caret: 2, typed: "82 west", locale: nil, expectedText: "GB82 WEST", expectedCaret: 9),
        ],
        [true, false]
    )
    func uppercased(_ typing: Typing, reportsEditKinds: Bool) {
        let format = TextInputFormats.plain.uppercased(locale: typing.locale.map(Locale.init(identifier:)))
        let field = field(format, text: typing.text, caret: typing.caret, reportsEditKinds: reportsEditKinds)
        field.insert(typing.typed)
        #expect(field.text == typing.expectedText)
        #expect(field.selectedCharacterRange == typing.expectedCaret..<typing.expectedCaret)
    }

    @Test("Lower-casing follows the locale's rules: Turkish dotted and dotless i")
    func lowercased() {
        let turkish = field(TextInputFormats.plain.lowercased(locale: Locale(identifier: "tr_TR")), text: "", caret: 0, reportsEditKinds: true)
        turkish.insert("Iİ")
        #expect(turkish.text == "ıi")
        let plain = field(TextInputFormats.plain.lowercased(), text: "", caret: 0, reportsEditKinds: true)
        plain.insert("Anna@Example.COM")
        #expect(plain.text == "anna@example.com")
        #expect(plain.selectedCharacterRange == 16..<16)
    }

    @Test("A count limit holds whichever side of the case mapping it is chained on", arguments: [true, false])
    func countLimitInEitherOrder(limitFirst: Bool) {
        let format =
            limitFirst
            ? TextInputFormats.plain.filter(constrainingCharactersCount: 5).uppercased()
            : TextInputFormats.plain.uppercased().filter(constrainingCharactersCount: 5)
        let field = field(format, text: "", caret: 0, reportsEditKinds: true)
        field.insert("stra")
        field.insert("ß")
        #expect(field.text.count <= 5)
        #expect(field.text.hasPrefix("STRA"))
        field.paste("ßßßß")
        #expect(field.text.count <= 5)
    }

    @Test("Text already upper-cased is accepted as typed, so the field keeps its undo")
    func acceptsWhatNeedsNoMapping() {
        let formatter = TextInputFormats.plain.uppercased().formatter
        let text = "AB"
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: "C", editedRange: text.endIndex..<text.endIndex, kind: .typing)
        #expect(formatter.validate(edit) == .accepted)
        #expect(formatter.validate(edit.with(replacement: "c")) != .accepted)
    }

    @Test("A mask of letters upper-cases a lowercase paste")
    func maskUppercased() throws {
        let format = try TextInputFormats.mask("[AA] [0000]").uppercased()
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        field.beginEditing()
        field.paste("gb 1234")
        #expect(field.text == "GB 1234")
        #expect(binding.value?.extractedValue == "GB1234")
    }
}

extension TextInputEdit {
    fileprivate func with(replacement: String) -> TextInputEdit {
        TextInputEdit(
            originalText: originalText, originalSelectedRange: originalSelectedRange,
            replacementText: replacement, editedRange: editedRange, kind: kind)
    }
}
