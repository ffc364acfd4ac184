import Testing
import TextInputCore

/// Which of Tab and Shift-Tab a field offers on a hardware keyboard.
@Suite("Tab moves")
struct TextInputTabMoveTests {
    @Test(
        "the moves whose toolbar item is there and enabled",
        arguments: [
            ([.previous(isEnabled: false), .next(isEnabled: true), .flexibleSpace, .done], [.next]),
            ([.previous(isEnabled: true), .next(isEnabled: true), .title("Name"), .done], [.next, .previous]),
            ([.previous(isEnabled: true), .next(isEnabled: false), .done], [.previous]),
            ([.disabled(.next(isEnabled: true)), .done], []),
            ([.autoFill, .flexibleSpace, .done], []),
            ([], []),
        ] as [([TextInputToolbarItem], [TextInputTabMove])])
    func allowed(items: [TextInputToolbarItem], moves: [TextInputTabMove]) {
        #expect(TextInputTabMove.moves(allowedBy: items) == moves)
    }

    @Test("Tab performs Next, Shift-Tab performs Previous")
    func items() {
        #expect(TextInputTabMove.next.toolbarItem == .next(isEnabled: true))
        #expect(!TextInputTabMove.next.isShifted)
        #expect(TextInputTabMove.previous.toolbarItem == .previous(isEnabled: true))
        #expect(TextInputTabMove.previous.isShifted)
    }

    @Test("a key command's Shift tells the move back", arguments: TextInputTabMove.allCases)
    func fromShift(move: TextInputTabMove) {
        #expect(TextInputTabMove(isShifted: move.isShifted) == move)
    }
}
