import SwiftUI
import TextInputCore
import TextInputSwiftUI
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
    /// The phone field's binding, which its region list works on: kept one turn after
    /// `configure` hands it over, since state must not change while SwiftUI makes the field.
    @State private var phoneBinding: TextInputBinding<PhoneNumber>?
    @State private var isChoosingPhoneRegion = false
    @State private var amount: Decimal?
    @State private var city: String?
    @State private var focus: Field?
    @State private var isPaid = false

    var body: some View {
        Form {
            Section("Card") {
                FormattedTextField("Card number", value: $cardNumber,
                                   format: TextInputFormats.bankCardNumber(), focus: $focus, equals: .cardNumber)
                FormattedTextField("Expiry date (MM/YY)", value: $expiry,
                                   format: TextInputFormats.bankCardExpiryDate(), focus: $focus, equals: .expiry)
                FormattedTextField("Security code", value: $securityCode,
                                   format: TextInputFormats.bankCardSecurityCode(length: securityCodeLength),
                                   focus: $focus, equals: .securityCode)
                    // A field binds its format once, when it is made: a new identity makes a new
                    // field when the brand asks for another length (4 digits for American Express).
                    .id(securityCodeLength)
                FormattedTextField("Name on card", value: $holderName,
                                   format: TextInputFormats.bankCardHolderName(), focus: $focus,
                                   equals: .holderName, returnKey: .next, onReturn: { focus = .phone })
            }
            Section("Contact and delivery") {
                FormattedTextField("Phone", value: $phone,
                                   format: TextInputFormats.phoneNumber(CheckoutSamples.phoneOptions),
                                   focus: $focus, equals: .phone, configure: { _, binding in
                                       Task { @MainActor in phoneBinding = binding }
                                   })
                Button("Phone country or region") { isChoosingPhoneRegion = true }
                    .disabled(phoneBinding == nil)
                FormattedTextField("Amount", value: $amount,
                                   format: TextInputFormats.currency(code: CheckoutSamples.currencyCode),
                                   focus: $focus, equals: .amount)
                FormattedTextField("City", value: $city, format: TextInputFormats.plain, focus: $focus, equals: .city,
                                   returnKey: .done, onReturn: { focus = nil }) { _, binding in
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
        // The phone field's region picker: choosing a region formats what is typed for it.
        .sheet(isPresented: $isChoosingPhoneRegion) {
            if let phoneBinding {
                PhoneNumberRegionList(binding: phoneBinding, options: CheckoutSamples.phoneOptions)
            }
        }
        // Number pads have no Return key: a field that is complete hands the keyboard on.
        .onChange(of: cardNumber) { if $0?.isComplete == true { focus = .expiry } }
        .onChange(of: expiry) { if $0?.isComplete == true { focus = .securityCode } }
        .onChange(of: securityCode) { if $0?.isComplete == true { focus = .holderName } }
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

/// Which field has the keyboard. SwiftUI's `@FocusState` does not reach a UIKit field, so the
/// form keeps the focus in ordinary state, and each `FormattedTextField` follows its own value
/// of it (`focus:equals:`), as `.focused(_:equals:)` would.
private enum Field: Hashable {
    case cardNumber, expiry, securityCode, holderName, phone, amount, city
}
