/// Attached to a card number binding: follows its brand and keeps a security code field's length
/// in step.
@MainActor
final class BankCardSecurityCodeLengthPlugin: TextInputPlugin {
    private weak var securityCode: TextInputBinding<BankCardSecurityCode>?

    init(securityCode: TextInputBinding<BankCardSecurityCode>) {
        self.securityCode = securityCode
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard case let .editingChanged(state, changes) = event, changes.contains(.value), let securityCode else { return }
        let length = Self.length(for: state.value as? BankCardNumber)
        guard length != securityCode.memory[BankCardSecurityCodeLength.self] else { return }
        securityCode.updateMemory { $0[BankCardSecurityCodeLength.self] = length }
    }

    /// The security code length for a card number: its brand's, or 3.
    static func length(for number: BankCardNumber?) -> Int {
        number?.cardBrand?.securityCodeLength ?? 3
    }
}
