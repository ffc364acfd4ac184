// snippet.formatter
import TextInputCore

struct HexPairsFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let (proposed, selection) = edit.result
        // Hex digits before the caret, so that the caret stays after the same digit.
        let digitsBeforeCaret = proposed[..<selection.lowerBound].filter(\.isHexDigit).count
        let digits = proposed.filter(\.isHexDigit).uppercased()
        var text = ""
        var caret = text.endIndex
        for (offset, digit) in digits.enumerated() {
            if offset > 0, offset.isMultiple(of: 2) { text.append(" ") }
            text.append(digit)
            if offset + 1 == digitsBeforeCaret { caret = text.endIndex }
        }
        if digitsBeforeCaret == 0 { caret = text.startIndex }
        if text == proposed, caret == selection.lowerBound { return .accepted }
        return .changed(text, selectedRange: caret..<caret)
    }
}

// snippet.ticket
struct TicketFormatter: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let digits = edit.resultingText.filter(\.isASCII).filter(\.isNumber)
        let text = "TKT-" + digits
        return text == edit.resultingText ? .accepted : .changed(text, selectedRange: text.endIndex..<text.endIndex)
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
        let (proposed, _) = edit.result
        let digits = String(proposed.filter(\.isNumber).prefix(memory[PINLength.self]))
        if digits == proposed { return .accepted }
        return .changed(digits, selectedRange: digits.endIndex..<digits.endIndex)
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

// snippet.both-ways
@MainActor
@Test(arguments: [true, false])
func backspaceRemovesAPair(reportsEditKinds: Bool) {
    let field = TextInputSimulator(text: "CA FE", reportsEditKinds: reportsEditKinds)
    hexBytes.bind(to: field)
    field.backspace()
    #expect(field.text == "CA F")
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

/// Two rules every formatter keeps, idempotence and a value that follows the text, after every edit
/// of a sweep: each fragment typed or pasted at each caret position of a few texts, and deletions.
@MainActor
@Test(arguments: ["", "C", "CA F", "CA FE 01"], [true, false])
func theHexFormatKeepsTheRules(text: String, reportsEditKinds: Bool) {
    for caret in 0...text.count {
        for edit in ["c", "A", "0f", "zz", " ", "é", "🇫🇷", "CA FE", "⌫", "⌦"] {
            let field = TextInputSimulator(text: text, reportsEditKinds: reportsEditKinds)
            let binding = hexBytes.bind(to: field)
            field.select(min(caret, field.text.count)..<min(caret, field.text.count))
            switch edit {
            case "⌫": field.backspace()
            case "⌦": field.deleteForward()
            default: field.insert(edit)
            }
            #expect(hexBytes.formatted(field.text).text == field.text, "\(edit) at \(caret) in \(text)")
            #expect(binding.value == (try? HexBytesSerializer().value(for: field.text)), "\(edit) at \(caret) in \(text)")
        }
    }
}

// The tests above, run when the snippet runs: its exit status is theirs.
await Testing.__swiftPMEntryPoint() as Never
