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
    /// number's, a phone number's…) is given to the field unless it has one. The field announces
    /// to VoiceOver through the binding's ``TextInputCore/TextInputBindingType/announcer`` while
    /// VoiceOver runs.
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
        return bind(to: NSTextFieldHost.host(for: textField)).speakingThroughVoiceOver(for: textField)
    }
}

extension TextInputBinding where Value == BankCardNumber {
    /// Binds `textField` as the security code field of this card number, as
    /// ``TextInputCore/TextInputBinding/bindSecurityCode(to:)`` does for any host: the code's
    /// length follows the brand typed here (4 digits for American Express, 3 otherwise). The
    /// security code format's AutoFill content type is applied first, unless the field has a
    /// content type of its own.
    ///
    /// ```swift
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// ```
    @discardableResult
    public func bindSecurityCode(to textField: NSTextField) -> TextInputBinding<BankCardSecurityCode> {
        textField.apply(TextInputFormats.bankCardSecurityCode().traits)
        return bindSecurityCode(to: NSTextFieldHost.host(for: textField)).speakingThroughVoiceOver(for: textField)
    }
}

extension NSTextField {
    /// Applies the part of a format's traits AppKit has for a text field, its AutoFill content
    /// type, only while the field has none, by Core's
    /// ``TextInputCore/TextInputTraits/setting(_:over:default:)``. (A Mac has no on-screen
    /// keyboard to choose, and the field editor's corrections are the window's, shared by its
    /// fields.)
    func apply(_ traits: TextInputTraits) {
        let proposed = traits.contentType.flatMap(NSTextContentType.init).map(Optional.some)
        TextInputTraits.setting(proposed, over: contentType, default: nil).map { contentType = $0 }
    }
}

extension NSTextContentType {
    /// The AppKit content type of a platform-neutral one; nil for one the running system does
    /// not have (the card, telephone and address types are macOS 14's).
    init?(_ content: TextInputContentType) {
        if content == .oneTimeCode {
            self = .oneTimeCode
            return
        }
        guard #available(macOS 14.0, *) else { return nil }
        switch content {
        case .creditCardNumber: self = .creditCardNumber
        case .creditCardExpiration: self = .creditCardExpiration
        case .creditCardSecurityCode: self = .creditCardSecurityCode
        case .creditCardName: self = .creditCardName
        case .telephoneNumber: self = .telephoneNumber
        case .postalCode: self = .postalCode
        case .addressCity: self = .addressCity
        case .emailAddress: self = .emailAddress
        default: return nil
        }
    }
}
#endif
