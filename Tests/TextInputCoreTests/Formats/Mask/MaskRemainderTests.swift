import Testing
import TextInputCore

@MainActor
@Suite("A mask's remainder: the unfilled template after the text, provisional while editing")
struct MaskRemainderTests {
    nonisolated static let phone = "+1 ([000]) [000]-[0000]"

    func sketch(
        mask: String = phone, slot: Character? = "_", text: String = "", overwrites: Bool = false,
        _ reporting: EditKindReporting, editing: Bool = true
    ) throws -> MaskFieldSketch {
        let format = try TextInputFormats.mask(mask, overwrites: overwrites, showsRemainder: true, remainderSlotCharacter: slot)
        return MaskFieldSketch(format, text: text, reporting, editing: editing)
    }

    @Test(
        "typing shows the rest of the template after the text, empty once the mask is complete",
        arguments: [
            ("5", "+1 (5|{__) ___-____}"),
            ("555", "+1 (555) |{___-____}"),
            ("555123", "+1 (555) 123-|{____}"),
            ("5551234567", "+1 (555) 123-4567|"),
        ], EditKindReporting.allCases)
    func typing(_ example: (keys: String, shown: String), reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting)
        sketch.type(example.keys)
        #expect(sketch.shown == example.shown)
    }

    @Test("a paste shows it after the text as pasted; the mask's own placeholder is the default", arguments: EditKindReporting.allCases)
    func pasteAndDefaultPlaceholder(reporting: EditKindReporting) throws {
        let underscores = try sketch(reporting)
        underscores.field.paste("555")
        #expect(underscores.shown == "+1 (555|{) ___-____}")
        let own = try sketch(slot: nil, reporting)
        own.field.paste("555")
        #expect(own.shown == "+1 (555|{) 000-0000}")
    }

    @Test("the remainder is never in the value or the events", arguments: EditKindReporting.allCases)
    func valueAndEventsLeaveItOut(reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting)
        sketch.type("5551")
        #expect(sketch.binding.value == MaskedText(formattedText: "+1 (555) 1", extractedValue: "5551", isComplete: false))
        #expect(sketch.events.texts.last == "+1 (555) 1")
        #expect(sketch.events.texts.allSatisfy { !$0.contains("_") })
        #expect(sketch.binding.enteredText == "+1 (555) 1")
    }

    @Test("Backspace deletes entered text and the remainder grows back; forward delete at its start does nothing", arguments: EditKindReporting.allCases)
    func deleting(reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting)
        sketch.type("5551")
        sketch.field.backspace()
        #expect(sketch.shown == "+1 (555) |{___-____}")
        sketch.field.deleteForward()
        #expect(sketch.shown == "+1 (555) |{___-____}")
        for _ in 0..<9 { sketch.field.backspace() }
        #expect(sketch.shown == "|{+1 (___) ___-____}")
    }

    @Test("the caret stays out of the remainder and the fixed prefix; selecting everything selects what was entered", arguments: EditKindReporting.allCases)
    func selectionStaysOut(reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting)
        sketch.type("555")
        sketch.field.select(12..<12)
        #expect(sketch.shown == "+1 (555) |{___-____}")
        sketch.field.select(2..<6)
        #expect(sketch.shown == "+1 ([55]5) {___-____}")
        #expect(sketch.events.selections.last == 4..<6)
        sketch.field.select(5..<14)
        #expect(sketch.shown == "+1 (5[55) ]{___-____}")
        #expect(sketch.events.selections.last == 5..<9)
        sketch.field.selectAll()
        #expect(sketch.shown == "[+1 (555) ]{___-____}")
        #expect(sketch.events.selections.last == 0..<9)
    }

    @Test("the remainder goes when editing ends and comes back when it begins, on an empty field too", arguments: EditKindReporting.allCases)
    func endAndBeginEditing(reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting, editing: false)
        #expect(sketch.shown == "|")
        sketch.field.beginEditing()
        #expect(sketch.shown == "|{+1 (___) ___-____}")
        sketch.type("55")
        sketch.field.endEditing()
        #expect(sketch.field.text == "+1 (55")
        #expect(sketch.binding.provisionalRange == nil)
        sketch.field.beginEditing()
        #expect(sketch.shown == "+1 (55|{_) ___-____}")
    }

    @Test("a value set by the app shows no remainder until the field is edited", arguments: EditKindReporting.allCases)
    func valueSetByApp(reporting: EditKindReporting) throws {
        let idle = try sketch(reporting, editing: false)
        idle.binding.value = MaskedText(formattedText: "+1 (555) 1", extractedValue: "5551", isComplete: false)
        #expect(idle.field.text == "+1 (555) 1")
        let editing = try sketch(reporting)
        editing.binding.value = MaskedText(formattedText: "+1 (555) 1", extractedValue: "5551", isComplete: false)
        #expect(editing.shown == "+1 (555) 1|{__-____}")
    }

    @Test("a replacement over the whole text, remainder included, replaces what was entered", arguments: EditKindReporting.allCases)
    func replacementOverEverything(reporting: EditKindReporting) throws {
        let sketch = try sketch(reporting)
        sketch.type("55")
        sketch.field.replace(0..<sketch.field.text.count, with: "5551234567")
        #expect(sketch.shown == "+1 (555) 123-4567|")
        #expect(sketch.binding.value?.isComplete == true)
    }

    @Test(
        "a composition before the remainder commits without it, even when its placeholder characters are digits",
        arguments: [
            ("_", "+1 (555) |{___-____}"),
            (nil, "+1 (555) |{000-0000}"),
        ] as [(Character?, String)], EditKindReporting.allCases)
    func composition(_ example: (slot: Character?, shown: String), reporting: EditKindReporting) throws {
        let sketch = try sketch(slot: example.slot, reporting)
        sketch.type("55")
        sketch.field.setMarkedText("5")
        #expect(sketch.binding.provisionalRange == nil || reporting == .withoutKinds)
        sketch.field.unmarkText()
        #expect(sketch.shown == example.shown)
        #expect(sketch.binding.value?.extractedValue == "555")
    }

    @Test("right-to-left masks and masks that end in an ellipsis show none", arguments: EditKindReporting.allCases)
    func noRemainder(reporting: EditKindReporting) throws {
        let rightToLeft = MaskFieldSketch(
            try TextInputFormats.mask("[000] [000]", isRightToLeft: true, showsRemainder: true), reporting
        )
        rightToLeft.type("12")
        #expect(rightToLeft.shown == "12|")
        let ellipsis = try sketch(mask: "[0…]", reporting)
        ellipsis.type("12")
        #expect(ellipsis.shown == "12|")
    }

    @Test("with overwriting, typing in the middle keeps the remainder", arguments: EditKindReporting.allCases)
    func withOverwrite(reporting: EditKindReporting) throws {
        let sketch = try sketch(mask: "[00]{/}[00]{/}[0000]", overwrites: true, reporting)
        sketch.type("1205")
        #expect(sketch.shown == "12/05/|{____}")
        sketch.field.select(3..<3)
        sketch.type("7")
        #expect(sketch.shown == "12/7|5/{____}")
    }
}
