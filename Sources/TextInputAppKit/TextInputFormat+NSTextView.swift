#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

extension TextInputFormat {
    /// Binds this format to an `NSTextView`, as `bind(to: textField)` binds a field: from
    /// now on every edit of the text view goes through the format. Text already in it is
    /// formatted as if it had been pasted.
    ///
    /// Return types a line break, which the format sees like any character, unless a plugin of
    /// the binding handles Return first (a ``TextInputCore/TextInputReturnAction``, or a
    /// ``TextInputCore/TextInputFormNavigator`` as the field's return policy says; give a notes
    /// field ``TextInputCore/TextInputFormNavigator/ReturnKeyPolicy/newline`` to keep its line
    /// breaks). Tab and Shift-Tab move through the form when a navigator is attached. The text
    /// view keeps the binding alive; its `delegate` keeps receiving every delegate call and gets
    /// the view back on ``TextInputCore/TextInputBinding/unbind()``; set it before binding.
    ///
    /// ```swift
    /// let notes = NSTextView()
    /// let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notes)
    /// ```
    @MainActor
    @discardableResult
    public func bind(to textView: NSTextView) -> TextInputBinding<Value> {
        bind(to: NSTextViewHost.host(for: textView)).speakingThroughVoiceOver(for: textView)
    }
}
#endif
