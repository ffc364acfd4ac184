import TextInputCore

/// Lays out a form on a screen: a pure function of the form's state and the terminal's size.
///
/// Each field takes a line with its label and text, a line with its value and status, and a
/// blank line; the focused field also has its toolbar, drawn from its binding's toolbar items,
/// and, while the form shows announcements, its latest three.
/// While the focused field shows suggestions, they take the place of the key help. A text too
/// wide for the screen scrolls to keep the caret in view; a form too tall scrolls to keep the
/// focused field in view. An inline suggestion after the caret is drawn faint.
///
/// ```
/// TextInputKit playground
/// Tab next · Shift-Tab previous · Enter return key · ^D done · ^Space suggestions · Esc quits
///
/// › Digits       1234
///                value: 1234 · complete ✓
///                [‹ Previous] [Next ›] Digits                                  [Done]
/// ```
package enum TerminalScreenRenderer {
    /// The first line of the screen.
    package static let title = "TextInputKit playground"
    /// The second line: the keys.
    package static let keyHelp =
        "Tab next · Shift-Tab previous · Enter return key · ^D done · ^Space suggestions · ^R regions · ^V announces · Esc quits"
    /// The line over a list of suggestions.
    package static let suggestionsHelp = "Suggestions · ↑/↓ choose · Enter accepts · Ctrl-Space hides"
    /// The most suggestions listed at once.
    package static let visibleSuggestions = 5

    /// The screen showing `state` on a terminal of `size`.
    package static func render(_ state: TerminalFormState, size: TerminalSize) -> TerminalScreen {
        typealias Line = TerminalScreen.Line
        typealias Segment = TerminalScreen.Segment
        let labelColumns = state.fields.map(\.label.terminalColumns).max() ?? 0
        let textColumn = labelColumns + 4  // "› " before the label, two spaces after it
        let spaces = String(repeating: " ", count: textColumn)

        var lines = [Line([Segment(title, .bold)])]
        lines += state.suggestions.map(suggestionLines(of:)) ?? [Line([Segment(keyHelp, .faint)])]
        lines.append(Line())
        var cursor: TerminalScreen.Position?
        for field in state.fields {
            let label = (field.isFocused ? "› " : "  ") + field.label
            // Never negative: a label starting with a combining mark merges with the "› " before it.
            let padding = String(repeating: " ", count: max(0, textColumn - label.terminalColumns))
            let visible = visibleText(of: field, columns: size.columns - textColumn - 1)
            if field.isFocused {
                cursor = TerminalScreen.Position(row: lines.count, column: min(textColumn + visible.caretColumn, max(size.columns - 1, 0)))
            }
            lines.append(Line([Segment(label, field.isFocused ? .bold : .plain), Segment(padding)] + visible.segments))
            lines.append(Line([Segment(spaces), Segment(field.readout.line, .faint)]))
            if let announcements = field.announcements {
                lines.append(Line([Segment(spaces), Segment("announces: " + (announcements.isEmpty ? "—" : announcements.joined(separator: " · ")), .faint)]))
            }
            if field.isFocused, !state.toolbar.isEmpty {
                lines.append(Line([Segment(spaces)] + toolbarSegments(state.toolbar, columns: size.columns - textColumn - 1)))
            }
            lines.append(Line())
        }
        lines.append(Line([Segment(statusLine(of: state), .faint)]))

        // Scroll so that the focused field's text, readout and toolbar lines are on screen.
        let rows = max(size.rows, 0)
        var offset = 0
        if lines.count > rows, let cursorRow = cursor?.row {
            offset = max(0, min(cursorRow + 3 - rows, lines.count - rows))
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
        return "Enter: \(focused.returnKey.title)"
    }

    /// The suggestions in the key help's place: a line of help, then the matches around the
    /// chosen one, which is highlighted.
    static func suggestionLines(of suggestions: TerminalFormState.Suggestions) -> [TerminalScreen.Line] {
        let matches = suggestions.matches
        // Clamped first: a snapshot made by hand may hold any index, and Int.min - 4 overflows.
        let chosen = min(max(suggestions.selectedIndex ?? 0, 0), max(matches.count - 1, 0))
        let first = max(0, min(chosen - visibleSuggestions + 1, matches.count - visibleSuggestions))
        let shown = matches.indices.dropFirst(first).prefix(visibleSuggestions)
        var lines = [TerminalScreen.Line([TerminalScreen.Segment(suggestions.help ?? suggestionsHelp, .faint)])]
        for index in shown {
            let isChosen = index == suggestions.selectedIndex
            lines.append(
                TerminalScreen.Line([
                    TerminalScreen.Segment(isChosen ? "› " : "  "),
                    TerminalScreen.Segment(matches[index], isChosen ? .selected : .plain),
                ]))
        }
        let more = matches.count - (shown.last.map { $0 + 1 } ?? 0)
        if more > 0 {
            lines.append(TerminalScreen.Line([TerminalScreen.Segment("  … \(more) more", .faint)]))
        }
        return lines
    }

    /// The toolbar's items as buttons and labels, the flexible space pushing what follows it to
    /// the right edge of `columns`; items that are not enabled are faint.
    static func toolbarSegments(_ items: [TextInputToolbarItem], columns: Int) -> [TerminalScreen.Segment] {
        var leading: [TerminalScreen.Segment] = []
        var trailing: [TerminalScreen.Segment] = []
        var pastSpace = false
        for item in items {
            if item.style == .flexibleSpace {
                pastSpace = true
                continue
            }
            let segment = toolbarSegment(item)
            if pastSpace { trailing.append(segment) } else { leading.append(segment) }
        }
        let separator = TerminalScreen.Segment(" ")
        let leadingColumns = leading.map(\.text.terminalColumns).reduce(0, +) + max(leading.count - 1, 0)
        let trailingColumns = trailing.map(\.text.terminalColumns).reduce(0, +) + max(trailing.count - 1, 0)
        let gap = pastSpace ? max(columns - leadingColumns - trailingColumns, 1) : 0
        return Array(leading.map { [$0] }.joined(separator: [separator]))
            + (gap > 0 ? [TerminalScreen.Segment(String(repeating: " ", count: gap))] : [])
            + Array(trailing.map { [$0] }.joined(separator: [separator]))
    }

    /// One toolbar item as the screen shows it, drawn from its title, symbol, enabled state and
    /// style alone, so that a plugin's own item shows like the built-in ones: a label as faint
    /// text, a button in brackets, bold when prominent and faint when not enabled.
    private static func toolbarSegment(_ item: TextInputToolbarItem) -> TerminalScreen.Segment {
        if item.style == .label {
            return TerminalScreen.Segment(item.title, .faint)
        }
        let style: TerminalScreen.Style = !item.isEnabled ? .faint : item.style == .prominent ? .bold : .plain
        return TerminalScreen.Segment("[\(buttonText(of: item))]", style)
    }

    /// The SF Symbols a terminal can draw as a character, put before or after the title: the
    /// chevrons of Previous and Next.
    private static let symbolGlyphs: [String: (glyph: String, isLeading: Bool)] = [
        "chevron.up": ("‹", true),
        "chevron.down": ("›", false),
    ]

    /// A button's title, with its symbol's character where the terminal has one.
    private static func buttonText(of item: TextInputToolbarItem) -> String {
        guard let symbol = item.symbol, let (glyph, isLeading) = symbolGlyphs[symbol] else { return item.title }
        return isLeading ? "\(glyph) \(item.title)" : "\(item.title) \(glyph)"
    }

    /// The part of a field's text that fits in `columns`, keeping the caret in view, with the
    /// selection highlighted when the field has the focus.
    static func visibleText(
        of field: TerminalFormState.Field,
        columns: Int
    ) -> (segments: [TerminalScreen.Segment], caretColumn: Int) {
        let characters = Array(field.text)
        let available = max(columns, 1)
        // A snapshot made by hand may hold any selection: the caret is clamped to the text.
        let caret = field.isFocused ? min(max(field.selection.upperBound, 0), characters.count) : 0

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
        // Provisional text is drawn faint: it is not the user's text yet. An inline suggestion
        // is the selection; a mask's remainder follows the text, which the selection stays in.
        let provisional = field.provisional?.clamped(to: start..<end)
        let selectionStyle: TerminalScreen.Style = provisional == selection ? .faint : .selected
        let enteredEnd = provisional.map { max($0.lowerBound, selection.upperBound) } ?? end
        let segments = [
            TerminalScreen.Segment(ellipsis, .faint),
            TerminalScreen.Segment(String(characters[start..<selection.lowerBound])),
            TerminalScreen.Segment(String(characters[selection]), selectionStyle),
            TerminalScreen.Segment(String(characters[selection.upperBound..<enteredEnd])),
            TerminalScreen.Segment(String(characters[enteredEnd..<end]), .faint),
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
