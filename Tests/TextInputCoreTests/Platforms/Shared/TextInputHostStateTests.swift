import Testing

@testable import TextInputCore

@Suite("What a host tells from its own state: the edit kind, the return key")
struct TextInputHostStateTests {
    @Test(
        "the kind a UIKit field can tell: marked text first, then undo, then redo, else unknown",
        arguments: [
            (false, false, false, TextInputEditKind.unknown),
            (true, false, false, .markedText),
            (true, true, false, .markedText),
            (false, true, false, .undo),
            (false, false, true, .redo),
        ])
    func editKind(marked: Bool, undoing: Bool, redoing: Bool, expected: TextInputEditKind) {
        #expect(TextInputEditKind.reported(hasMarkedText: marked, isUndoing: undoing, isRedoing: redoing) == expected)
    }

    @Test(
        "the plugins' return key replaces the platform's default or the key the host showed last, never the app's",
        arguments: [
            (TextInputReturnKey.next, "default", String?.none, String?.some("next")),
            (.done, "next", "next", "done"),
            (.next, "send", nil, nil),
            (.next, "send", "done", nil),
            (.default, "default", nil, nil),
            (.default, "next", "next", nil),
        ])
    func returnKey(plugins: TextInputReturnKey, shown: String, shownLast: String?, expected: String?) {
        #expect(plugins.platformKey(replacing: shown, shownLast: shownLast, platformDefault: "default") { "\($0)" } == expected)
    }
}
