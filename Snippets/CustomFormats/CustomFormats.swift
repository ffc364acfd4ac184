// snippet.formatter
import TextInputCore

/// Hexadecimal digits, upper-cased: the characters that carry what the user typed.
struct HexDigits: SignificantCharacters {
    func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
        switch scalar {
        case "0"..."9", "A"..."F": UInt8(ascii: scalar)
        case "a"..."f": UInt8(ascii: scalar) - 32
        default: nil
        }
    }
}

struct HexPairsFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: HexDigits(), atMost: 32) { digits, caret in
            var text: [UInt8] = []
            for (index, digit) in digits.enumerated() {
                if index > 0, index.isMultiple(of: 2) { text.append(UInt8(ascii: " ")) }
                text.append(digit)
            }
            return (text, caret)
        }
    }
}

// snippet.ticket
/// Decimal digits, 0 to 9.
struct ASCIIDigits: SignificantCharacters {
    func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
        ("0"..."9").contains(scalar) ? UInt8(ascii: scalar) : nil
    }
}

struct TicketFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: ASCIIDigits(), atMost: 8) { digits, caret in
            (digits.isEmpty ? [] : Array("TKT-".utf8) + digits, caret)
        }
    }

    func editableRange(in text: String) -> Range<String.Index> {
        let prefix = text.hasPrefix("TKT-") ? text.index(text.startIndex, offsetBy: 4) : text.startIndex
        return prefix..<text.endIndex
    }
}

// snippet.serializer
struct HexBytesSerializer: TextInputSerializerType {
    func string(for value: [UInt8]) -> String {
        value.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return hex.count == 1 ? "0" + hex : hex
        }.joined(separator: " ")
    }

    func value(for string: String) throws -> [UInt8] {
        let digits = Array(string.filter(\.isHexDigit))
        guard digits.count.isMultiple(of: 2) else {
            throw TextInputParseError(text: string, reason: "an odd number of hex digits")
        }
        return stride(from: 0, to: digits.count, by: 2).compactMap { UInt8(String(digits[$0...$0 + 1]), radix: 16) }
    }
}

let hexBytes = TextInputFormat(TextInputSerializer(HexBytesSerializer()), TextInputFormatter(HexPairsFormatter()))

// snippet.memory
enum PINLength: TextInputFieldMemoryKey {
    static let defaultValue = 4
}

struct PINFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: ASCIIDigits(), atMost: memory[PINLength.self]) { digits, caret in
            (digits, caret)
        }
    }
}

let pin = TextInputFormat(
    TextInputSerializer<String>(string: { $0 }, value: { text, memory in
        guard text.count == memory[PINLength.self] else {
            throw TextInputParseError(text: text, reason: "a PIN has \(memory[PINLength.self]) digits")
        }
        return text
    }),
    TextInputFormatter(PINFormatter())
)

// snippet.remembering
let field = TextInputSimulator()
let binding = pin.bind(to: field)
field.insert("123456")
print(field.text)                            // "1234"
binding.updateMemory { $0[PINLength.self] = 6 }
field.insert("56")
print(binding.value ?? "")                   // "123456"
// snippet.hide
precondition(field.text == "123456")
precondition(binding.value == "123456")

// snippet.show
// snippet.test
import Testing
import TextInputCore

@MainActor
@Test func typingGroupsHexPairs() {
    let field = TextInputSimulator()
    let binding = hexBytes.bind(to: field)
    field.insert("c")
    field.insert("a")
    field.insert("f")
    #expect(field.text == "CA F")
    field.insert("e")
    #expect(binding.value == [0xCA, 0xFE])
    field.backspace()
    #expect(field.text == "CA F")
}

@MainActor
@Test func backspaceJustAfterASpaceDeletesTheDigitBeforeIt() {
    let field = TextInputSimulator(text: "CA FE 01")
    hexBytes.bind(to: field)
    field.select(3..<3)   // "CA |FE 01"
    field.backspace()
    #expect(field.text == "CF E0 1")
    #expect(field.selectedCharacterRange == 1..<1)
}

// snippet.both-ways
@MainActor
@Test(arguments: [true, false])
func backspaceRemovesAPair(reportsEditKinds: Bool) {
    let field = TextInputSimulator(text: "CA FE", reportsEditKinds: reportsEditKinds)
    hexBytes.bind(to: field)
    field.backspace()
    #expect(field.text == "CA F")
}

// snippet.kit
import TextInputTesting

@MainActor
@Test func hexBytesKeepTheEditingRules() throws {
    try TextInputFormatCheck(hexBytes, samples: ["CA FE 01", "0a ff"]).run()
}
// snippet.end
// snippet.hide
// What the article says besides its tests, checked the same way.
@MainActor
@Test func anotherFieldKeepsItsOwnMemory() {
    let other = TextInputSimulator()
    let otherBinding = pin.bind(to: other)
    other.insert("123456")
    #expect(other.text == "1234")
    #expect(otherBinding.value == "1234")
}

@MainActor
@Test func aValueGoesBackToTheSameText() {
    let field = TextInputSimulator()
    let binding = hexBytes.bind(to: field)
    binding.value = [0x0A, 0xFF, 0x10]
    #expect(field.text == "0A FF 10")
    #expect(binding.value == [0x0A, 0xFF, 0x10])
}

@MainActor
@Test func aCaretTappedIntoTheTicketPrefixGoesAfterIt() {
    let field = TextInputSimulator()
    _ = TextInputFormats.plain.withFormatter(TicketFormatter()).bind(to: field)
    field.insert("42")
    #expect(field.text == "TKT-42")
    field.select(1..<1)
    let afterPrefix = field.text.index(field.text.startIndex, offsetBy: 4)
    #expect(field.selectedRange == afterPrefix..<afterPrefix)
}

@MainActor
@Test func theOtherSamplesKeepTheEditingRules() throws {
    try TextInputFormatCheck(pin, samples: ["1234"]).run()
    try TextInputFormatCheck(TextInputFormats.plain.withFormatter(TicketFormatter()), samples: ["TKT-42"]).run()
}

// The tests above, run when the snippet runs: its exit status is theirs.
await Testing.__swiftPMEntryPoint() as Never
