// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let window = TextInputSimulatorWindow()
let rows = (0..<3).map { _ in TextInputSimulator(window: window) }
let bindings = rows.map { TextInputFormats.plain.bind(to: $0) }
let table = TextInputFormNavigator(
    bindings.indices.map { TextInputFormNavigator.PlacedField(bindings[$0], path: [0, $0], frame: .zero) },
    order: .hierarchy)
// Row 0 scrolls away; its cell comes back as row 3's, with the same field and binding.
table.place([TextInputFormNavigator.PlacedField(bindings[0], path: [0, 3], frame: .zero)])
print(table.count)                      // 4
// snippet.hide
precondition(table.count == 4)
// snippet.show
print(table.index(of: bindings[0]) as Any)  // Optional(3): the field stands for row 3 now
// snippet.hide
precondition(table.index(of: bindings[0]) == 3)
// snippet.show
rows[2].beginEditing()
rows[2].pressReturn()                   // row 3's field takes the focus
// snippet.hide
precondition(rows[0].isEditing)
