import Testing
import TextInputCore

/// The kind of deletion each command of AppKit's standard key bindings names, by the selector
/// name the field editor hands its delegate before it edits.
@Suite("TextInputEditKind(appKitCommand:): the deletion an AppKit command names")
struct EditKindAppKitCommandTests {
    @Test(
        "a deletion command names its direction",
        arguments: [
            ("deleteBackward:", TextInputEditKind.deleteBackward),  // Backspace
            ("deleteBackwardByDecomposingPreviousCharacter:", .deleteBackward),  // ⌃Backspace
            ("deleteWordBackward:", .deleteBackward),  // ⌥Backspace
            ("deleteToBeginningOfLine:", .deleteBackward),  // ⌘Backspace
            ("deleteToBeginningOfParagraph:", .deleteBackward),
            ("deleteForward:", .deleteForward),  // forward delete, ⌃D
            ("deleteWordForward:", .deleteForward),  // ⌥ forward delete
            ("deleteToEndOfLine:", .deleteForward),  // ⌘ forward delete
            ("deleteToEndOfParagraph:", .deleteForward),  // ⌃K
        ] as [(String, TextInputEditKind)])
    func deletionCommand(command: String, expected: TextInputEditKind) {
        #expect(TextInputEditKind(appKitCommand: command) == expected)
    }

    @Test(
        "any other command names no kind",
        arguments: [
            "deleteToMark:",  // towards the mark, wherever it is: inferred from the range
            "yank:",  // inserts the kill buffer: the text tells typing from paste
            "insertText:",
            "insertNewline:",
            "moveLeft:",
            "transpose:",
            "deleteBackward",  // a selector name has its colon
            "",
        ])
    func otherCommand(command: String) {
        #expect(TextInputEditKind(appKitCommand: command) == nil)
    }
}
