import TextInputCore

/// A mask field drawn as text for tests: the selection in brackets or the caret as `|`, and
/// provisional text (a remainder) in braces: "+1 (555|{) ___-____}".
@MainActor
struct MaskFieldSketch {
    let field: TextInputSimulator
    let binding: TextInputBinding<MaskedText>
    /// The entered text and selection of every `editingChanged` event.
    let events: EventTexts

    @MainActor
    final class EventTexts {
        var texts: [String] = []
        /// Each event's selection, in Characters.
        var selections: [Range<Int>] = []
    }

    init(_ format: TextInputFormat<MaskedText>, text: String = "", _ reporting: EditKindReporting, editing: Bool = true) {
        field = TextInputSimulator(text: text, reporting)
        binding = format.bind(to: field)
        let events = EventTexts()
        self.events = events
        binding.eventHandler = { event in
            if case let .editingChanged(state, _) = event {
                events.texts.append(state.text)
                let text = state.text
                events.selections.append(
                    text.distance(
                        from: text.startIndex, to: state.selectedRange.lowerBound)..<text.distance(from: text.startIndex, to: state.selectedRange.upperBound)
                )
            }
        }
        if editing { field.beginEditing() }
    }

    func type(_ keys: String) {
        for key in keys { field.insert(String(key)) }
    }

    var shown: String {
        let text = field.text
        let provisional = binding.provisionalRange ?? text.endIndex..<text.endIndex
        let entered = text[..<provisional.lowerBound]
        let selection = field.selectedRange
        let selected = selection.clamped(to: entered.startIndex..<entered.endIndex)
        let marked =
            selection.isEmpty
            ? entered[..<selected.lowerBound] + "|" + entered[selected.lowerBound...]
            : entered[..<selected.lowerBound] + "[" + entered[selected] + "]" + entered[selected.upperBound...]
        let tail = provisional.isEmpty ? "" : "{" + text[provisional] + "}"
        // A selection that reaches into the provisional text shows as "!" to fail the comparison.
        return marked + tail + (selection.upperBound > provisional.lowerBound && !provisional.isEmpty ? "!" : "")
    }
}
