import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Mask formats on a text field: typing autocompletes, pasting and deleting do not")
struct MaskFormatterTests {
    nonisolated static let phone = "+1 ([000]) [000]-[0000]"

    func field(
        _ mask: String, text: String = "", autoskip: Bool = false, _ reporting: EditKindReporting
    ) throws -> (TextInputSimulator, TextInputBinding<MaskedText>) {
        let field = TextInputSimulator(text: text, reporting)
        let binding = try TextInputFormats.mask(mask, autoskip: autoskip).bind(to: field)
        field.beginEditing()
        return (field, binding)
    }

    @Test(
        "typing at the end writes the fixed characters up to the next slot",
        arguments: [
            ("5", "+1 (5"),
            ("55", "+1 (55"),
            ("555", "+1 (555) "),
            ("5551", "+1 (555) 1"),
            ("555123", "+1 (555) 123-"),
            ("5551234567", "+1 (555) 123-4567"),
            ("55512345678", "+1 (555) 123-4567"),
        ], EditKindReporting.allCases)
    func typingAutocompletes(_ example: (keys: String, expected: String), reporting: EditKindReporting) throws {
        let (keys, expected) = example
        let (field, binding) = try field(Self.phone, reporting)
        for key in keys { field.insert(String(key)) }
        #expect(field.text == expected)
        #expect(field.selectedCharacterRange == expected.count..<expected.count)
        #expect(binding.value?.extractedValue == String(keys.prefix(10)))
        #expect(binding.value?.isComplete == (keys.count >= 10))
    }

    @Test(
        "a paste into the empty field applies the mask without autocompletion; typed fixed characters are not duplicated",
        arguments: [
            ("555", "+1 (555"),
            ("+1 (555", "+1 (555"),
            ("(555) 123-4567", "+1 (555) 123-4567"),
            ("+1 555 123 4567", "+1 (555) 123-4567"),
            ("abc", "+1 ("),
        ], EditKindReporting.allCases)
    func pasteDoesNotAutocomplete(_ example: (paste: String, expected: String), reporting: EditKindReporting) throws {
        let (paste, expected) = example
        let (field, _) = try field(Self.phone, reporting)
        field.insert(paste)
        #expect(field.text == expected)
        #expect(field.selectedCharacterRange == expected.count..<expected.count)
    }

    @Test("backspace removes one character at a time, fixed ones included, and always empties the field", arguments: EditKindReporting.allCases)
    func backspaceNeverSticks(reporting: EditKindReporting) throws {
        let (field, binding) = try field(Self.phone, text: "+1 (555) 1", reporting)
        let expected = ["+1 (555) ", "+1 (555)", "+1 (555", "+1 (55", "+1 (5", "+1 (", "+1 ", "+1", "+", ""]
        for text in expected {
            field.backspace()
            #expect(field.text == text)
            #expect(field.selectedCharacterRange == text.count..<text.count)
        }
        #expect(binding.value?.extractedValue == "")
    }

    @Test("with autoskip, deleting at the end also removes the fixed characters left at the end", arguments: EditKindReporting.allCases)
    func autoskip(reporting: EditKindReporting) throws {
        let (field, binding) = try field(Self.phone, text: "+1 (555) 1", autoskip: true, reporting)
        field.backspace()
        #expect(field.text == "+1 (555")
        #expect(binding.value?.extractedValue == "555")
        field.backspace()
        #expect(field.text == "+1 (55")
    }

    @Test("an edit in the middle reformats what follows and puts the caret after the inserted character", arguments: EditKindReporting.allCases)
    func editInTheMiddle(reporting: EditKindReporting) throws {
        let (field, _) = try field(Self.phone, text: "+1 (555) 123-456", reporting)
        field.select(4..<4)
        field.insert("9")
        #expect(field.text == "+1 (955) 512-3456")
        #expect(field.selectedCharacterRange == 5..<5)
        field.select(6..<6)
        field.backspace()
        #expect(field.text == "+1 (955) 123-456")
        #expect(field.selectedCharacterRange == 5..<5)
    }

    @Test("a rejected character leaves the text and the caret as they were", arguments: EditKindReporting.allCases)
    func rejectedCharacter(reporting: EditKindReporting) throws {
        let (field, _) = try field(Self.phone, text: "+1 (555) 1", reporting)
        field.insert("x")
        #expect(field.text == "+1 (555) 1")
        #expect(field.selectedCharacterRange == 10..<10)
    }

    @Test(
        "the formatter accepts an edit whose plain result is already formatted",
        arguments: [
            ("+1 (555) ", "1", TextInputEditKind.typing),
            ("+1 (55", "5", .paste),
            ("12.3", "4", .typing),
        ])
    func acceptsFormattedEdits(text: String, inserted: String, kind: TextInputEditKind) throws {
        let mask = text.contains("+") ? Self.phone : "[00]{.}[00]"
        let format = try TextInputFormats.mask(mask)
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: inserted, editedRange: text.endIndex..<text.endIndex, kind: kind)
        #expect(format.formatter.validate(edit) == .accepted)
    }

    @Test("the formatter rewrites an edit that needs formatting, with a valid caret")
    func rewritesEdits() throws {
        let format = try TextInputFormats.mask(Self.phone)
        let edit = TextInputEdit.pasting("5551234567")
        guard case let .changed(text, selection) = format.formatter.validate(edit) else {
            Issue.record("expected a rewrite")
            return
        }
        #expect(text == "+1 (555) 123-4567")
        #expect(selection == text.endIndex..<text.endIndex)
    }

    @Test(
        "its own output pasted again is unchanged",
        arguments: [
            (phone, "5551234567"), (phone, "555"), ("[00]{.}[00]{.}[9900]", "311299"), ("[AA]-[00000099]", "AB1234"),
            ("GB[00] [____] [0000] [0000] [0000] [00]", "GB29NWBK60161331926819"), ("[0…]", "1a2b3"),
        ], EditKindReporting.allCases)
    func idempotent(_ example: (mask: String, input: String), reporting: EditKindReporting) throws {
        let (mask, input) = example
        let format = try TextInputFormats.mask(mask)
        let first = TextInputSimulator(reporting)
        format.bind(to: first)
        first.insert(input)
        let second = TextInputSimulator(text: first.text, reporting)
        format.bind(to: second)
        #expect(second.text == first.text)
    }

    @Test("non-ASCII text: Characters are matched whole, the caret counts Characters", arguments: EditKindReporting.allCases)
    func nonASCII(reporting: EditKindReporting) throws {
        let (field, binding) = try field("[AAA]-[000]", reporting)
        field.insert("é👍🏽ж1٣")
        #expect(field.text == "éж")
        field.insert("e\u{301}")
        #expect(field.text == "éжe\u{301}-")
        #expect(field.selectedCharacterRange == 4..<4)
        field.insert("１")
        #expect(binding.value?.extractedValue == "éжe\u{301}１")
    }

    @Test("the value of a field set by the app goes through the mask", arguments: EditKindReporting.allCases)
    func programmaticValue(reporting: EditKindReporting) throws {
        let (field, binding) = try field(Self.phone, reporting)
        binding.value = MaskedText(formattedText: "5551234567", extractedValue: "5551234567", isComplete: true)
        #expect(field.text == "+1 (555) 123-4567")
        #expect(binding.value?.isComplete == true)
    }
}
