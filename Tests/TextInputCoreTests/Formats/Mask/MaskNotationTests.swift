import Foundation
import Testing
import TextInputCore

/// Every element of the notation, applied as a paste (caret at the end, no autocompletion).
@Suite("Mask notation: every element does what the InputMask family's does")
struct MaskNotationTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var mask: String
        var input: String
        var text: String
        var value: String
        var isComplete: Bool
        var testDescription: String { "\(mask) ← \(input.debugDescription)" }
    }

    @Test(
        "slot characters accept their kind of character and skip the rest",
        arguments: [
            Case(mask: "[000]", input: "1a2b3", text: "123", value: "123", isComplete: true),
            Case(mask: "[000]", input: "12", text: "12", value: "12", isComplete: false),
            Case(mask: "[099]", input: "1", text: "1", value: "1", isComplete: true),
            Case(mask: "[AAA]", input: "a1b2c", text: "abc", value: "abc", isComplete: true),
            Case(mask: "[Aaa]", input: "x", text: "x", value: "x", isComplete: true),
            Case(mask: "[___]", input: "a-1_b", text: "a1b", value: "a1b", isComplete: true),
            Case(mask: "[_--]", input: "q", text: "q", value: "q", isComplete: true),
            Case(mask: "[0]", input: "٣", text: "٣", value: "٣", isComplete: true),
            Case(mask: "[A]", input: "e\u{301}", text: "e\u{301}", value: "e\u{301}", isComplete: true),
            Case(mask: "[A]", input: "👍🏽", text: "", value: "", isComplete: false),
        ])
    func slots(_ example: Case) throws {
        try expect(example)
    }

    @Test(
        "mandatory and optional characters may be mixed in one block; mandatory ones are filled first",
        arguments: [
            Case(mask: "[9990]{.}[00]", input: "1234", text: "1234", value: "1234", isComplete: false),
            Case(mask: "[9990]{.}[00]", input: "1.23", text: "1.23", value: "1.23", isComplete: true),
            Case(mask: "[00]{.}[00]{.}[9900]", input: "311299", text: "31.12.99", value: "31.12.99", isComplete: true),
            Case(mask: "[00]{.}[00]{.}[9900]", input: "31121999", text: "31.12.1999", value: "31.12.1999", isComplete: true),
        ])
    func mixedBlocks(_ example: Case) throws {
        try expect(example)
    }

    @Test(
        "an ellipsis repeats the kind before it to the end, and swallows the rest of the mask",
        arguments: [
            Case(mask: "[0…]", input: "12a34", text: "1234", value: "1234", isComplete: true),
            Case(mask: "[0...]", input: "12a34", text: "1234", value: "1234", isComplete: true),
            Case(mask: "[A…]", input: "ab1cd", text: "abcd", value: "abcd", isComplete: true),
            Case(mask: "[…]", input: "a1-b2", text: "a1b2", value: "a1b2", isComplete: true),
            Case(mask: "[0…]{.}[00]", input: "12.34", text: "1234", value: "1234", isComplete: true),
            Case(mask: "{3.14}[9…]", input: "2718", text: "3.142718", value: "3.142718", isComplete: true),
            Case(mask: "{3.14}[9…]", input: "3.14159", text: "3.14159", value: "3.14159", isComplete: true),
        ])
    func ellipsis(_ example: Case) throws {
        try expect(example)
    }

    @Test(
        "{ } characters go into the text and the value; characters outside brackets only into the text; a paste writes no fixed character after the last input character",
        arguments: [
            Case(mask: "[00]{.}[00]", input: "1234", text: "12.34", value: "12.34", isComplete: true),
            Case(mask: "+1 ([000])", input: "555", text: "+1 (555", value: "555", isComplete: true),
            Case(mask: "+1 ([000])", input: "+1 (555)", text: "+1 (555)", value: "555", isComplete: true),
            Case(mask: "{+}[0] {(}[000]{)}", input: "7999", text: "+7 (999", value: "+7(999", isComplete: false),
            Case(mask: "{+}[0] {(}[000]{)}", input: "7999)", text: "+7 (999)", value: "+7(999)", isComplete: true),
            Case(mask: "[AA]-[00000099]", input: "AB123456", text: "AB-123456", value: "AB123456", isComplete: true),
        ])
    func fixedCharacters(_ example: Case) throws {
        try expect(example)
    }

    @Test(
        "fixed characters the user typed are consumed, not duplicated",
        arguments: [
            Case(mask: "+1 ([000]) [000]-[0000]", input: "+1 (555", text: "+1 (555", value: "555", isComplete: false),
            Case(mask: "+1 ([000]) [000]-[0000]", input: "555", text: "+1 (555", value: "555", isComplete: false),
            Case(mask: "[00]{.}[00]", input: "12.34", text: "12.34", value: "12.34", isComplete: true),
        ])
    func typedFixedCharacters(_ example: Case) throws {
        try expect(example)
    }

    @Test(
        "a backslash makes the next character literal",
        arguments: [
            Case(mask: "\\[[00]\\]", input: "12]", text: "[12]", value: "12", isComplete: true),
            Case(mask: "\\[[00]\\]", input: "12", text: "[12", value: "12", isComplete: true),
            Case(mask: "\\{[0]\\}", input: "5}", text: "{5}", value: "5", isComplete: true),
        ])
    func escapes(_ example: Case) throws {
        try expect(example)
    }

    @Test("custom notations add slot characters with their own character set and optionality")
    func customNotations() throws {
        let hex = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
        let color = try Mask("#[HHHHHH]", customNotations: [hex])
        #expect(color.apply("c0ffeeZ").formattedText == "#c0ffee")
        #expect(color.apply("xyz12").extractedValue == "12")
        #expect(color.placeholder == "#HHHHHH")

        let sign = MaskNotation(character: "s", characterSet: CharacterSet(charactersIn: "+-"), isOptional: true)
        let amount = try Mask("[s][0…]", customNotations: [sign])
        #expect(amount.apply("-12").formattedText == "-12")
        #expect(amount.apply("12").formattedText == "12")
        #expect(amount.apply("12").isComplete)
    }

    func expect(_ example: Case, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try Mask(example.mask).apply(example.input)
        #expect(result.formattedText == example.text, sourceLocation: sourceLocation)
        #expect(result.extractedValue == example.value, sourceLocation: sourceLocation)
        #expect(result.isComplete == example.isComplete, sourceLocation: sourceLocation)
    }
}
