import TextInputCore

/// A field's text and selection written as one string, for tables of editing cases: "|" marks
/// the caret, "[" and "]" the ends of a selection. "4111 |1111" is a caret after the space;
/// "4111[ ]1111" a selected space.
enum BankCardFieldNotation {
    /// A simulator bound to `format`, showing `notation` (text already in the format's shape).
    @MainActor
    static func field<Value>(_ format: TextInputFormat<Value>, _ notation: String) -> (TextInputSimulator, TextInputBinding<Value>) {
        let (text, selection) = parse(notation)
        let field = TextInputSimulator(text: text)
        let binding = format.bind(to: field)
        field.select(selection)
        return (field, binding)
    }

    /// The text and the selection (in Characters) that `notation` stands for.
    static func parse(_ notation: String) -> (text: String, selection: Range<Int>) {
        var text = ""
        var start: Int?
        var end: Int?
        for character in notation {
            switch character {
            case "|": start = text.count; end = text.count
            case "[": start = text.count
            case "]": end = text.count
            default: text.append(character)
            }
        }
        let lower = start ?? text.count
        return (text, lower..<max(lower, end ?? lower))
    }

    /// `field`'s text with its selection marked.
    @MainActor
    static func describe(_ field: TextInputSimulator) -> String {
        var text = field.text
        let range = field.selectedCharacterRange
        if range.isEmpty {
            text.insert("|", at: text.index(atOffset: range.lowerBound))
        } else {
            text.insert("]", at: text.index(atOffset: range.upperBound))
            text.insert("[", at: text.index(atOffset: range.lowerBound))
        }
        return text
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
                field.insert(String(action.dropFirst("paste:".count)))
            } else {
                for character in action { field.insert(String(character)) }
            }
        }
    }
}

private extension String {
    func index(atOffset offset: Int) -> Index {
        index(startIndex, offsetBy: offset)
    }
}
