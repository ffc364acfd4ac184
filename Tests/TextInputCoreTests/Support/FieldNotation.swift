import TextInputCore

/// A field's text and selection written as one string, for tables of editing cases: "|" marks
/// the caret, "[" and "]" the ends of a selection. "4111 |1111" is a caret after the space;
/// "4111[ ]1111" a selected space.
enum FieldNotation {
    /// A simulator bound to `format`, showing `notation` (text already in the format's shape),
    /// reporting edit kinds as `reporting` says.
    @MainActor
    static func field<Value>(
        _ format: TextInputFormat<Value>,
        _ notation: String,
        _ reporting: EditKindReporting = .withKinds
    ) -> (TextInputSimulator, TextInputBinding<Value>) {
        let (text, selection) = parse(notation)
        let field = TextInputSimulator(text: text, reporting)
        let binding = format.bind(to: field)
        field.select(selection)
        return (field, binding)
    }

    /// The text and the selection (in Characters) that `notation` stands for.
    static func parse(_ notation: String) -> (text: String, selection: Range<Int>) {
        let marked = MarkedText(notation)
        return (marked.text, marked.selection)
    }

    /// What a field bound to `format`, showing `start`, shows after `actions` (see
    /// ``perform(_:on:)``), its selection marked.
    @MainActor
    static func outcome<Value>(
        of actions: [String],
        on format: TextInputFormat<Value>,
        showing start: String,
        _ reporting: EditKindReporting = .withKinds
    ) -> String {
        let (field, _) = self.field(format, start, reporting)
        perform(actions, on: field)
        return describe(field)
    }

    /// `field`'s text with its selection marked.
    @MainActor
    static func describe(_ field: TextInputSimulator) -> String {
        MarkedText(text: field.text, selection: field.selectedRange).description
    }

    /// Performs a script of actions: "backspace", "delete" (forward), "paste:<text>", or text
    /// typed one Character at a time.
    @MainActor
    static func perform(_ actions: [String], on field: TextInputSimulator) {
        for action in actions {
            if action == "backspace" {
                field.backspace()
            } else if action == "delete" {
                field.deleteForward()
            } else if action.hasPrefix("paste:") {
                field.paste(String(action.dropFirst("paste:".count)))
            } else {
                for character in action { field.insert(String(character)) }
            }
        }
    }
}
