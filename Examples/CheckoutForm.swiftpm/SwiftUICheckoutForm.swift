import SwiftUI
import TextInputCore
import TextInputUIKit

/// The checkout form in SwiftUI. Each field is a `FormattedTextField`: a UIKit text field bound
/// to a format, whose value is plain `@State` of the format's value type — a `BankCardNumber`,
/// a `PhoneNumber`, a `Decimal` — never text to parse again.
struct SwiftUICheckoutForm: View {
    @State private var cardNumber: BankCardNumber?
    @State private var expiry: BankCardExpiryDate?
    @State private var securityCode: BankCardSecurityCode?
    @State private var holderName: String?
    @State private var phone: PhoneNumber?
    @State private var amount: Decimal?
    @State private var city: String?
    @State private var focus = FieldFocus()
    @State private var isPaid = false

    var body: some View {
        Form {
            Section("Card") {
                FormattedTextField("Card number", value: $cardNumber,
                                   format: TextInputFormats.bankCardNumber(), isFocused: $focus.cardNumber)
                FormattedTextField("Expiry date (MM/YY)", value: $expiry,
                                   format: TextInputFormats.bankCardExpiryDate(), isFocused: $focus.expiry)
                FormattedTextField("Security code", value: $securityCode,
                                   format: TextInputFormats.bankCardSecurityCode(length: securityCodeLength),
                                   isFocused: $focus.securityCode)
                    // A field binds its format once, when it is made: a new identity makes a new
                    // field when the brand asks for another length (4 digits for American Express).
                    .id(securityCodeLength)
                FormattedTextField("Name on card", value: $holderName,
                                   format: TextInputFormats.bankCardHolderName(), isFocused: $focus.holderName,
                                   returnKey: .next, onReturn: { focus.phone = true })
            }
            Section("Contact and delivery") {
                FormattedTextField("Phone", value: $phone,
                                   format: TextInputFormats.phoneNumber(), isFocused: $focus.phone)
                FormattedTextField("Amount", value: $amount,
                                   format: TextInputFormats.currency(code: CheckoutSamples.currencyCode),
                                   isFocused: $focus.amount)
                FormattedTextField("City", value: $city, format: TextInputFormats.plain, isFocused: $focus.city,
                                   returnKey: .done, onReturn: { focus.city = false }) { _, binding in
                    // Two letters in, the matches take the keyboard's place; Cancel brings it back.
                    binding.attachSuggestionsView(for: TextInputAutoFill(
                        source: CheckoutSamples.cities, options: .options(minimumQueryLength: 2)))
                }
            }
            CheckoutSummary(cardNumber: cardNumber, expiry: expiry, hasSecurityCode: securityCode != nil,
                            holderName: holderName, phone: phone, amount: amount, city: city)
            Section {
                Button("Pay") { isPaid = true }
                    .disabled(!isReadyToPay)
            }
        }
        .scrollDismissesKeyboard(.interactively)
        // Number pads have no Return key: a field that is complete hands the keyboard on.
        .onChange(of: cardNumber) { if $0?.isComplete == true { focus.expiry = true } }
        .onChange(of: expiry) { if $0?.isComplete == true { focus.securityCode = true } }
        .onChange(of: securityCode) { if $0?.isComplete == true { focus.holderName = true } }
        .alert("Paid (nothing was sent: this is an example)", isPresented: $isPaid) {}
    }

    /// The security code's length for the brand typed so far: 3 until a brand says otherwise.
    private var securityCodeLength: Int {
        cardNumber?.cardBrand?.securityCodeLength ?? 3
    }

    private var isReadyToPay: Bool {
        let checks = [
            cardNumber?.isComplete == true,
            expiry?.isComplete == true,
            securityCode?.isComplete == true,
            !(holderName ?? "").isEmpty,
            phone?.isValid == true,
            (amount ?? 0) > 0,
            !(city ?? "").isEmpty,
        ]
        return !checks.contains(false)
    }
}

/// Which field has the keyboard. `FormattedTextField` takes its focus as a `Binding<Bool>`,
/// because SwiftUI's `@FocusState` does not reach a UIKit field, so the form keeps one flag per
/// field: setting a flag to true gives that field the keyboard, and the field that loses it
/// sets its own flag back to false.
private struct FieldFocus {
    var cardNumber = false
    var expiry = false
    var securityCode = false
    var holderName = false
    var phone = false
    var amount = false
    var city = false
}
