import Foundation
import Testing
import TextInputCore

@Suite("AppKit's partial-string question read as a host request")
struct PartialStringChangeTests {
    @Test("typing replaces exactly AppKit's range when the texts agree outside it")
    func typingBetweenEqualCharacters() throws {
        let change = try #require(
            TextInputPartialStringChange(
                original: "11", proposed: "111", changedRange: NSRange(location: 1, length: 0), editorSelection: nil))
        #expect(change.range == NSRange(location: 1, length: 0))
        #expect(change.replacement == "1")
        #expect(change.kind == .unknown)
    }

    @Test(
        "a deletion's key comes from the field editor's selection",
        arguments: [
            (NSRange(location: 3, length: 0), NSRange(location: 3, length: 0), TextInputEditKind.deleteBackward),
            (NSRange(location: 2, length: 0), NSRange(location: 2, length: 0), .deleteForward),
            (NSRange(location: 2, length: 1), NSRange(location: 2, length: 1), .unknown),
        ] as [(NSRange?, NSRange, TextInputEditKind)])
    func deletion(editorSelection: NSRange?, selection: NSRange, kind: TextInputEditKind) throws {
        let change = try #require(
            TextInputPartialStringChange(
                original: "12-3", proposed: "123", changedRange: NSRange(location: 2, length: 1), editorSelection: editorSelection))
        #expect(change.range == NSRange(location: 2, length: 1))
        #expect(change.replacement == "")
        #expect(change.selection == selection)
        #expect(change.kind == kind)
    }

    @Test("without the field editor a deletion counts as a caret after the deleted text")
    func deletionWithoutEditor() throws {
        let change = try #require(
            TextInputPartialStringChange(
                original: "12-3", proposed: "123", changedRange: NSRange(location: 2, length: 1), editorSelection: nil))
        #expect(change.selection == NSRange(location: 3, length: 0))
        #expect(change.kind == .unknown)
    }

    @Test("a range that does not explain the texts falls back to their smallest difference")
    func inconsistentRange() throws {
        let change = try #require(
            TextInputPartialStringChange(
                original: "abc", proposed: "abXc", changedRange: NSRange(location: 9, length: 4), editorSelection: nil))
        #expect(change.range == NSRange(location: 2, length: 0))
        #expect(change.replacement == "X")
    }

    @Test("marked text is marked; identical texts make no change")
    func composingAndNothing() throws {
        let composing = try #require(
            TextInputPartialStringChange(
                original: "", proposed: "n", changedRange: NSRange(location: 0, length: 0), editorSelection: nil, isComposing: true))
        #expect(composing.kind == .markedText)
        #expect(TextInputPartialStringChange(original: "a", proposed: "a", changedRange: NSRange(location: 0, length: 0), editorSelection: nil) == nil)
    }

    @MainActor
    @Test("a caret's Backspace after a phone separator deletes the digit before it")
    func phoneSeparator() throws {
        let original = "(415) 555-2671"
        let change = try #require(
            TextInputPartialStringChange(
                original: original, proposed: "(415) 5552671", changedRange: NSRange(location: 9, length: 1),
                editorSelection: NSRange(location: 10, length: 0)))
        let field = TextInputSimulator(text: original)
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        field.select(10..<10)
        _ = binding.host(field, shouldReplaceCharactersIn: change.range, with: change.replacement, kind: change.kind)
        #expect(field.text == "(415) 552-671")
        #expect(field.selectedCharacterRange == 8..<8)
    }
}
