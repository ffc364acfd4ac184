/// Draws screens on an ANSI terminal, rewriting only the lines that changed.
///
/// Every line is drawn in place (cursor positioning, then the text, then clear-to-end-of-line),
/// never by clearing the screen first, so nothing flickers; the caret is hidden while a frame is
/// drawn. After a resize, ``invalidate()`` makes the next frame draw every line.
///
/// ```swift
/// var writer = ANSIScreenWriter()
/// let bytes = writer.frame(for: screen)   // write these to the terminal
/// ```
package struct ANSIScreenWriter: Sendable {
    private var previous: TerminalScreen?

    /// Creates a writer that draws every line of its first frame.
    package init() {}

    /// Forgets what the terminal shows, so that the next frame draws every line.
    package mutating func invalidate() {
        previous = nil
    }

    /// The escape sequences and text that turn the terminal's content into `screen`.
    package mutating func frame(for screen: TerminalScreen) -> String {
        let redrawsAll = previous?.size != screen.size
        var output = "\u{1B}[?25l"
        for row in 0..<max(screen.size.rows, 0) {
            let line = row < screen.lines.count ? screen.lines[row] : TerminalScreen.Line()
            if !redrawsAll, let previous, row < previous.lines.count ? previous.lines[row] == line : line.segments.isEmpty {
                continue
            }
            output += "\u{1B}[\(row + 1);1H"
            for segment in line.segments {
                output += Self.styled(segment)
            }
            // At the last column the terminal waits to wrap, and erasing there would erase the
            // last character: erase only lines that do not fill the width.
            if line.text.terminalColumns < screen.size.columns {
                output += "\u{1B}[K"
            }
        }
        if let cursor = screen.cursor {
            output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
        }
        previous = screen
        return output
    }

    private static func styled(_ segment: TerminalScreen.Segment) -> String {
        let text = segment.text.replacingTerminalControls
        return switch segment.style {
        case .plain: text
        case .bold: "\u{1B}[1m\(text)\u{1B}[22m"
        case .faint: "\u{1B}[2m\(text)\u{1B}[22m"
        case .selected: "\u{1B}[7m\(text)\u{1B}[27m"
        }
    }
}
