/// The size of a terminal, in character cells.
///
/// ```swift
/// let size = TerminalSize(rows: 24, columns: 80)
/// ```
package struct TerminalSize: Hashable, Sendable {
    /// Lines of text.
    package var rows: Int
    /// Columns of text.
    package var columns: Int

    /// Creates a size.
    package init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
    }
}

/// What the terminal should show: lines of styled text and where the caret blinks. A pure value,
/// computed by ``TerminalScreenRenderer`` and drawn by ``ANSIScreenWriter``.
///
/// ```swift
/// let screen = TerminalScreenRenderer.render(form.state, size: TerminalSize(rows: 24, columns: 80))
/// screen.lines.map(\.text)   // the screen as plain text
/// ```
package struct TerminalScreen: Hashable, Sendable {
    /// How a piece of text looks.
    package enum Style: Hashable, Sendable {
        case plain
        /// Bold: the title and the focused field's label.
        case bold
        /// Faint: hints and readouts.
        case faint
        /// Reverse video: the selected text.
        case selected
    }

    /// A run of text in one style.
    package struct Segment: Hashable, Sendable {
        /// The text.
        package var text: String
        /// How it looks.
        package var style: Style

        /// Creates a segment.
        package init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// One line of the screen.
    package struct Line: Hashable, Sendable {
        /// The runs of text, left to right.
        package var segments: [Segment]

        /// Creates a line.
        package init(_ segments: [Segment] = []) {
            self.segments = segments
        }

        /// The line without its styles.
        package var text: String {
            segments.map(\.text).joined()
        }
    }

    /// A cell of the screen, counted from 0.
    package struct Position: Hashable, Sendable {
        /// The line.
        package var row: Int
        /// The column.
        package var column: Int

        /// Creates a position.
        package init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The size the screen was laid out for.
    package var size: TerminalSize
    /// The lines, at most `size.rows`, each at most `size.columns` wide.
    package var lines: [Line]
    /// Where the caret is, or nil to hide it.
    package var cursor: Position?

    /// Creates a screen.
    package init(size: TerminalSize, lines: [Line], cursor: Position?) {
        self.size = size
        self.lines = lines
        self.cursor = cursor
    }
}
