import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputSimulator without a binding behaves as a plain field")
struct TextInputSimulatorTests {
    @Test("typing inserts at the caret and moves it after the insertion")
    func typing() {
        let field = TextInputSimulator()
        field.insert("a")
        field.insert("b")
        #expect(field.text == "ab")
        #expect(field.selectedCharacterRange == 2..<2)
        #expect(field.isEditing)
    }

    @Test("beginEditing puts the caret at the end")
    func beginEditing() {
        let field = TextInputSimulator(text: "hello")
        #expect(!field.isEditing)
        field.beginEditing()
        #expect(field.selectedCharacterRange == 5..<5)
    }

    @Test(
        "backspace deletes the whole Character before the caret",
        arguments: [
            ("a👍🏽", "a"),
            ("a🇫🇷", "a"),
            ("ae\u{301}", "a"),
            ("a👨‍👩‍👧", "a"),
            ("ab", "a"),
            ("", ""),
        ])
    func backspaceDeletesGrapheme(text: String, expected: String) {
        let field = TextInputSimulator(text: text)
        field.backspace()
        #expect(field.text == expected)
    }

    @Test("deleteForward deletes the whole Character after the caret")
    func deleteForward() {
        let field = TextInputSimulator(text: "👍🏽a")
        field.select(0..<0)
        field.deleteForward()
        #expect(field.text == "a")
        field.deleteForward()
        #expect(field.text == "")
        field.deleteForward()
        #expect(field.text == "")
    }

    @Test("backspace and deleteForward remove a selection")
    func deleteSelection() {
        let field = TextInputSimulator(text: "abcdef")
        field.select(1..<3)
        field.backspace()
        #expect(field.text == "adef")
        #expect(field.selectedCharacterRange == 1..<1)
        field.select(1..<2)
        field.deleteForward()
        #expect(field.text == "aef")
    }

    @Test("insert replaces the selection; selectAll selects everything")
    func pasteOverSelection() {
        let field = TextInputSimulator(text: "abcdef")
        field.select(2..<4)
        field.insert("XYZ")
        #expect(field.text == "abXYZef")
        #expect(field.selectedCharacterRange == 5..<5)
        field.selectAll()
        #expect(field.selectedCharacterRange == 0..<7)
        field.insert("q")
        #expect(field.text == "q")
    }

    @Test("select clamps offsets outside the text")
    func selectClamps() {
        let field = TextInputSimulator(text: "abc")
        field.select(2..<99)
        #expect(field.selectedCharacterRange == 2..<3)
        field.select(50..<60)
        #expect(field.selectedCharacterRange == 3..<3)
    }

    @Test("replace substitutes a range like autocorrection")
    func replace() {
        let field = TextInputSimulator(text: "teh cat")
        field.replace(0..<3, with: "the")
        #expect(field.text == "the cat")
        #expect(field.selectedCharacterRange == 3..<3)
    }

    @Test("marked text is composed in place and committed by unmarkText")
    func markedText() {
        let field = TextInputSimulator(text: "ab")
        field.setMarkedText("w")
        field.setMarkedText("wa")
        #expect(field.text == "abwa")
        #expect(field.markedRange != nil)
        field.setMarkedText("王")
        #expect(field.text == "ab王")
        field.unmarkText()
        #expect(field.markedRange == nil)
        #expect(field.text == "ab王")
        #expect(field.selectedCharacterRange == 3..<3)
    }

    @Test("endEditing commits marked text and drops the focus")
    func endEditing() {
        let field = TextInputSimulator()
        field.setMarkedText("ni")
        field.endEditing()
        #expect(field.markedRange == nil)
        #expect(!field.isEditing)
        #expect(field.text == "ni")
    }
}

@MainActor
@Suite("TextInputSimulator keeps the selection on Character boundaries")
struct TextInputSimulatorBoundaryTests {
    @Test(
        "an insertion that merges with the Character after it leaves the caret after the merged Character",
        arguments: [
            ("\u{200D}ا", "\u{202E}"),
            ("\u{301}x", "e"),
        ])
    func mergingInsertion(text: String, inserted: String) {
        let field = TextInputSimulator(text: text)
        field.select(0..<0)
        field.insert(inserted)
        #expect(field.text.isValidCharacterRange(field.selectedRange))
        #expect(field.selectedCharacterRange == 1..<1)
    }
}

@MainActor
@Suite("TextInputSimulator tells typing from pasting")
struct TextInputSimulatorKindTests {
    @Test(
        "insert of one Character is typing, of more a paste; paste is always a paste",
        arguments: [
            ("insert", "a", TextInputEditKind.typing),
            ("insert", "ab", .paste),
            ("paste", "a", .paste),
            ("paste", "👍🏽", .paste),
        ])
    func kinds(method: String, string: String, expected: TextInputEditKind) {
        let recorder = EditKindRecorder()
        let field = TextInputSimulator()
        TextInputFormats.plain.withFormatter(recorder).bind(to: field)
        if method == "insert" { field.insert(string) } else { field.paste(string) }
        #expect(recorder.kinds == [expected])
        #expect(field.text == string)
    }
}
