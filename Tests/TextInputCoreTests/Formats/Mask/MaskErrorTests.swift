import Testing
import TextInputCore

@Suite("Malformed masks throw a MaskError that says what and where, when the mask is created")
struct MaskErrorTests {
    @Test("nested blocks and unknown slot characters are reported with their offset", arguments: [
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

    @Test("like the reference, unclosed blocks and mixed brackets compile leniently", arguments: [
        ("[00]{.}[00", "00."),
        ("[0{.}0]", ".0"),
        ("[", ""),
    ])
    func lenientLikeTheReference(format: String, placeholder: String) throws {
        #expect(try Mask(format).placeholder == placeholder)
    }
}
