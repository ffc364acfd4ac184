// snippet.hide
import Foundation
import TextInputCore

// snippet.show
let options = NumberTextInputOptions.options(minimum: 10, maximum: 5)
let format = TextInputFormats.decimal(options)
do {
    _ = try options.validated()
} catch {
    print(error)
    // snippet.hide
    precondition("\(error)" == "NumberTextInputOptions: the maximum 5 is below the minimum 10; the format swaps them.")
    // snippet.show
}
// snippet.hide
let field = TextInputSimulator()
let binding = format.bind(to: field)
field.insert("7")
precondition(binding.value == 7)
