import Testing

@testable import TextInputTerminal

@Suite("ANSIScreenWriter draws lines in place and only the ones that changed")
struct ANSIScreenWriterTests {
    private func screen(_ lines: [String], rows: Int = 3, columns: Int = 10, cursor: TerminalScreen.Position? = nil) -> TerminalScreen {
        TerminalScreen(
            size: TerminalSize(rows: rows, columns: columns),
            lines: lines.map { TerminalScreen.Line([TerminalScreen.Segment($0)]) },
            cursor: cursor
        )
    }

    @Test("the first frame draws every row, without clearing the screen")
    func firstFrame() {
        var writer = ANSIScreenWriter()
        let frame = writer.frame(for: screen(["ab", "cd"], cursor: TerminalScreen.Position(row: 1, column: 2)))
        #expect(frame == "\u{1B}[?25l\u{1B}[1;1Hab\u{1B}[K\u{1B}[2;1Hcd\u{1B}[K\u{1B}[3;1H\u{1B}[K\u{1B}[2;3H\u{1B}[?25h")
        #expect(!frame.contains("\u{1B}[2J"))
    }

    @Test("the next frame redraws only the changed lines")
    func changedLines() {
        var writer = ANSIScreenWriter()
        _ = writer.frame(for: screen(["ab", "cd"]))
        #expect(writer.frame(for: screen(["ab", "cd"])) == "\u{1B}[?25l")
        #expect(writer.frame(for: screen(["ab", "ce"])) == "\u{1B}[?25l\u{1B}[2;1Hce\u{1B}[K")
        #expect(writer.frame(for: screen(["ab"])) == "\u{1B}[?25l\u{1B}[2;1H\u{1B}[K")
    }

    @Test("a new size or invalidate() redraws every row")
    func redrawAll() {
        var writer = ANSIScreenWriter()
        _ = writer.frame(for: screen(["ab"]))
        #expect(writer.frame(for: screen(["ab"], rows: 2)) == "\u{1B}[?25l\u{1B}[1;1Hab\u{1B}[K\u{1B}[2;1H\u{1B}[K")
        writer.invalidate()
        #expect(writer.frame(for: screen(["ab"], rows: 1)) == "\u{1B}[?25l\u{1B}[1;1Hab\u{1B}[K")
    }

    @Test("a line that fills the width is not erased after, which would erase its last character")
    func fullWidthLine() {
        var writer = ANSIScreenWriter()
        #expect(writer.frame(for: screen(["abc"], rows: 1, columns: 3)) == "\u{1B}[?25l\u{1B}[1;1Habc")
    }

    @Test("styles become SGR sequences, and control characters in text cannot reach the terminal")
    func styles() {
        var writer = ANSIScreenWriter()
        let line = TerminalScreen.Line([
            TerminalScreen.Segment("a", .bold), TerminalScreen.Segment("b", .selected),
            TerminalScreen.Segment("c", .faint), TerminalScreen.Segment("\u{1B}[2J"),
        ])
        let frame = writer.frame(for: TerminalScreen(size: TerminalSize(rows: 1, columns: 20), lines: [line], cursor: nil))
        #expect(frame == "\u{1B}[?25l\u{1B}[1;1H\u{1B}[1ma\u{1B}[22m\u{1B}[7mb\u{1B}[27m\u{1B}[2mc\u{1B}[22m\u{FFFD}[2J\u{1B}[K")
    }
}
