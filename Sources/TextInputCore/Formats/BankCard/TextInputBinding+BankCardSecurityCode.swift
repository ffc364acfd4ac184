import Foundation

extension TextInputBinding where Value == BankCardNumber {
    /// Binds `host` as the security code field of this card number: its length follows the
    /// brand typed here, 4 digits for American Express and 3 for every other brand (or while the
    /// brand is unknown).
    ///
    /// When the brand changes, the security code field is cut to the new length if it is longer,
    /// and its value is read again (a 3-digit code is complete for Visa, not for American
    /// Express). Unbinding the card number field stops the link.
    ///
    /// ```swift
    /// let numberField = TextInputSimulator()
    /// let codeField = TextInputSimulator()
    /// let number = TextInputFormats.bankCardNumber().bind(to: numberField)
    /// let code = number.bindSecurityCode(to: codeField)
    /// numberField.insert("3782")
    /// codeField.insert("12345")   // codeField.text == "1234": American Express codes have 4 digits
    /// code.value                  // "1234"
    /// ```
    @discardableResult
    public func bindSecurityCode(to host: some TextInputHost) -> TextInputBinding<String> {
        let length = BankCardSecurityCodeLength(Self.securityCodeLength(of: value))
        let binding = TextInputFormats.bankCardSecurityCode(currentLength: { length.value }).bind(to: host)
        attach(BankCardSecurityCodeLengthPlugin(length: length, securityCode: binding))
        return binding
    }

    /// The security code length for a card number: its brand's, or 3.
    static func securityCodeLength(of number: BankCardNumber?) -> Int {
        number?.cardBrand?.securityCodeLength ?? 3
    }
}

/// The current security code length, shared between the card number field that sets it and the
/// security code format that reads it at every edit.
final class BankCardSecurityCodeLength: @unchecked Sendable {
    private let lock = NSLock()
    private var storedValue: Int

    init(_ value: Int) {
        storedValue = value
    }

    var value: Int {
        get { lock.withLock { storedValue } }
        set { lock.withLock { storedValue = newValue } }
    }
}

/// Attached to a card number binding: follows its brand and keeps a security code field's length
/// in step.
@MainActor
final class BankCardSecurityCodeLengthPlugin: TextInputPlugin {
    let length: BankCardSecurityCodeLength
    private weak var securityCode: TextInputBinding<String>?

    init(length: BankCardSecurityCodeLength, securityCode: TextInputBinding<String>) {
        self.length = length
        self.securityCode = securityCode
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard case let .editingChanged(state, changes) = event, changes.contains(.value) else { return }
        let newLength = TextInputBinding<BankCardNumber>.securityCodeLength(of: state.value as? BankCardNumber)
        guard newLength != length.value else { return }
        length.value = newLength
        securityCode?.reformat()
    }
}
