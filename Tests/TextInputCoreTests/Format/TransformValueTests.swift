import Foundation
import Testing
import TextInputCore

@Suite("transformValue changes the value type")
struct TransformValueTests {
    let number = TextInputFormats.plain
        .filter(by: .decimalDigits)
        .transformValue(direct: { Int($0) }, reverse: { String($0) })

    @Test("direct converts the text's value; nil becomes an error that names the text")
    func direct() throws {
        #expect(try number.serializer.value(for: "42") == 42)
        let error = #expect(throws: TextInputParseError.self) { try number.serializer.value(for: "") }
        #expect(error?.text == "")
        #expect(error?.description.contains("Int") == true)
    }

    @Test("reverse converts a value back to text")
    func reverse() {
        #expect(number.serializer.string(for: 7) == "7")
    }

    @Test("the editing rules stay the same")
    func keepsFormatter() {
        #expect(number.formatter.outcome(of: "|", typing: "1a2") == "12|")
    }

    @MainActor
    @Test("a binding's value goes both ways")
    func binding() {
        let field = TextInputSimulator()
        let binding = number.bind(to: field)
        field.insert("12")
        #expect(binding.value == 12)
        binding.value = 305
        #expect(field.text == "305")
    }
}
