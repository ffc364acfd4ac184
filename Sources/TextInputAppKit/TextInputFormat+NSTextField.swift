#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

extension TextInputFormat {
    /// Binds this format to an `NSTextField`: from now on every edit of the field goes through
    /// the format. Text already in the field is formatted as if it had been pasted.
    ///
    /// The field keeps the binding alive; keep the returned object only to read the value or
    /// handle events. While bound, the field's `formatter` is the binding's and its `delegate`
    /// is a forwarding host; ``TextInputCore/TextInputBinding/unbind()`` gives both back.
    /// Binding a field again replaces its binding. The format's AutoFill content type (a card
    /// number's, a phone number's…) is given to the field unless it has one.
    ///
    /// ```swift
    /// let field = NSTextField(string: "")
    /// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
    /// binding.eventHandler = { event in
    ///     if case let .editingChanged(state, _) = event { print(state.text) }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func bind(to textField: NSTextField) -> TextInputBinding<Value> {
        textField.apply(traits)
        return bind(to: NSTextFieldHost.host(for: textField))
    }
}
#endif
