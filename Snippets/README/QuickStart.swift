// snippet.hide
// The README's quick start, line for line, so that it is compiled, and checked when run.
var printed: [String] = []
@MainActor func print(_ items: Any...) {
    printed.append(items.map { "\($0)" }.joined(separator: " "))
    Swift.print(printed[printed.count - 1])
}
// snippet.show
import TextInputCore    // plus TextInputUIKit or TextInputAppKit for bind(to: UITextField / UITextView / NSTextField / NSTextView)

let field = TextInputSimulator()                          // or your UITextField / NSTextField
let card = TextInputFormats.bankCardNumber().bind(to: field)
card.eventHandler = { event in
    if case let .editingChanged(state, _) = event { print(state.text, state.value?.cardBrand as Any) }
}
field.insert("4111111111111111")                          // field.text == "4111 1111 1111 1111"
print(card.value?.isValid ?? false)                       // true: Visa, 16 digits, Luhn check passes
// snippet.hide
precondition(field.text == "4111 1111 1111 1111")
precondition(printed == ["4111 1111 1111 1111 Optional(TextInputCore.BankCardBrand.visa)", "true"], "\(printed)")
