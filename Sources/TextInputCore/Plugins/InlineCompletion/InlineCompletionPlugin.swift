/// The part of an inline completion that hears the field: it accepts the suggestion on
/// Return, on Next in the toolbar and when the caret moves to the end of the text, and drops it
/// when the caret moves elsewhere. Every binding of a ``TextInputFormat/completing(from:)``
/// format has its own.
@MainActor
final class InlineCompletionPlugin: TextInputPlugin {
    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        // A field a keyboard bar edits for follows the bar's field, which decides.
        guard case let .editingChanged(_, changes) = event, changes.contains(.selectedRange),
            binding.host?.isEditing == true, let suggestion = binding.provisionalRange
        else { return }
        let selection = binding.selectedRange
        if selection == suggestion { return }
        if selection.isEmpty, selection.lowerBound == binding.text.endIndex {
            accept(in: binding)
        } else {
            binding.replaceCharacters(in: suggestion, with: "", kind: .programmatic)
        }
    }

    func handleReturn(for binding: any TextInputBindingType) -> Bool {
        accept(in: binding)
        return false
    }

    /// True: the suggestion becomes entered text before a form navigator moves on or a return
    /// action reads the value.
    var completesInputOnReturn: Bool { true }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        if case .next = item {
            accept(in: binding)
        }
        return false
    }

    /// Makes the suggestion `binding` shows part of its text: put through the format again,
    /// as if pasted after what the user typed, it becomes entered text.
    private func accept(in binding: any TextInputBindingType) {
        guard binding.host?.isEditing == true, let suggestion = binding.provisionalRange else { return }
        binding.replaceCharacters(in: suggestion, with: String(binding.text[suggestion]), kind: .paste)
    }
}
