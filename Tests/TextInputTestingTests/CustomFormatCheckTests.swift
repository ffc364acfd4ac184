import Testing
import TextInputCore
import TextInputTesting

@Suite("TextInputFormatCheck names the rule a custom format breaks and prints the shortest script as a test")
struct CustomFormatCheckTests {
    /// A format done wrong, what the check must say of it, and lines its printed test holds.
    struct BrokenFormat: Sendable, CustomTestStringConvertible {
        let name: String
        let format: TextInputFormat<String>
        let sample: String
        let rule: EditingInvariant
        let lines: [String]

        var testDescription: String { name }
    }

    static let brokenFormats = [
        BrokenFormat(
            name: "Backspace after a separator only moves the caret",
            format: TextInputFormats.plain.withFormatter(HexPairsSteppingOverSeparators()),
            sample: "CA FE 01",
            rule: .deletionAtCaret,
            lines: [
                "field.paste(\"CA FE 01\")", "field.select(3..<3)", "field.backspace()",
                "#expect(field.text != \"CA FE 01\" || field.selectedUTF16Range == NSRange(location: 3, length: 0))",
            ]
        ),
        BrokenFormat(
            name: ".accepted for a widened Backspace leaves the field unformatted",
            format: TextInputFormats.plain.withFormatter(FoursAcceptingAWidenedBackspace()),
            sample: "GB82 WEST 1234 5698 7654 32",
            rule: .fixedPoint,
            lines: [
                "field.paste(\"GB82 W\")", "field.select(5..<5)", "field.backspace()",
                "#expect(Array(format.formatted(field.text).text.utf8) == Array(field.text.utf8))",
            ]
        ),
        BrokenFormat(
            name: "a paste cut before its spaces are dropped keeps fewer digits",
            format: TextInputFormats.plain.withFormatter(HexPairsCuttingPastesEarly()),
            sample: "CAFE01",
            rule: .pasteNormalized,
            lines: ["field.paste(\"", "#expect(Array(field.text.utf8) == Array(\"CA FE 01\".utf8))"]
        ),
        BrokenFormat(
            name: "a digit typed into a full field pushes the last one out",
            format: TextInputFormats.plain.withFormatter(HexPairsPushingOut()),
            sample: "CA FE 01",
            rule: .enteredCharactersKept,
            lines: []
        ),
    ]

    @MainActor
    @Test("the check fails with the rule broken, what happened, and a test that performs the script", arguments: brokenFormats)
    func brokenFormat(_ broken: BrokenFormat) throws {
        var check = TextInputFormatCheck(broken.format, samples: [broken.sample])
        check.formatCode = "TextInputFormats.plain.withFormatter(Formatter())"
        let failure = try #require(throws: TextInputFormatCheckFailure.self) { try check.run() }
        #expect(failure.rule == broken.rule.rawValue)
        #expect(failure.swiftCode.hasPrefix("@MainActor\n@Test("))
        #expect(failure.swiftCode.contains("    let format = TextInputFormats.plain.withFormatter(Formatter())\n"))
        #expect(failure.swiftCode.contains("    let field = TextInputSimulator(reportsEditKinds: "))
        for line in broken.lines {
            #expect(failure.swiftCode.contains("\n    " + line), "\(line)")
        }
        for part in [failure.rule, failure.detail, failure.foundBy, failure.swiftCode] {
            #expect(failure.description.contains(part))
        }
        #expect(!failure.decisions.isEmpty)
    }

    @MainActor
    @Test("a format done right passes: digits in pairs edited through their significant characters")
    func correctFormat() throws {
        try TextInputFormatCheck(TextInputFormats.plain.withFormatter(HexPairs()), samples: ["CA FE 01", "cafe0123", "C"]).run()
    }

    @MainActor
    @Test("a format may be allowed the caret that steps over a separator, and then passes")
    func allowedStepOverSeparators() throws {
        var check = TextInputFormatCheck(TextInputFormats.plain.withFormatter(HexPairsSteppingOverSeparators()), samples: ["CA FE 01"])
        check.allowsDeletionsThatOnlyMoveTheCaret = true
        try check.run()
    }

    @MainActor
    @Test("without its code, the printed test makes the format in a placeholder to fill in")
    func placeholder() throws {
        let check = TextInputFormatCheck(TextInputFormats.plain.withFormatter(HexPairsSteppingOverSeparators()), samples: ["CA FE 01"])
        let failure = try #require(throws: TextInputFormatCheckFailure.self) { try check.run() }
        #expect(failure.swiftCode.contains("\n    let format = <#format#>\n"))
    }

    @MainActor
    @Test("the random scripts follow the seed: the same seed finds the same failure where no sweep does")
    func seeded() throws {
        // No sweep from "GB82" ends with a separator before the caret.
        var check = TextInputFormatCheck(TextInputFormats.plain.withFormatter(FoursAcceptingAWidenedBackspace()), samples: ["GB82"])
        check.seed = 6
        let first = try #require(throws: TextInputFormatCheckFailure.self) { try check.run() }
        let second = try #require(throws: TextInputFormatCheckFailure.self) { try check.run() }
        #expect(first.swiftCode == second.swiftCode)
        #expect(first.foundBy.hasPrefix("random script "))
        #expect(first.foundBy.contains("seed 6"))
    }
}
