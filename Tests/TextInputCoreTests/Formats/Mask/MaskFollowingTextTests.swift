import Testing
import TextInputCore

@MainActor
@Suite("Masks keep what follows an insertion")
struct MaskFollowingTextTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let mask: String
        let text: String
        let selection: Range<Int>
        let inserted: String
        let expectedText: String
        let expectedCaret: Int
        var testDescription: String { "\(mask): \(text) \(selection) + \(inserted)" }
    }

    @Test(
        "an insertion never pushes characters the field holds out of the mask's last slots",
        arguments: [
            // Full: the typed letter is refused; the text and caret stay.
            Example(mask: "[AAAA]", text: "WEST", selection: 2..<2, inserted: "X", expectedText: "WEST", expectedCaret: 2),
            // Typing over a selection replaces it.
            Example(mask: "[AAAA]", text: "WEST", selection: 2..<3, inserted: "X", expectedText: "WEXT", expectedCaret: 3),
            // Room for one: a paste keeps its beginning that fits.
            Example(mask: "[AAAAA]", text: "WEST", selection: 2..<2, inserted: "XYZ", expectedText: "WEXST", expectedCaret: 3),
            // A character the mask drops anyway is dropped as before (the caret passes the space
            // as typing there does), and what follows stays.
            Example(mask: "[AA] [00]", text: "GB 12", selection: 2..<2, inserted: "X", expectedText: "GB 12", expectedCaret: 3),
            // At the end, a full mask drops the insertion as it always did.
            Example(mask: "[AAAA]", text: "WEST", selection: 4..<4, inserted: "X", expectedText: "WEST", expectedCaret: 4),
        ],
        [true, false]
    )
    func keepsFollowingText(_ example: Example, reportsEditKinds: Bool) throws {
        let field = TextInputSimulator(text: example.text, reportsEditKinds: reportsEditKinds)
        _ = try TextInputFormats.mask(example.mask).bind(to: field)
        field.beginEditing()
        field.select(example.selection)
        field.insert(example.inserted)
        #expect(field.text == example.expectedText)
        #expect(field.selectedCharacterRange == example.expectedCaret..<example.expectedCaret)
    }
}
