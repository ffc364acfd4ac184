import Testing
import TextInputCore

@testable import TextInputTerminal

@Suite("TerminalScreenRenderer lays a form out as screen lines")
struct TerminalScreenRendererTests {
    private func field(
        _ label: String,
        _ text: String,
        selection: Range<Int>? = nil,
        provisional: Range<Int>? = nil,
        focused: Bool = false,
        returnKey: TextInputReturnKey = .next,
        readout: TerminalFieldReadout = TerminalFieldReadout(value: nil, status: .empty)
    ) -> TerminalFormState.Field {
        TerminalFormState.Field(
            label: label, text: text, selection: selection ?? text.count..<text.count, provisional: provisional,
            isFocused: focused, returnKey: returnKey, readout: readout
        )
    }

    @Test("each field shows its label, its text and its readout, and the status line says what Enter does")
    func layout() {
        let state = TerminalFormState(fields: [
            field("Digits", "1234", readout: TerminalFieldReadout(value: "1234", status: .complete)),
            field("PIN", "12", focused: true, returnKey: .done, readout: TerminalFieldReadout(value: nil, status: .incomplete)),
        ])
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 120))
        #expect(
            screen.lines.map(\.text) == [
                "TextInputKit playground",
                TerminalScreenRenderer.keyHelp,
                "",
                "  Digits  1234",
                "          value: 1234 · complete ✓",
                "",
                "› PIN     12",
                "          value: — · incomplete",
                "",
                "Enter: Done",
            ])
        #expect(screen.cursor == TerminalScreen.Position(row: 6, column: 12))
    }

    @Test(
        "the status line follows the focused field's return key",
        arguments: [
            (true, TextInputReturnKey.next, "Enter: Next"),
            (true, .done, "Enter: Done"),
            (false, .done, "Done. Tab edits again · Esc quits"),
        ])
    func statusLine(focused: Bool, returnKey: TextInputReturnKey, expected: String) {
        let state = TerminalFormState(fields: [field("A", "", focused: focused, returnKey: returnKey)])
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 80))
        #expect(screen.lines.last?.text == expected)
        #expect((screen.cursor != nil) == focused)
    }

    @Test(
        "the caret column counts wide Characters as two columns",
        arguments: [
            ("ab", 2, 2), ("👍🏽b", 1, 2), ("👍🏽b", 2, 3), ("日本", 2, 4), ("e\u{301}x", 1, 1),
        ])
    func caretColumn(text: String, caret: Int, expectedColumn: Int) {
        let state = TerminalFormState(fields: [field("A", text, selection: caret..<caret, focused: true)])
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 80))
        #expect(screen.cursor == TerminalScreen.Position(row: 3, column: 5 + expectedColumn))
    }

    @Test("the selection is drawn in reverse video in the focused field only")
    func selection() {
        let focused = TerminalFormState(fields: [field("A", "abcd", selection: 1..<3, focused: true)])
        let line = TerminalScreenRenderer.render(focused, size: TerminalSize(rows: 24, columns: 80)).lines[3]
        #expect(line.segments.filter { $0.style == .selected }.map(\.text) == ["bc"])
        #expect(line.text == "› A  abcd")

        let unfocused = TerminalFormState(fields: [field("A", "abcd", selection: 1..<3)])
        let plainLine = TerminalScreenRenderer.render(unfocused, size: TerminalSize(rows: 24, columns: 80)).lines[3]
        #expect(!plainLine.segments.contains { $0.style == .selected })
    }

    @Test("a text wider than the screen scrolls to keep the caret in view")
    func horizontalScroll() {
        let text = "0123456789abcdefghij"
        let atEnd = TerminalFormState(fields: [field("A", text, focused: true)])
        let screen = TerminalScreenRenderer.render(atEnd, size: TerminalSize(rows: 24, columns: 16))
        // 16 columns: 5 for the label, 10 for the text, 1 kept free for the caret.
        #expect(screen.lines[3].text == "› A  …bcdefghij")
        #expect(screen.cursor == TerminalScreen.Position(row: 3, column: 15))

        let atStart = TerminalFormState(fields: [field("A", text, selection: 0..<0, focused: true)])
        let startScreen = TerminalScreenRenderer.render(atStart, size: TerminalSize(rows: 24, columns: 16))
        #expect(startScreen.lines[3].text == "› A  0123456789")
        #expect(startScreen.cursor == TerminalScreen.Position(row: 3, column: 5))
    }

    @Test("every line fits the width, wide Characters included")
    func truncation() {
        let state = TerminalFormState(fields: [field("Name", "日本語のテキスト", focused: true)])
        for columns in [1, 7, 10, 11, 20, 33] {
            let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: columns))
            for line in screen.lines {
                #expect(line.text.terminalColumns <= columns, "\(columns) columns: \(line.text)")
            }
            #expect((screen.cursor?.column ?? 0) < columns)
        }
    }

    @Test("a form taller than the screen scrolls to keep the focused field in view")
    func verticalScroll() throws {
        let fields = (0..<6).map { field("F\($0)", "text \($0)", focused: $0 == 4) }
        let screen = TerminalScreenRenderer.render(TerminalFormState(fields: fields), size: TerminalSize(rows: 8, columns: 40))
        #expect(screen.lines.count == 8)
        let cursor = try #require(screen.cursor)
        #expect(screen.lines[cursor.row].text == "› F4  text 4")
        #expect(screen.lines[cursor.row + 1].text.contains("value:"))
    }

    @Test("a screen with no rows has no lines and no caret")
    func noRows() {
        let state = TerminalFormState(fields: [field("A", "x", focused: true)])
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 0, columns: 0))
        #expect(screen.lines.isEmpty)
        #expect(screen.cursor == nil)
    }

    @Test("the focused field's toolbar is drawn under it: enabled items plain, the others faint, Done at the right edge")
    func toolbar() {
        let state = TerminalFormState(
            fields: [field("City", "Pa", focused: true)],
            toolbar: [.previous(isEnabled: false), .next(isEnabled: true), .title("City"), .autoFill, .flexibleSpace, .done]
        )
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 60))
        let line = screen.lines[5]
        #expect(line.text.hasPrefix("        [‹ Previous] [Next ›] City [AutoFill] "))
        #expect(line.text.hasSuffix(" [Done]"))
        #expect(line.text.terminalColumns == 59)
        #expect(line.segments.first { $0.text == "[‹ Previous]" }?.style == .faint)
        #expect(line.segments.first { $0.text == "[Next ›]" }?.style == .plain)
        let disabledDone = TerminalScreenRenderer.toolbarSegments([.flexibleSpace, .disabled(.done)], columns: 10)
        #expect(disabledDone.last == TerminalScreen.Segment("[Done]", .faint))
    }

    @Test(
        "any item draws from its title, symbol, state and style: a plugin's own as the built-in ones",
        arguments: [
            (TextInputToolbarItem(id: .init("counter"), title: "12/40", style: .label), TerminalScreen.Segment("12/40", .faint)),
            (TextInputToolbarItem(id: .init("clear"), title: "Clear", symbol: "xmark.circle"), TerminalScreen.Segment("[Clear]")),
            (TextInputToolbarItem(id: .init("clear"), title: "Clear", isEnabled: false), TerminalScreen.Segment("[Clear]", .faint)),
            (TextInputToolbarItem(id: .init("send"), title: "Send", style: .prominent), TerminalScreen.Segment("[Send]", .bold)),
            (TextInputToolbarItem(id: .init("up"), title: "Up", symbol: "chevron.up"), TerminalScreen.Segment("[‹ Up]")),
            (TextInputToolbarItem(id: .init("down"), title: "Down", symbol: "chevron.down"), TerminalScreen.Segment("[Down ›]")),
        ] as [(TextInputToolbarItem, TerminalScreen.Segment)])
    func customItem(item: TextInputToolbarItem, segment: TerminalScreen.Segment) {
        #expect(TerminalScreenRenderer.toolbarSegments([item], columns: 40) == [segment])
    }

    @Test("a plugin's item in a focused field's toolbar, between the navigation and Done")
    func customItemInToolbar() {
        let counter = TextInputToolbarItem(id: .init("counter"), title: "12/40", style: .label)
        let state = TerminalFormState(
            fields: [field("Bio", "Hello world!", focused: true)],
            toolbar: [.next(isEnabled: true), .title("Bio"), counter, .flexibleSpace, .done]
        )
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 50))
        let line = screen.lines[5]
        #expect(line.text.hasPrefix("       [Next ›] Bio 12/40 "))
        #expect(line.text.hasSuffix(" [Done]"))
        #expect(line.segments.contains(TerminalScreen.Segment("12/40", .faint)))
    }

    @Test("suggestions take the key help's place, around the chosen one, with how many more there are")
    func suggestions() {
        let matches = (1...8).map { "City \($0)" }
        let state = TerminalFormState(
            fields: [field("City", "C", focused: true)],
            suggestions: TerminalFormState.Suggestions(matches: matches, selectedIndex: 6)
        )
        let screen = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 80))
        #expect(
            screen.lines.prefix(9).map(\.text) == [
                "TextInputKit playground",
                TerminalScreenRenderer.suggestionsHelp,
                "  City 3", "  City 4", "  City 5", "  City 6", "› City 7",
                "  … 1 more",
                "",
            ])
        #expect(screen.lines[6].segments.last == TerminalScreen.Segment("City 7", .selected))
    }

    @Test("an inline suggestion after the caret is drawn faint, not as a selection")
    func provisionalSuffix() {
        let state = TerminalFormState(fields: [field("City", "Paris", selection: 2..<5, provisional: 2..<5, focused: true)])
        let line = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 80)).lines[3]
        #expect(line.segments.last == TerminalScreen.Segment("ris", .faint))
        #expect(!line.segments.contains { $0.style == .selected })
    }

    @Test("a mask's remainder after the caret is drawn faint, after the text drawn plain")
    func remainder() {
        let state = TerminalFormState(fields: [field("Mask", "+1 (555) ___-____", selection: 9..<9, provisional: 9..<17, focused: true)])
        let line = TerminalScreenRenderer.render(state, size: TerminalSize(rows: 24, columns: 80)).lines[3]
        #expect(line.segments.suffix(2) == [TerminalScreen.Segment("+1 (555) "), TerminalScreen.Segment("___-____", .faint)])
    }
}

@Suite("TerminalScreenRenderer draws any snapshot, even one no form would make")
struct TerminalScreenRendererHostileSnapshotTests {
    @Test(
        "a selection outside the text, a chosen suggestion out of range, odd labels and a tiny screen draw without stopping",
        arguments: [
            -5..<(-1), Int.min..<Int.max, 100..<200, 0..<Int.max, Int.max..<Int.max,
        ] as [Range<Int>])
    func hostileSnapshot(selection: Range<Int>) {
        for (selectedIndex, label) in zip([nil, -1, Int.min, Int.max, 2] as [Int?], ["A", "\u{301}x", "", "👍🏽\u{200D}", "\u{301}"]) {
            let field = TerminalFormState.Field(
                label: label, text: "a👍🏽b", selection: selection, provisional: selection, isFocused: true,
                returnKey: .next, readout: TerminalFieldReadout(value: nil, status: .empty))
            let state = TerminalFormState(
                fields: [field], suggestions: TerminalFormState.Suggestions(matches: ["x", "y"], selectedIndex: selectedIndex))
            for size in [TerminalSize(rows: 24, columns: 80), TerminalSize(rows: 0, columns: 0), TerminalSize(rows: -3, columns: -3)] {
                let screen = TerminalScreenRenderer.render(state, size: size)
                #expect((screen.cursor?.column ?? 0) >= 0)
            }
        }
    }
}
