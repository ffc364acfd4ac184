import Testing
import TextInputCore

@MainActor
@Suite("Right-to-left masks fill from the end, for numbers that grow from the right")
struct MaskRightToLeftTests {
    @Test(
        "a paste groups from the right",
        arguments: [
            ("1", "1"), ("1234", "1 234"), ("1234567", "1 234 567"), ("123456789", "123 456 789"), ("1234567890", "234 567 890"),
        ])
    func paste(input: String, expected: String) throws {
        let mask = try Mask("[000] [000] [000]", isRightToLeft: true)
        #expect(mask.apply(input).formattedText == expected)
    }

    @Test("typing regroups from the right and keeps the caret at the end", arguments: EditKindReporting.allCases)
    func typing(reporting: EditKindReporting) throws {
        let field = TextInputSimulator(reporting)
        let binding = try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true).bind(to: field)
        let expected = ["1", "12", "123", "1 234", "12 345", "123 456", "1 234 567"]
        for (key, text) in zip("1234567", expected) {
            field.insert(String(key))
            #expect(field.text == text)
            #expect(field.selectedCharacterRange == text.count..<text.count)
        }
        #expect(binding.value?.extractedValue == "1234567")
        field.backspace()
        #expect(field.text == "123 456")
    }

    @Test("placeholder, { } characters and escapes read the right way round")
    func readsForwards() throws {
        let mask = try Mask("[0…]{.}[00]", isRightToLeft: true)
        #expect(mask.apply("12345").formattedText == "123.45")
        #expect(mask.apply("12345").extractedValue == "123.45")
        #expect(try Mask("\\[[00]\\]", isRightToLeft: true).placeholder == "[00]")
    }
}
