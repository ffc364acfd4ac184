/// The size of a terminal, in character cells.
///
/// ```swift
/// let size = TerminalSize(rows: 24, columns: 80)
/// ```
public struct TerminalSize: Hashable, Sendable {
    /// Lines of text.
    public var rows: Int
    /// Columns of text.
    public var columns: Int

    /// Creates a size.
    public init(rows: Int, columns: Int) {
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
public struct TerminalScreen: Hashable, Sendable {
    /// How a piece of text looks.
    public enum Style: Hashable, Sendable {
        case plain
        /// Bold: the title and the focused field's label.
        case bold
        /// Faint: hints and readouts.
        case faint
        /// Reverse video: the selected text.
        case selected
    }

    /// A run of text in one style.
    public struct Segment: Hashable, Sendable {
        /// The text.
        public var text: String
        /// How it looks.
        public var style: Style

        /// Creates a segment.
        public init(_ text: String, _ style: Style = .plain) {
            self.text = text
            self.style = style
        }
    }

    /// One line of the screen.
    public struct Line: Hashable, Sendable {
        /// The runs of text, left to right.
        public var segments: [Segment]

        /// Creates a line.
        public init(_ segments: [Segment] = []) {
            self.segments = segments
        }

        /// The line without its styles.
        public var text: String {
            segments.map(\.text).joined()
        }
    }

    /// A cell of the screen, counted from 0.
    public struct Position: Hashable, Sendable {
        /// The line.
        public var row: Int
        /// The column.
        public var column: Int

        /// Creates a position.
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }

    /// The size the screen was laid out for.
    public var size: TerminalSize
    /// The lines, at most `size.rows`, each at most `size.columns` wide.
    public var lines: [Line]
    /// Where the caret is, or nil to hide it.
    public var cursor: Position?

    /// Creates a screen.
    public init(size: TerminalSize, lines: [Line], cursor: Position?) {
        self.size = size
        self.lines = lines
        self.cursor = cursor
    }
}
