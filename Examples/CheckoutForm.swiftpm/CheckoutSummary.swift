import SwiftUI
import TextInputCore

/// The SwiftUI form's values shown again, as SwiftUI shows any value: `Text(value, format:)`
/// with the `FormatStyle`s TextInputCore adds, the same text the fields show.
struct CheckoutSummary: View {
    let cardNumber: BankCardNumber?
    let expiry: BankCardExpiryDate?
    /// Whether a complete code was typed; its digits are never shown, nor logged.
    let hasSecurityCode: Bool
    let holderName: String?
    let phone: PhoneNumber?
    let amount: Decimal?
    let city: String?

    var body: some View {
        Section("Summary") {
            if let cardNumber {
                LabeledContent(cardNumber.cardBrand?.displayName ?? "Card") {
                    // Every digit but the last four hidden, grouped as the card's brand prints it.
                    Text(cardNumber, format: .bankCardNumber.masked)
                }
            }
            if let expiry {
                LabeledContent("Expires") { Text(expiry, format: .bankCardExpiryDate) }
            }
            LabeledContent("Security code") { Text(hasSecurityCode ? "Entered" : "—") }
            if let holderName, !holderName.isEmpty {
                LabeledContent("Name") { Text(holderName) }
            }
            if let phone {
                LabeledContent("Phone") { Text(phone, format: .phoneNumber(style: .international)) }
            }
            if let amount {
                LabeledContent("Amount") { Text(amount, format: .currency(code: CheckoutSamples.currencyCode)) }
            }
            if let city, !city.isEmpty {
                LabeledContent("Deliver to") { Text(city) }
            }
        }
    }
}
