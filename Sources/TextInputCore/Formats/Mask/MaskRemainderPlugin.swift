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
        let needsRemainder: Bool
        switch event {
        case .editingDidBegin:
            needsRemainder = true
        case let .editingChanged(_, changes) where changes.contains(.text):
            // The formatter put the remainder after a text it formatted; a text set whole has none.
            needsRemainder = true
        case let .editingChanged(_, changes) where changes.contains(.selectedRange):
            // The text is the same, so the remainder is still there: only the selection may
            // have moved into it.
            needsRemainder = false
        case .editingChanged, .editingDidEnd:
            return
        }
        // No provisional text shows while an input method composes.
        guard let host = binding.host, host.isEditing, host.markedUTF16Range == nil else { return }
        if let remainder = binding.provisionalRange {
            guard !needsRemainder, binding.selectedRange.upperBound > remainder.lowerBound else { return }
        } else if !needsRemainder || binding.isComplete {
            // A complete text has no remainder.
            return
        }
        let end = binding.provisionalRange?.lowerBound ?? binding.text.endIndex
        binding.replaceCharacters(in: end..<end, with: "", kind: .programmatic)
    }
}

extension TextInputBindingType {
    /// Whether the field's format shows a mask's remainder as its provisional text: for the
    /// playground, which reports it apart from the text.
    package var showsMaskRemainder: Bool {
        plugins.contains { $0 is MaskRemainderPlugin }
    }
}
