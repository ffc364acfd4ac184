#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension TextInputFormat {
    /// Binds this format to a `UITextField`: from now on every edit of the field goes through
    /// the format. Text already in the field is formatted as if it had been pasted.
    ///
    /// The field keeps the binding alive; keep the returned object only to read the value or
    /// handle events. The field's existing `delegate` keeps receiving every delegate call, and
    /// gets the field back on ``TextInputCore/TextInputBinding/unbind()``; set it before binding.
    /// Binding a field again replaces its binding.
    ///
    /// The format's input traits are applied to the field first — its
    /// keyboard, content type, capitalization, autocorrection, spell checking and smart
    /// punctuation — each only where the field still has UIKit's default, so a setting the app
    /// made is kept.
    ///
    /// The field speaks to VoiceOver through the binding's ``TextInputCore/TextInputBindingType/announcer``
    /// while VoiceOver runs: what it says for its text (its identifiers spelled out), what its
    /// status changes announce, and the echo of a keystroke the format rewrote.
    ///
    /// ```swift
    /// let field = UITextField()
    /// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
    /// binding.eventHandler = { event in
    ///     if case let .editingChanged(state, _) = event { print(state.text) }
    /// }
    /// ```
    @MainActor
    @discardableResult
    public func bind(to textField: UITextField) -> TextInputBinding<Value> {
        textField.apply(traits)
        return bind(to: UITextFieldHost.host(for: textField)).speakingThroughVoiceOver(for: textField)
    }
}

extension TextInputBinding where Value == BankCardNumber {
    /// Binds `textField` as the security code field of this card number, as
    /// ``TextInputCore/TextInputBinding/bindSecurityCode(to:)`` does for any host: the code's
    /// length follows the brand typed here (4 digits for American Express, 3 otherwise). The
    /// security code format's traits (a number pad, the card security code content type) are applied
    /// first, where the field still has UIKit's defaults.
    ///
    /// ```swift
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// ```
    @discardableResult
    public func bindSecurityCode(to textField: UITextField) -> TextInputBinding<BankCardSecurityCode> {
        textField.apply(TextInputFormats.bankCardSecurityCode().traits)
        return bindSecurityCode(to: UITextFieldHost.host(for: textField)).speakingThroughVoiceOver(for: textField)
    }
}
#endif
