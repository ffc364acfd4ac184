import Foundation
import Testing
import TextInputCore

/// The Swift samples of Docs/Masks.md, as written there, with what the document says they do.
@MainActor
@Suite("Docs/Masks.md samples")
struct MasksSampleTests {
    @Test("introduction: typing a phone number writes the separators")
    func introduction() throws {
        let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]")
        let field = TextInputSimulator()
        let binding = phone.bind(to: field)

        field.insert("5")
        #expect(field.text == "+1 (5")
        field.insert("5")
        #expect(field.text == "+1 (55")
        field.insert("5")
        #expect(field.text == "+1 (555) ")
        #expect(binding.value?.extractedValue == "555")
        #expect(binding.value?.isComplete == false)
    }

    @Test("custom notations: hexadecimal digits")
    func customNotation() throws {
        let hexDigit = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
        let color = try TextInputFormats.mask("#[HHHHHH]", customNotations: [hexDigit])
        let field = TextInputSimulator()
        color.bind(to: field)
        field.insert("c0ffeeZ")
        #expect(field.text == "#c0ffee")
    }

    @Test("the edit table: typing, pasting and deleting")
    func editTable() throws {
        let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]")
        let pasted = TextInputSimulator()
        phone.bind(to: pasted)
        pasted.insert("555")
        #expect(pasted.text == "+1 (555")

        let deleted = TextInputSimulator(text: "+1 (555) ")
        phone.bind(to: deleted)
        deleted.backspace()
        #expect(deleted.text == "+1 (555)")
        deleted.backspace()
        #expect(deleted.text == "+1 (555")

        let autoskipping = TextInputSimulator(text: "+1 (555) 1")
        try TextInputFormats.mask("+1 ([000]) [000]-[0000]", autoskip: true).bind(to: autoskipping)
        autoskipping.backspace()
        #expect(autoskipping.text == "+1 (555")
    }

    @Test("the placeholder, and a whole text formatted with no field")
    func placeholderAndFormatted() throws {
        let mask = try Mask("+1 ([000]) [000]-[0000]")
        #expect(mask.placeholder == "+1 (000) 000-0000")
        let pasted = try TextInputFormats.mask([mask]).formatted("5551234567")
        #expect(pasted.text == "+1 (555) 123-4567")
        #expect((pasted.value?.extractedValue ?? "") == "5551234567")
    }

    @Test("affine formats: the worked example with the prefix strategy")
    func affineFormats() throws {
        let russianPhone = try TextInputFormats.mask(
            "+7 ([000]) [000]-[00]-[00]",
            affineFormats: ["8 ([000]) [000]-[00]-[00]"],
            affinityStrategy: .prefix)
        let field = TextInputSimulator()
        let binding = russianPhone.bind(to: field)
        for key in "89123456789" { field.insert(String(key)) }
        #expect(field.text == "8 (912) 345-67-89")
        #expect(binding.value?.extractedValue == "9123456789")

        // The table, keystroke by keystroke.
        let steps = TextInputSimulator()
        russianPhone.bind(to: steps)
        steps.insert("8")
        #expect(steps.text == "8 (")
        steps.insert("9")
        #expect(steps.text == "8 (9")
        let primary = try Mask("+7 ([000]) [000]-[00]-[00]")
        #expect(primary.apply(to: Mask.Input(text: "8", caretGravity: .forward(autocomplete: true))).formattedText == "+7 (8")
        #expect(primary.apply(to: Mask.Input(text: "8 (9", caretGravity: .forward(autocomplete: true))).formattedText == "+7 (89")
        #expect(primary.apply(to: Mask.Input(text: "8 (912) 345-67-89", caretGravity: .forward(autocomplete: true))).formattedText == "+7 (891) 234-56-78")

        let plus = TextInputSimulator()
        russianPhone.bind(to: plus)
        plus.insert("+")
        #expect(plus.text == "+7 (")
    }

    @Test("right to left")
    func rightToLeft() throws {
        let amount = try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true)
        let field = TextInputSimulator()
        amount.bind(to: field)
        for key in "1234567" { field.insert(String(key)) }
        #expect(field.text == "1 234 567")
    }

    @Test("moving masks: a #-style mask and a 9-style mask, translated")
    func translatedMasks() throws {
        #expect(try Mask("+1 ([000]) [000]-[0000]").apply("4155552671").formattedText == "+1 (415) 555-2671")
        #expect(try Mask("([000]) [000]-[0000]").apply("4155552671").formattedText == "(415) 555-2671")
        #expect(try Mask("[00]{.}[00]{.}[0000]").apply("31121999").extractedValue == "31.12.1999")
    }
}
