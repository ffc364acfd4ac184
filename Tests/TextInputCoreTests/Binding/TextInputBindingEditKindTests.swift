import Foundation
import Testing
import TextInputCore

/// The edit's kind is decided once, in the binding: a host that cannot tell it (UIKit) passes
/// `.unknown`, and every format then sees the kind the simulator would have named.
@MainActor
@Suite("The binding decides the kind of an edit its host did not name")
struct TextInputBindingEditKindTests {
    @Test("without kinds the simulator asks with .unknown, as UIKit does")
    func simulatorAsksWithoutKinds() {
        let delegate = RecordingHostDelegate()
        let field = TextInputSimulator(text: "ab", reportsEditKinds: false)
        field.hostDelegate = delegate
        field.insert("c")
        field.backspace()
        field.paste("xy")
        field.replace(0..<1, with: "A")
        #expect(delegate.kinds == [.unknown, .unknown, .unknown, .unknown])
    }

    @Test(
        "formats see the same kinds with and without them",
        arguments: [
            ("type", TextInputEditKind.typing),
            ("paste", .paste),
            ("backspace", .deleteBackward),
            ("backspace a selection", .deleteBackward),
            ("delete", .deleteForward),
            ("autocorrect", .replacement),
            ("delete away from the caret", .replacement),
        ], EditKindReporting.allCases)
    func sameKinds(_ example: (action: String, expected: TextInputEditKind), reporting: EditKindReporting) {
        let (action, expected) = example
        let recorder = EditKindRecorder()
        let field = TextInputSimulator(text: "abc", reporting)
        TextInputFormats.plain.withFormatter(recorder).bind(to: field)
        field.beginEditing()
        switch action {
        case "type": field.insert("d")
        case "paste": field.insert("de")
        case "backspace": field.backspace()
        case "backspace a selection":
            field.select(0..<2)
            field.backspace()
        case "delete":
            field.select(1..<1)
            field.deleteForward()
        case "autocorrect": field.replace(0..<3, with: "abd")
        default: field.replace(0..<1, with: "")
        }
        #expect(recorder.kinds.last == expected)
    }

    @Test("forward delete before a separator deletes the character after it, without kinds too", arguments: EditKindReporting.allCases)
    func forwardDeleteBeforeSeparator(reporting: EditKindReporting) {
        let card = TextInputSimulator(text: "4242 4242 4242 4242", reporting)
        TextInputFormats.bankCardNumber().bind(to: card)
        card.select(4..<4)
        card.deleteForward()
        #expect(card.text == "4242 2424 2424 242")  // the 4 after the separator went
        #expect(card.selectedCharacterRange == 4..<4)

        let expiry = TextInputSimulator(text: "12/34", reporting)
        TextInputFormats.bankCardExpiryDate().bind(to: expiry)
        expiry.select(2..<2)
        expiry.deleteForward()
        #expect(expiry.text == "12/4")

        let phone = TextInputSimulator(text: "(415) 555-2671", reporting)
        TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: phone)
        phone.select(9..<9)
        phone.deleteForward()
        #expect(phone.text.filter(\.isNumber) == "415555671")
    }

    @Test("a mask completes its fixed characters after a typed key, without kinds too", arguments: EditKindReporting.allCases)
    func maskAutocompletes(reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        try TextInputFormats.mask("+1 ([000]) [000]-[0000]").bind(to: field)
        for key in "555" { field.insert(String(key)) }
        #expect(field.text == "+1 (555) ")
        field.insert("1234")
        #expect(field.text == "+1 (555) 123-4")
    }
}
