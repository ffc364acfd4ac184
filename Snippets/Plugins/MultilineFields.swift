// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let window = TextInputSimulatorWindow()
let city = TextInputSimulator(window: window)
let notes = TextInputSimulator(window: window)
notes.isMultiline = true                                   // a UITextView / NSTextView
let cityBinding = TextInputFormats.plain.bind(to: city)
let notesBinding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notes)
TextInputFormNavigator([
    TextInputFormNavigator.Field(cityBinding),
    TextInputFormNavigator.Field(notesBinding, options: .options(title: "Delivery notes", returnKey: .newline)),
])

city.beginEditing()
city.pressReturn()                // Next: the notes take the focus
notes.insert("Ring twice")
notes.pressReturn()               // a line break: the notes keep it
notes.insert("Leave at the door")
print(notesBinding.text)          // "Ring twice\nLeave at the door"
// snippet.hide
precondition(notesBinding.text == "Ring twice\nLeave at the door")
// snippet.show
print(notesBinding.returnKey)     // .default
// snippet.hide
precondition(notesBinding.returnKey == .default)
