#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

/// The suggestions view is a plugin of the field's binding: it takes the keyboard's place while
/// its autofill plugin shows the matches, and gives the keyboard back afterwards.
/// `attachSuggestionsView(for:)` attaches it.
///
/// How the swap moves. `reloadInputViews()` replaces the input view at once, without animating
/// (Apple's documentation says so), and wrapping it in `UIView.animate` or `UIView.transition`
/// does not change that: the system keyboard is drawn by another process, in its own window,
/// so it can be neither animated from here nor captured in a snapshot (peers who tried report
/// the same: SwiftTerm #465, WUEmoticonsKeyboard #11, SlackTextViewController #416). Resigning
/// and taking the focus again would animate the keyboard, but it ends the editing, which clears
/// the matches. So the swap itself is instant, between views of the same height and the same
/// keyboard-like background (`UIInputView` with the keyboard style), and what moves is the
/// content: the list slides up from the bottom edge over the keyboard's place, and slides back
/// down before the keyboard returns, for about the keyboard's own time, or at once with Reduce
/// Motion on (Core's `KeyboardReplacement.Step.duration(reducingMotion:)`). Nothing above the
/// keyboard moves.
extension TextInputSuggestionsView: TextInputPlugin {
    // MARK: - TextInputPlugin

    /// Follows the autofill plugin for the binding's text field or text view.
    public func didAttach(to binding: any TextInputBindingType) {
        self.binding = binding
        textField = (binding.host as? UITextInputViewHost)?.view
        // In the keyboard's place the list hides the keys: it opens only when asked. The app's
        // `onChange`, if it set one before, still runs first.
        autoFill.showInKeyboardsPlace { [weak self] in self?.autoFillDidChange() }
        autoFillDidChange()
    }

    /// Gives the autofill plugin its `onChange` back, and the field its keyboard if the view is
    /// in its place.
    public func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        autoFill.stopShowingInKeyboardsPlace()
        replacement.reset()
        if let textField, textField.inputView === self {
            textField.inputView = nil
            reloadWithoutAnimation(textField)
        }
        textField = nil
        self.binding = nil
    }

    // MARK: - Following the plugin

    private func autoFillDidChange() {
        guard let binding else { return }
        show(autoFill.suggestions(query: binding.enteredText))
        #if os(iOS)
        // A removed suggestion changes the matches without an edit the toolbar would hear of.
        binding.toolbarView?.shown.update()
        #endif
        // The suggestions move in or out of the keyboard's place as Core's `KeyboardReplacement`
        // says.
        guard let textField else { return }
        let shown = autoFill.isShowingMatches
        switch replacement.step(showing: shown, fieldIsFirstResponder: textField.isFirstResponder, isInputView: textField.inputView === self) {
        case .slideIn: slideIn(on: textField)
        case .slideOut: slideOut(of: textField)
        case .remove: textField.inputView = nil
        case .none: break
        }
    }

    /// The suggestions take the keyboard's place, their content below the edge, then slide up.
    private func slideIn(on textField: any TextInputUIKitView) {
        fitKeyboard()
        placeContent(visible: false)
        textField.inputView = self
        reloadWithoutAnimation(textField)
        UIView.animate(
            withDuration: KeyboardReplacement.Step.slideIn.duration(reducingMotion: UIAccessibility.isReduceMotionEnabled),
            delay: 0,
            options: [.curveEaseOut, .beginFromCurrentState],
            animations: { [weak self] in self?.placeContent(visible: true) }
        )
        // VoiceOver moves to the list's title; its focus was on a key that went away.
        UIAccessibility.post(notification: .layoutChanged, argument: titleLabel)
    }

    /// The content slides down, then the keyboard takes its place again, unless the matches
    /// came back meanwhile.
    private func slideOut(of textField: any TextInputUIKitView) {
        UIView.animate(
            withDuration: KeyboardReplacement.Step.slideOut.duration(reducingMotion: UIAccessibility.isReduceMotionEnabled),
            delay: 0,
            options: [.curveEaseIn, .beginFromCurrentState],
            animations: { [weak self] in self?.placeContent(visible: false) },
            completion: { [weak self, weak textField] _ in
                guard let self, let textField, replacement.finishesSlideOut(isInputView: textField.inputView === self) else { return }
                textField.inputView = nil
                self.reloadWithoutAnimation(textField)
                UIAccessibility.post(notification: .layoutChanged, argument: nil)
            }
        )
    }

    /// Reloads the field's input views, keeping any animation the caller is inside of from
    /// catching the swap.
    private func reloadWithoutAnimation(_ textField: any TextInputUIKitView) {
        UIView.performWithoutAnimation {
            textField.reloadInputViewsIfFirstResponder()
        }
    }
}

/// The suggestions view of a field bound to a `UITextField` or a `UITextView`.
extension TextInputBindingType {
    /// Shows the matches of `autoFill` in the keyboard's place while it shows them
    /// (``TextInputCore/TextInputAutoFill/isShowingMatches``), and answers the view. The plugin
    /// is attached to the binding first if it is not yet; a view attached before is replaced.
    ///
    /// The view chains itself to `autoFill.onChange`: set your own `onChange` before this call
    /// (it keeps running first), and it is given back when the view is detached.
    ///
    /// ```swift
    /// let cities = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma", "Prague"]))
    /// binding.attachSuggestionsView(for: cities)
    /// ```
    ///
    /// - Parameter makeCell: Makes the cell of each suggestion; by default
    ///   ``TextInputSuggestionsView/plainCell(in:at:for:)``.
    @discardableResult
    public func attachSuggestionsView(
        for autoFill: TextInputAutoFill,
        makeCell: TextInputSuggestionsView.MakeCell? = nil
    ) -> TextInputSuggestionsView {
        detachSuggestionsView()
        // Attaching a plugin that is attached already does nothing.
        attach(autoFill)
        let view = TextInputSuggestionsView(autoFill: autoFill, makeCell: makeCell ?? TextInputSuggestionsView.plainCell(in:at:for:))
        attach(view)
        return view
    }

    /// The suggestions view attached to the binding, if any.
    ///
    /// ```swift
    /// binding.suggestionsView?.tableView.rowHeight = 52
    /// ```
    public var suggestionsView: TextInputSuggestionsView? {
        attachedPlugin(TextInputSuggestionsView.self)
    }

    /// Removes the suggestions view: the keyboard comes back if the view was in its place, and
    /// the autofill plugin stays attached (its matches still reach the toolbar and Return).
    ///
    /// ```swift
    /// binding.detachSuggestionsView()
    /// ```
    public func detachSuggestionsView() {
        detachPlugins(TextInputSuggestionsView.self)
    }
}
#endif
