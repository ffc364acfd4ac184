import TextInputCore
import TextInputUIKit
import UIKit

/// The checkout form in UIKit. `CheckoutFormView` holds plain `UITextField`s; this controller
/// binds each one to a format with `bind(to:)`, then adds the keyboard comforts, each a plugin
/// (see `CheckoutViewController+Plugins.swift`).
final class CheckoutViewController: UIViewController {
    let form = CheckoutFormView()

    // The bindings. A field keeps its binding alive; the controller keeps them to read values
    // and to attach plugins. Each is made on first use, in `viewDidLoad`.
    lazy var cardNumber = TextInputFormats.bankCardNumber().bind(to: form.cardNumberField)
    lazy var expiry = TextInputFormats.bankCardExpiryDate().bind(to: form.expiryField)
    /// The security code's length follows the card's brand (4 digits for American Express).
    lazy var securityCode = cardNumber.bindSecurityCode(to: form.securityCodeField)
    lazy var holderName = TextInputFormats.bankCardHolderName().bind(to: form.holderNameField)
    lazy var phone = TextInputFormats.phoneNumber(CheckoutSamples.phoneOptions).bind(to: form.phoneField)
    lazy var amount = TextInputFormats.currency(code: CheckoutSamples.currencyCode).bind(to: form.amountField)
    lazy var city = TextInputFormats.plain.bind(to: form.cityField)
    /// A text view, bound as a field is; the count limit counts its line breaks too.
    lazy var deliveryNotes = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: form.deliveryNotesView)

    /// Every binding, in the form's order.
    var bindings: [any TextInputBindingType] {
        [cardNumber, expiry, securityCode, holderName, phone, amount, city, deliveryNotes]
    }

    /// Keeps the field being edited above the keyboard; it works for as long as it is kept.
    var keyboardAvoider: TextInputKeyboardAvoider?

    /// The bar docked on the keyboard that shows the name on the card while it is typed.
    let keyboardBar = TextInputKeyboardBarView()

    override func loadView() {
        view = form
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        attachPlugins()
        observe(cardNumber)
        observe(expiry)
        observe(securityCode)
        observe(holderName)
        observe(phone)
        observe(amount)
        observe(city)
        observe(deliveryNotes)
        form.payButton.addAction(UIAction { [weak self] _ in self?.pay() }, for: .primaryActionTriggered)
        updateSummary()
    }

    /// Refreshes the summary on every change of a value. A binding has one event handler,
    /// which plugins leave to the app: they hear the same events on their own.
    private func observe<Value>(_ binding: TextInputBinding<Value>) {
        binding.eventHandler = { [weak self] event in
            if case .editingChanged = event {
                self?.updateSummary()
            }
        }
    }

    /// The values as their `FormatStyle`s write them; the security code's digits never appear.
    private func updateSummary() {
        var lines: [String] = []
        if let number = cardNumber.value {
            lines.append("\(number.cardBrand?.displayName ?? "Card") \(number.formatted(.bankCardNumber.masked))")
        }
        if let date = expiry.value {
            lines.append("Expires \(date.formatted(.bankCardExpiryDate))")
        }
        lines.append(securityCode.isComplete ? "Security code entered" : "No security code yet")
        if let name = holderName.value, !name.isEmpty {
            lines.append(name)
        }
        if let number = phone.value {
            lines.append(number.formatted(.phoneNumber(style: .international)))
        }
        if let value = amount.value {
            lines.append(value.formatted(.currency(code: CheckoutSamples.currencyCode)))
        }
        if let name = city.value, !name.isEmpty {
            lines.append("Deliver to \(name)")
        }
        if let notes = deliveryNotes.value, !notes.isEmpty {
            lines.append("Notes: \(notes)")
        }
        form.summaryLabel.text = lines.joined(separator: "\n")
        form.payButton.isEnabled = isReadyToPay
    }

    private var isReadyToPay: Bool {
        let checks = [
            cardNumber.isComplete,   // passes the Luhn check at its brand's length
            expiry.isComplete,
            securityCode.isComplete, // as many digits as the brand asks for
            !(holderName.value ?? "").isEmpty,
            phone.isComplete,        // a valid number for its region
            (amount.value ?? 0) > 0,
            !(city.value ?? "").isEmpty,
        ]
        return !checks.contains(false)
    }

    /// The Pay button, and Go on the city's keyboard.
    func pay() {
        guard isReadyToPay else {
            form.messageLabel.text = "Fill in every field first."
            return
        }
        view.endEditing(true)
        form.messageLabel.text = "Paid (nothing was sent: this is an example)."
    }
}
