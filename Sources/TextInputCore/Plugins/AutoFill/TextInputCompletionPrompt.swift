/// Opens a text system's list of completions as the user types. AppKit's field editor shows
/// its completions (fed by the field's ``TextInputAutoFill``) only when asked, with F5 by
/// default (`NSTextView.complete(_:)`), so this asks for it after each Character typed at the
/// end of the text, while the autofill shows matches that offer more than the text itself.
///
/// Nothing else opens the list: not a deletion (the user is taking text away, and a list that
/// reopened at each Backspace would stand in the way), a paste, an input method composing, a
/// completion the list put in for the user to see (it comes selected), nor a picked one that
/// the text now equals, so the list never reopens itself.
///
/// ``onPrompt`` hears that the list should open; a prompt made with ``init(performLater:open:)``
/// opens it once the field editor has finished the edit in progress, after checking
/// ``takePrompt()``. The AppKit module attaches one with `binding.attachCompletionPrompt()`.
@MainActor
package final class TextInputCompletionPrompt: TextInputPlugin {
    /// Called when the list should open.
    package var onPrompt: (@MainActor (any TextInputBindingType) -> Void)?

    private weak var binding: (any TextInputBindingType)?
    /// The text the user entered at the binding's previous report.
    private var previousText = ""
    /// The text the user typed when the prompt was given, until it is taken.
    private var promptedText: String?

    /// A prompt for the first binding it is attached to.
    package init() {}

    /// A prompt that opens the list with `open` once the text system has finished the edit in
    /// progress — not from inside it, while AppKit may still be asking the formatter about it —
    /// and only if the list should still open then (``takePrompt()``).
    ///
    /// - Parameter performLater: Runs its argument after the edit in progress; by default, in a
    ///   task on the main actor.
    package convenience init(
        performLater: @escaping (@escaping @MainActor () -> Void) -> Void = { body in Task { @MainActor in body() } },
        open: @escaping @MainActor (any TextInputBindingType) -> Void
    ) {
        self.init()
        onPrompt = { [weak self] binding in
            performLater { [weak self] in
                guard let self, self.takePrompt() else { return }
                open(binding)
            }
        }
    }

    /// Whether `binding` should get a prompt it has not asked for: it has a
    /// ``TextInputAutoFill`` to complete from, and no prompt of its own. (SwiftUI's AppKit
    /// `FormattedTextField` attaches one then.)
    package static func isWanted(by binding: any TextInputBindingType) -> Bool {
        binding.plugins.contains { $0 is TextInputAutoFill } && !binding.plugins.contains { $0 is TextInputCompletionPrompt }
    }

    /// Whether the list should open now, which it then no longer should: the text is still the
    /// one typed when ``onPrompt`` was called, the field still edits, and its autofill still
    /// shows matches other than the text.
    package func takePrompt() -> Bool {
        defer { promptedText = nil }
        guard let binding, let promptedText, binding.isEditing, binding.enteredText == promptedText,
            let autoFill = binding.plugins.lazy.compactMap({ $0 as? TextInputAutoFill }).first,
            autoFill.isShowingMatches
        else { return false }
        return autoFill.matches.contains { $0 != promptedText }
    }

    // MARK: - TextInputPlugin

    package func didAttach(to binding: any TextInputBindingType) {
        guard self.binding == nil else { return }
        self.binding = binding
        previousText = binding.enteredText
    }

    package func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        self.binding = nil
        promptedText = nil
    }

    package func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        guard case let .editingChanged(state, changes) = event, changes.contains(.text) else {
            previousText = binding.enteredText
            return
        }
        defer { previousText = state.text }
        guard Self.isTypedAtEnd(state, after: previousText), binding.host?.markedUTF16Range == nil else { return }
        promptedText = state.text
        onPrompt?(binding)
    }

    /// Whether `state` is `previous` with one Character typed after it, the caret at the end.
    private static func isTypedAtEnd(_ state: TextInputEditingState<Any>, after previous: String) -> Bool {
        let text = state.text
        return state.selectedRange.isEmpty && state.selectedRange.lowerBound == text.endIndex
            && text.count == previous.count + 1 && text.hasPrefix(previous)
    }
}
