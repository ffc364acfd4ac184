// snippet.hide
import Foundation
import TextInputCore

// snippet.show
// snippet.navigator
let window = TextInputSimulatorWindow()                   // fields sharing one focus, as in a view controller
let name = TextInputSimulator(window: window)
let email = TextInputSimulator(window: window)
name.placeholder = "Name"
let nameBinding = TextInputFormats.plain.bind(to: name)
let emailBinding = TextInputFormats.plain.bind(to: email)
TextInputFormNavigator([nameBinding, emailBinding])

name.beginEditing()
print(nameBinding.toolbarItems)   // [.previous(isEnabled: false), .next(isEnabled: true), .title("Name"), .flexibleSpace, .done]
// snippet.hide
precondition(nameBinding.toolbarItems == [.previous(isEnabled: false), .next(isEnabled: true), .title("Name"), .flexibleSpace, .done])
// snippet.show
print(nameBinding.returnKey)      // .next
// snippet.hide
precondition(nameBinding.returnKey == .next)
// snippet.show
name.pressReturn()                // email takes the focus
print(emailBinding.returnKey)     // .done: Return on the last field ends editing
// snippet.hide
precondition(email.isEditing)
precondition(emailBinding.returnKey == .done)
// snippet.show
// snippet.complete
let number = TextInputSimulator(window: window)
let expiry = TextInputSimulator(window: window)
TextInputFormNavigator([
    TextInputFormNavigator.Field(TextInputFormats.bankCardNumber().bind(to: number), options: .options(advancesWhenComplete: true)),
    TextInputFormNavigator.Field(TextInputFormats.bankCardExpiryDate().bind(to: expiry)),
])
number.paste("4242424242424242")
print(expiry.isEditing)   // true
// snippet.hide
precondition(expiry.isEditing)
// snippet.show
// snippet.table
var rows: [Int: TextInputSimulator] = [:]
let table = TextInputFormNavigator((0..<200).map { row in
    TextInputFormNavigator.Field {
        let cell = TextInputSimulator(window: window)     // tableView.scrollToRow(…); the cell binds its field
        rows[row] = cell
        return TextInputFormats.plain.bind(to: cell)
    }
})
table.focusField(at: 0)
rows[0]?.pressReturn()
print(rows.count)   // 2: only the rows reached exist
// snippet.hide
precondition(rows.count == 2)
