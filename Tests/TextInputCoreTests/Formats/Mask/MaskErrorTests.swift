import Foundation
import Testing
import TextInputCore

@Suite("Malformed masks throw a MaskError that says what and where, when the mask is created")
struct MaskErrorTests {
    @Test(
        "nested blocks and unknown slot characters are reported with their offset",
        arguments: [
            ("[[00]000]", 1, MaskError.Reason.nestedBlock("[")),
            ("[00[0]]", 3, .nestedBlock("[")),
            ("{{.}}", 1, .nestedBlock("{")),
            ("{[0]{.}}", 4, .nestedBlock("{")),
            ("[x]", 1, .unknownSlotCharacter("x")),
            ("+1 ([000]) [00#]", 14, .unknownSlotCharacter("#")),
            ("[0 0]", 2, .unknownSlotCharacter(" ")),
            ("[\\…]", 2, .ellipsisWithoutKind),
        ])
    func reasonAndOffset(format: String, offset: Int, reason: MaskError.Reason) {
        #expect(throws: MaskError(format: format, offset: offset, reason: reason)) {
            try Mask(format)
        }
    }

    @Test("the message names the mask, the character and the offset")
    func message() {
        let error = MaskError(format: "[0x]", offset: 2, reason: .unknownSlotCharacter("x"))
        #expect(error.description == "Mask \"[0x]\": 'x' at offset 2 is not a slot character (0 9 A a _ - …) nor a custom notation.")
    }

    @Test("the format factory throws the same error, for the primary and for affine formats")
    func factoryThrows() {
        #expect(throws: MaskError.self) { try TextInputFormats.mask("[0][[0]") }
        #expect(throws: MaskError.self) { try TextInputFormats.mask("[000]", affineFormats: ["[Z]"]) }
    }

    @Test("a custom notation makes an otherwise unknown character valid")
    func customNotationIsKnown() throws {
        #expect(throws: MaskError.self) { try Mask("[C]") }
        _ = try Mask("[C]", customNotations: [MaskNotation(character: "C", characterSet: .letters)])
    }

    @Test(
        "like the reference, unclosed blocks and mixed brackets compile leniently",
        arguments: [
            ("[00]{.}[00", "00."),
            ("[0{.}0]", ".0"),
            ("[", ""),
        ])
    func lenientLikeTheReference(format: String, placeholder: String) throws {
        #expect(try Mask(format).placeholder == placeholder)
    }
}

@Suite("Custom notations that could never be reached, or are ambiguous, throw a MaskError")
struct MaskNotationErrorTests {
    static let hex = CharacterSet(charactersIn: "0123456789abcdefABCDEF")

    @Test("a notation may not use a reserved character", arguments: Array(MaskError.reservedNotationCharacters))
    func reserved(character: Character) {
        let notation = MaskNotation(character: character, characterSet: Self.hex)
        // The offset is where the mask first uses the character, 0 when it does not.
        let offset = "#[HH]".firstIndex(of: character).map { "#[HH]".distance(from: "#[HH]".startIndex, to: $0) } ?? 0
        #expect(throws: MaskError(format: "#[HH]", offset: offset, reason: .reservedNotationCharacter(character, notationIndex: 0))) {
            try Mask("#[HH]", customNotations: [notation])
        }
        #expect(throws: MaskError.self) {
            try TextInputFormats.mask("[00]", affineFormats: ["[000]"], customNotations: [notation])
        }
    }

    @Test("two notations with one character but different definitions are ambiguous; a repeated identical one is fine")
    func duplicate() throws {
        let first = MaskNotation(character: "H", characterSet: Self.hex)
        let other = MaskNotation(character: "H", characterSet: .letters)
        #expect(throws: MaskError(format: "#[HH]", offset: 2, reason: .duplicateNotationCharacter("H", notationIndex: 1))) {
            try Mask("#[HH]", customNotations: [first, other])
        }
        _ = try Mask("#[HH]", customNotations: [first, first])
    }

    @Test(
        "every reason's message names the mask, the offending character and where it is",
        arguments: [
            (MaskError(format: "[0x]", offset: 2, reason: .unknownSlotCharacter("x")), ["\"[0x]\"", "'x'", "offset 2"]),
            (MaskError(format: "[0[0]]", offset: 2, reason: .nestedBlock("[")), ["\"[0[0]]\"", "'['", "offset 2"]),
            (MaskError(format: "[\\…]", offset: 2, reason: .ellipsisWithoutKind), ["\"[\\…]\"", "ellipsis", "offset 2"]),
            (
                MaskError(format: "[0]", offset: 1, reason: .reservedNotationCharacter("0", notationIndex: 0)),
                ["\"[0]\"", "'0'", "custom notation 0", "reserves"]
            ),
            (MaskError(format: "[H]", offset: 1, reason: .duplicateNotationCharacter("H", notationIndex: 1)), ["\"[H]\"", "'H'", "custom notation 1"]),
        ])
    func messages(error: MaskError, mentions: [String]) {
        for part in mentions {
            #expect(error.description.contains(part), "\(error.description) should mention \(part)")
        }
    }
}

@Suite("A mask format of compiled masks needs at least one")
struct MaskListValidationTests {
    @Test("no mask: a configuration error; the formatter alone falls back to the empty mask, which takes no input")
    @MainActor
    func noMasks() throws {
        #expect(throws: TextInputConfigurationError.noMasks) { try TextInputFormats.mask([]) }
        let fallback = TextInputFormats.mask(MaskFormatter(masks: []))
        let field = TextInputSimulator()
        let binding = fallback.bind(to: field)
        field.insert("1")
        field.paste("abc")
        #expect(field.text == "")
        #expect(binding.value?.formattedText == "")
        #expect(fallback.traits.keyboardType == nil)
    }

    @Test("masks given: the format applies the first one")
    @MainActor
    func withMasks() throws {
        let field = TextInputSimulator()
        let binding = try TextInputFormats.mask([try Mask("[00]-[00]")]).bind(to: field)
        field.insert("1234")
        #expect(field.text == "12-34")
        #expect(binding.value?.extractedValue == "1234")
    }
}
