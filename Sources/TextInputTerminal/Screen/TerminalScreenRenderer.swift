/// Lays out a form on a screen: a pure function of the form's state and the terminal's size.
///
/// Each field takes a line with its label and text, a line with its value and status, and a
/// blank line. A text too wide for the screen scrolls to keep the caret in view; a form too tall
/// scrolls to keep the focused field in view.
///
/// ```
/// TextInputKit playground
/// Tab/↓ next · Shift-Tab/↑ previous · Enter next/done · Shift+←/→ or Ctrl-A select · Esc quits
///
/// › Digits       1234
///                value: 1234 · complete ✓
/// ```
public enum TerminalScreenRenderer {
    /// The first line of the screen.
    public static let title = "TextInputKit playground"
    /// The second line: the keys.
    public static let keyHelp = "Tab/↓ next · Shift-Tab/↑ previous · Enter next/done · Shift+←/→ or Ctrl-A select · Esc quits"

    /// The screen showing `state` on a terminal of `size`.
    public static func render(_ state: TerminalFormState, size: TerminalSize) -> TerminalScreen {
        typealias Line = TerminalScreen.Line
        typealias Segment = TerminalScreen.Segment
        let labelColumns = state.fields.map(\.label.terminalColumns).max() ?? 0
        let textColumn = labelColumns + 4  // "› " before the label, two spaces after it
        let spaces = String(repeating: " ", count: textColumn)

        var lines = [Line([Segment(title, .bold)]), Line([Segment(keyHelp, .faint)]), Line()]
        var cursor: TerminalScreen.Position?
        for field in state.fields {
            let label = (field.isFocused ? "› " : "  ") + field.label
            let padding = String(repeating: " ", count: textColumn - label.terminalColumns)
            let visible = visibleText(of: field, columns: size.columns - textColumn - 1)
            if field.isFocused {
                cursor = TerminalScreen.Position(row: lines.count, column: min(textColumn + visible.caretColumn, max(size.columns - 1, 0)))
            }
            lines.append(Line([Segment(label, field.isFocused ? .bold : .plain), Segment(padding)] + visible.segments))
            lines.append(Line([Segment(spaces), Segment(field.readout.line, .faint)]))
            lines.append(Line())
        }
        lines.append(Line([Segment(statusLine(of: state), .faint)]))

        // Scroll so that the focused field's text and readout lines are on screen.
        let rows = max(size.rows, 0)
        var offset = 0
        if lines.count > rows, let cursorRow = cursor?.row {
            offset = max(0, min(cursorRow + 2 - rows, lines.count - rows))
        }
        let visibleLines = lines.dropFirst(offset).prefix(rows).map { truncated($0, toColumns: size.columns) }
        if let row = cursor?.row, !(offset..<(offset + rows)).contains(row) {
            cursor = nil
        }
        cursor?.row -= offset
        return TerminalScreen(size: size, lines: Array(visibleLines), cursor: cursor)
    }

    /// The line under the form: what Enter does, or how to go on once editing is done.
    static func statusLine(of state: TerminalFormState) -> String {
        guard let focused = state.fields.first(where: \.isFocused) else {
            return "Done. Tab edits again · Esc quits"
        }
        return focused.returnKey == .next ? "Enter: Next" : "Enter: Done"
    }

    /// The part of a field's text that fits in `columns`, keeping the caret in view, with the
    /// selection highlighted when the field has the focus.
    static func visibleText(
        of field: TerminalFormState.Field,
        columns: Int
    ) -> (segments: [TerminalScreen.Segment], caretColumn: Int) {
        let characters = Array(field.text)
        let available = max(columns, 1)
        let caret = field.isFocused ? min(field.selection.upperBound, characters.count) : 0

        // The first visible Character: drop from the start until the caret fits (after an "…").
        var start = 0
        var widthToCaret = characters[..<caret].terminalColumns
        while start < caret, widthToCaret + (start > 0 ? 1 : 0) > available {
            widthToCaret -= characters[start].terminalColumns
            start += 1
        }
        let ellipsis = start > 0 ? "…" : ""
        var end = start
        var used = ellipsis.count
        while end < characters.count, used + characters[end].terminalColumns <= available {
            used += characters[end].terminalColumns
            end += 1
        }

        let selection = field.isFocused ? field.selection.clamped(to: start..<end) : start..<start
        let segments = [
            TerminalScreen.Segment(ellipsis, .faint),
            TerminalScreen.Segment(String(characters[start..<selection.lowerBound])),
            TerminalScreen.Segment(String(characters[selection]), .selected),
            TerminalScreen.Segment(String(characters[selection.upperBound..<end])),
        ].filter { !$0.text.isEmpty }
        return (segments, ellipsis.count + widthToCaret)
    }

    /// `line` cut to `columns` terminal columns.
    static func truncated(_ line: TerminalScreen.Line, toColumns columns: Int) -> TerminalScreen.Line {
        var remaining = max(columns, 0)
        var segments: [TerminalScreen.Segment] = []
        for segment in line.segments {
            var text = ""
            for character in segment.text {
                let width = character.terminalColumns
                guard width <= remaining else { break }
                remaining -= width
                text.append(character)
            }
            if !text.isEmpty {
                segments.append(TerminalScreen.Segment(text, segment.style))
            }
            if text.count < segment.text.count { break }
        }
        return TerminalScreen.Line(segments)
    }
}
