import Testing
import TextInputCore

@MainActor
@Suite("Masks that overwrite: a typed Character replaces the next filled slot")
struct MaskOverwriteTests {
    nonisolated static let date = "[00]{/}[00]{/}[0000]"
    nonisolated static let phone = "+1 ([000]) [000]-[0000]"

    func sketch(_ mask: String, text: String, caret: Int, overwrites: Bool = true, _ reporting: EditKindReporting) throws -> MaskFieldSketch {
        let sketch = MaskFieldSketch(try TextInputFormats.mask(mask, overwrites: overwrites), text: text, reporting)
        sketch.field.select(caret..<caret)
        return sketch
    }

    @Test("typing over a filled slot replaces it and the caret moves past it", arguments: EditKindReporting.allCases)
    func typingReplaces(reporting: EditKindReporting) throws {
        let sketch = try sketch(Self.date, text: "12/05/2024", caret: 3, reporting)
        sketch.type("0")
        #expect(sketch.shown == "12/0|5/2024")
        sketch.type("7")
        #expect(sketch.shown == "12/07|/2024")
        #expect(sketch.binding.value?.extractedValue == "12/07/2024")
        #expect(sketch.binding.value?.isComplete == true)
    }

    @Test(
        "overwriting passes over fixed characters to the next slot; at the end of the text, or with a Character no slot takes, typing is as in insert mode",
        arguments: [
            (date, "12/05/2024", 2, "9", "12/9|5/2024"),
            (date, "12/05/2024", 2, "/", "12/|05/2024"),
            (date, "12/05/2024", 9, "5", "12/05/2025|"),
            (date, "12/05", 5, "2", "12/05/2|"),
            (date, "12/05/2024", 3, "x", "12/|05/2024"),
            (phone, "+1 (555) 123-4567", 1, "9", "+1 (9|55) 123-4567"),
            (phone, "+1 (555) 123-4567", 7, "8", "+1 (555) 8|23-4567"),
            (phone, "+1 (555) 12", 12, "3", "+1 (555) 123-|"),
        ] as [(String, String, Int, String, String)], EditKindReporting.allCases)
    func overwriteTable(_ example: (mask: String, text: String, caret: Int, key: String, expected: String), reporting: EditKindReporting) throws {
        let sketch = try sketch(example.mask, text: example.text, caret: example.caret, reporting)
        sketch.type(example.key)
        #expect(sketch.shown == example.expected)
    }

    @Test(
        "one pasted Character overwrites (UIKit cannot tell it from a key); a longer paste keeps its beginning that fits, a typed selection inserts",
        arguments: EditKindReporting.allCases)
    func pasteAndSelection(reporting: EditKindReporting) throws {
        let one = try sketch(Self.date, text: "12/05/2024", caret: 3, reporting)
        one.field.paste("0")
        #expect(one.shown == "12/0|5/2024")
        let longer = try sketch(Self.date, text: "12/05/2024", caret: 3, reporting)
        longer.field.paste("07")
        #expect(longer.shown == "12/0|5/2024")
        let room = try sketch(Self.date, text: "12/05/20", caret: 3, reporting)
        room.field.paste("0789")
        #expect(room.shown == "12/07/|0520")
        let selected = try sketch(Self.date, text: "12/05/2024", caret: 3, reporting)
        selected.field.select(3..<5)
        selected.type("9")
        #expect(selected.shown == "12/9|2/024")
    }

    @Test("without the option, typing inserts and pushes the rest along while there is room, never out of the mask", arguments: EditKindReporting.allCases)
    func insertModeShifts(reporting: EditKindReporting) throws {
        let full = try sketch(Self.date, text: "12/05/2024", caret: 3, overwrites: false, reporting)
        full.type("0")
        #expect(full.shown == "12/|05/2024")
        let room = try sketch(Self.date, text: "12/05/202", caret: 3, overwrites: false, reporting)
        room.type("0")
        #expect(room.shown == "12/0|0/5202")
    }

    @Test("Backspace and forward delete are as in insert mode", arguments: EditKindReporting.allCases)
    func deletionUnchanged(reporting: EditKindReporting) throws {
        let overwriting = try sketch(Self.date, text: "12/05/2024", caret: 5, reporting)
        let inserting = try sketch(Self.date, text: "12/05/2024", caret: 5, overwrites: false, reporting)
        for sketch in [overwriting, inserting] {
            sketch.field.backspace()
            sketch.field.deleteForward()
        }
        #expect(overwriting.shown == inserting.shown)
    }
}
