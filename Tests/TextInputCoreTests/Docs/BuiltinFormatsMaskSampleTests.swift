import Testing
import TextInputCore

@MainActor
@Suite("Docs/BuiltinFormats.md: mask samples")
struct BuiltinFormatsMaskSampleTests {
    @Test("the remainder: shown while editing, never in the value, gone when editing ends")
    func remainder() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true, remainderSlotCharacter: "_")
        let field = TextInputSimulator()
        let binding = phone.bind(to: field)
        field.beginEditing()
        field.paste("555")
        print(field.text)                         // "+1 (555) ___-____"
        print(binding.value?.formattedText ?? "") // "+1 (555"
        field.endEditing()
        print(field.text)                         // "+1 (555"
        #expect(printed == ["+1 (555) ___-____", "+1 (555", "+1 (555"])
    }

    @Test("overwriting: typed digits replace the filled slots after the caret")
    func overwriting() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let date = try TextInputFormats.mask("[00]{/}[00]{/}[0000]", overwrites: true)
        let field = TextInputSimulator(text: "12/05/2024")
        let binding = date.bind(to: field)
        field.select(3..<3)
        field.insert("0")
        field.insert("7")
        print(field.text)                          // "12/07/2024"
        print(field.text[..<field.selectedRange.lowerBound]) // "12/07"
        print(binding.value?.isComplete ?? false) // true
        #expect(printed == ["12/07/2024", "12/07", "true"])
    }
}
