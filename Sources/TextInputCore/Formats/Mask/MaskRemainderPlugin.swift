/// The part of a mask's remainder that hears the field: it shows the remainder when editing
/// begins or when the text was set whole (``TextInputBinding/value``, which shows none), and
/// keeps the selection out of it. Every binding of a mask format that shows its remainder has
/// its own.
///
/// Both go through the formatter as an edit that changes nothing at the end of the entered
/// text: the formatter puts the remainder after the text and keeps the selection, cut at the
/// end of the entered text. A tap into the remainder therefore puts the caret after the last
/// entered Character, and selecting everything selects only what was entered.
@MainActor
final class MaskRemainderPlugin: TextInputPlugin {
    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        // No provisional text shows while an input method composes.
        guard binding.host?.isEditing == true, binding.host?.markedUTF16Range == nil else { return }
        switch event {
        case .editingDidBegin, .editingChanged:
            if let remainder = binding.provisionalRange {
                guard binding.selectedRange.upperBound > remainder.lowerBound else { return }
            } else if binding.isComplete {
                // A complete text has no remainder.
                return
            }
            let end = binding.provisionalRange?.lowerBound ?? binding.text.endIndex
            binding.replaceCharacters(in: end..<end, with: "", kind: .programmatic)
        case .editingDidEnd:
            return
        }
    }
}

extension TextInputBindingType {
    /// Whether the field's format shows a mask's remainder as its provisional text: for the
    /// playground, which reports it apart from the text.
    package var showsMaskRemainder: Bool {
        plugins.contains { $0 is MaskRemainderPlugin }
    }
}
