// snippet.hide
import TextInputCore

let window = TextInputSimulatorWindow()
let name = TextInputSimulator(window: window)
let email = TextInputSimulator(window: window)
let nameBinding = TextInputFormats.plain.bind(to: name)
let emailBinding = TextInputFormats.plain.bind(to: email)
// Where the app shows why a field keeps the focus.
var reasons: [String] = []
@MainActor func showError(_ reason: String) { reasons.append(reason) }
// snippet.show
let form = TextInputFormNavigator([
    TextInputFormNavigator.Field(nameBinding, options: .options(
        leaving: { binding in binding.text.isEmpty ? .refused("Enter your name") : .allowed }
    )),
    TextInputFormNavigator.Field(emailBinding, options: .options(returnKey: .custom(.send) { _ in print("send") })),
])
form.eventHandler = { event in
    if case let .stayed(_, reason) = event { showError(reason) }   // next to the field
}
// snippet.hide
name.beginEditing()
name.pressReturn()
precondition(name.isEditing)
precondition(reasons == ["Enter your name"])
precondition(emailBinding.returnKey == .send)
