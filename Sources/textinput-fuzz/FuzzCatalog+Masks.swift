import Foundation
import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// What people type and paste into masked fields.
    static let maskFragments =
        [
            "5551234567", "+1 (555) 123-4567", "31.12.1999", "12/34/56", "AB123456", "GB29 NWBK 6016 1331 9268 19",
            "\\", "[", "]", "{", "}", "…", "AZ", "42", "482", "K",
        ] + FuzzAlphabet.digits

    /// Affine masks under each affinity strategy, right to left, autoskip, a custom notation,
    /// overwriting and the remainder shown; single masks come from the catalogue's `mask` entry.
    static func masks() throws -> [any FuzzTarget] {
        var targets: [any FuzzTarget] = []
        let strategies: [(MaskAffinityStrategy, String)] = [
            (.wholeString, "wholeString"), (.prefix, "prefix"), (.capacity, "capacity"), (.extractedValueCapacity, "extractedValueCapacity"),
        ]
        for (affinity, strategy) in strategies {
            var target = FuzzFormatTarget(
                "mask-affine-\(strategy)",
                sharing: try TextInputFormats.mask(
                    "[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]", "[00]{/}[00]{/}[00]"], affinityStrategy: affinity
                ),
                code: """
                    try TextInputFormats.mask(
                        "[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]", "[00]{/}[00]{/}[00]"], affinityStrategy: .\(strategy)
                    )
                    """,
                fragments: maskFragments
            )
            target.valueFollowsText = false
            target.fixedPointHolds = strategy == "wholeString" || strategy == "prefix"
            target.checksEnteredCharacters = target.fixedPointHolds
            targets.append(target)
        }
        var rightToLeft = FuzzFormatTarget(
            "mask-right-to-left",
            sharing: try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true),
            code: "try TextInputFormats.mask(\"[000] [000] [000]\", isRightToLeft: true)",
            fragments: maskFragments
        )
        rightToLeft.valueFollowsText = false
        var autoskip = FuzzFormatTarget(
            "mask-autoskip",
            sharing: try TextInputFormats.mask("+1 ([000]) [000]-[0000]", autoskip: true),
            code: "try TextInputFormats.mask(\"+1 ([000]) [000]-[0000]\", autoskip: true)",
            fragments: maskFragments
        )
        autoskip.valueFollowsText = false
        let hex = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))
        let custom = FuzzFormatTarget(
            "mask-custom-notation",
            sharing: try TextInputFormats.mask("#[HHHHHH]", customNotations: [hex]),
            code: """
                try TextInputFormats.mask(
                    "#[HHHHHH]", customNotations: [MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))]
                )
                """,
            fragments: maskFragments + ["ff", "A0", "#"]
        )
        var overwrite = FuzzFormatTarget(
            "mask-overwrite",
            sharing: try TextInputFormats.mask("[00]{/}[00]{/}[0000]", overwrites: true),
            code: "try TextInputFormats.mask(\"[00]{/}[00]{/}[0000]\", overwrites: true)",
            fragments: maskFragments
        )
        overwrite.checksEnteredCharacters = false
        let remainder = FuzzFormatTarget(
            "mask-remainder",
            sharing: try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true),
            code: "try TextInputFormats.mask(\"+1 ([000]) [000]-[0000]\", showsRemainder: true)",
            fragments: maskFragments
        )
        return targets + [rightToLeft, autoskip, custom, overwrite, remainder]
    }
}
