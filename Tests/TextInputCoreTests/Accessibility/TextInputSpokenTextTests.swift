import Foundation
import Testing
import TextInputCore

@Suite("TextInputSpokenText marks what VoiceOver spells out, and prints nothing of what it says")
struct TextInputSpokenTextTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let text: String
        let ranges: [Range<Int>]
        var testDescription: String { text.debugDescription }
    }

    @Test(
        "every run of two or more digits is spelled out, a lone digit is not",
        arguments: [
            Case(text: "", ranges: []),
            Case(text: "4111 1111", ranges: [0..<4, 5..<9]),
            Case(text: "+1 (555) 12", ranges: [4..<7, 9..<11]),
            Case(text: "a1b22c", ranges: [3..<5]),
            // Characters, not bytes or UTF-16: the flag is one, Arabic-Indic digits are digits.
            Case(text: "🇬🇧 ٤٥ 7", ranges: [2..<4]),
        ]
    )
    func digitRuns(_ example: Case) {
        let spoken = TextInputSpokenText(spellingOutDigitRunsIn: example.text)
        #expect(spoken.text == example.text)
        #expect(spoken.spellOutRanges == example.ranges)
        #expect(spoken.hasValidRanges)
    }

    @Test(
        "every run of letters and digits is spelled out",
        arguments: [
            Case(text: "GB82 WEST 12", ranges: [0..<4, 5..<9, 10..<12]),
            Case(text: "AB-1", ranges: [0..<2, 3..<4]),
            Case(text: " - ", ranges: []),
        ]
    )
    func groups(_ example: Case) {
        #expect(TextInputSpokenText(spellingOutGroupsIn: example.text).spellOutRanges == example.ranges)
    }

    @Test("a phrase follows the text after a comma, and keeps its ranges")
    func appending() {
        let spoken = TextInputSpokenText(spellingOutDigitRunsIn: "555").appending("seven digits left")
        #expect(spoken == TextInputSpokenText("555, seven digits left", spellOutRanges: [0..<3]))
        #expect(TextInputSpokenText("").appending("two left") == TextInputSpokenText("two left"))
        #expect(TextInputSpokenText("12", spellOutRanges: [0..<2]).appending("") == TextInputSpokenText("12", spellOutRanges: [0..<2]))
    }

    @Test(
        "ranges are valid only sorted, apart, not empty and within the text",
        arguments: [
            ([0..<2, 3..<4], true),
            ([0..<2, 2..<4], true),
            ([3..<4, 0..<2], false),
            ([0..<3, 2..<4], false),
            ([0..<5], false),
            ([1..<1], false),
        ] as [([Range<Int>], Bool)]
    )
    func validRanges(_ ranges: [Range<Int>], isValid: Bool) {
        #expect(TextInputSpokenText("1234", spellOutRanges: ranges).hasValidRanges == isValid)
    }

    @Test("description, debugDescription and dump show neither the words nor the ranges")
    func printsNothing() {
        let spoken = TextInputSpokenText(spellingOutDigitRunsIn: "4111 1111 1111 1111")
        var dumped = ""
        dump(spoken, to: &dumped)
        for printed in [String(describing: spoken), String(reflecting: spoken), dumped, "\(spoken)"] {
            #expect(!printed.contains("1"), "\(printed)")
            #expect(!printed.contains("4"), "\(printed)")
            #expect(printed.contains("TextInputSpokenText"))
        }
        #expect(String(describing: spoken) == String(describing: TextInputSpokenText("x")))
    }
}
