import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// Random edit scripts over a dozen masks: no crash, a valid selection after every step, a value
/// in step with the text, and a text that pasting again leaves as it is.
@MainActor
@Suite("Random edit scripts over masks")
struct MaskPropertyTests {
    /// What people type and paste into masked fields, plus the hostile fragments.
    static let fragments =
        FuzzAlphabet.all + [
            "5551234567", "+1 (555) 123-4567", "31.12.1999", "AB123456", "GB29 NWBK 6016 1331 9268 19",
            "\\", "[", "]", "{", "}", "…", "AZ", "42",
        ]

    @Test(
        "single masks",
        arguments: [
            "+1 ([000]) [000]-[0000]",
            "+7 ([000]) [000] [00] [00]",
            "[00]{.}[00]{.}[9900]",
            "[AA]-[00000099]",
            "GB[00] [____] [0000] [0000] [0000] [00]",
            "[0…]",
            "[A…]",
            "[…]",
            "[0…]{.}[00]",
            "{3.14}[9…]",
            "[9990]{.}[00]",
            "\\{\\[[00]\\]{99}{\\}\\]}",
            "[_][-]",
            "ID: [0000]-[AA]",
        ])
    func singleMask(_ mask: String) throws {
        let seed = UInt64(truncatingIfNeeded: mask.unicodeScalars.reduce(5381) { ($0 &* 33) &+ Int($1.value) })
        checkEditingProperties(of: try TextInputFormats.mask(mask), seed: seed, fragments: Self.fragments)
    }

    @Test("custom notations, right to left and autoskip")
    func options() throws {
        let hex = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
        checkEditingProperties(of: try TextInputFormats.mask("#[HHHHHH]", customNotations: [hex]), seed: 21, fragments: Self.fragments)
        checkEditingProperties(of: try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true), seed: 22, fragments: Self.fragments)
        checkEditingProperties(of: try TextInputFormats.mask("+1 ([000]) [000]-[0000]", autoskip: true), seed: 23, fragments: Self.fragments)
    }

    /// Affine masks picked by how much of the input the mask takes keep their own output.
    @Test("affine formats picked by wholeString or prefix", arguments: [MaskAffinityStrategy.wholeString, .prefix])
    func affine(_ strategy: MaskAffinityStrategy) throws {
        checkEditingProperties(of: try Self.dates(strategy), seed: strategy == .prefix ? 31 : 30, fragments: Self.fragments)
    }

    /// The capacity strategies pick by the length of the raw input, as the InputMask family
    /// does: a text one mask formatted from a long paste may be picked up by a shorter mask when
    /// pasted alone ("12.36" becomes "12/36"), so only the other properties hold.
    @Test("affine formats picked by capacity: no crash, valid selection, value in step", arguments: [MaskAffinityStrategy.capacity, .extractedValueCapacity])
    func affineCapacity(_ strategy: MaskAffinityStrategy) throws {
        let format = try Self.dates(strategy)
        var random = SeededRandomNumberGenerator(seed: strategy == .capacity ? 32 : 33)
        for _ in 0..<(40 * fuzzScale) {
            let field = TextInputSimulator()
            let binding = format.bind(to: field)
            for _ in 0..<30 {
                let step = performRandomEdit(on: field, fragments: Self.fragments, using: &random)
                #expect(field.text.isValidCharacterRange(field.selectedRange), "after \(step)")
                // While an input method composes, the field holds unformatted text on purpose.
                if field.markedRange == nil {
                    #expect(binding.value?.formattedText == field.text, "after \(step)")
                }
            }
        }
    }

    static func dates(_ strategy: MaskAffinityStrategy) throws -> TextInputFormat<MaskedText> {
        try TextInputFormats.mask("[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]", "[00]{/}[00]{/}[00]"], affinityStrategy: strategy)
    }
}
