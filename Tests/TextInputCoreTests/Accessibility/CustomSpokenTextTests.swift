import Foundation
import Testing
import TextInputCore
import TextInputTesting

@Suite("A custom format says its text with digit runs spelled out, or as it says, and the builders keep it")
struct CustomSpokenTextTests {
    /// Says every text as "said", with nothing spelled out.
    static let said = TextInputFormats.plain.withSpokenText { _, _, _ in TextInputSpokenText("said") }

    @Test("a format of your own spells out every run of two or more digits")
    func defaultSpeech() {
        let spoken = TextInputFormats.plain.spokenText(of: "Room 12, floor 3")
        #expect(spoken == TextInputSpokenText("Room 12, floor 3", spellOutRanges: [5..<7]))
    }

    @Test("withSpokenText gets the text, its value and the locale")
    func customSpeech() {
        let count = TextInputFormats.plain.filter(by: .decimalDigits)
            .transformValue(direct: { Int($0) }, reverse: { String($0) })
            .withSpokenText { text, value, locale in
                TextInputSpokenText("\(text) \(value.map(String.init) ?? "none") \(locale.identifier)")
            }
        #expect(count.spokenText(of: "42", locale: Locale(identifier: "fr_FR")).text == "42 42 fr_FR")
        #expect(count.spokenText(of: "", locale: Locale(identifier: "fr_FR")).text == " none fr_FR")
    }

    @Test(
        "every builder keeps the speech of the format it refines",
        arguments: [
            ("filter(by:)", said.filter(by: .letters)),
            ("filter(constrainingCharactersCount:)", said.filter(constrainingCharactersCount: 3)),
            ("uppercased()", said.uppercased()),
            ("lowercased()", said.lowercased()),
            ("map(_:)", said.map { ($0, $1) }),
            ("withTraits(_:)", said.withTraits(.none)),
            ("withStatus(_:)", said.withStatus { _, _ in .complete }),
            ("withPlugin(_:)", said.withPlugin { TextInputSpokenTextTestPlugin() }),
        ] as [(String, TextInputFormat<String>)]
    )
    func buildersKeepTheSpeech(_ builder: String, _ format: TextInputFormat<String>) {
        #expect(format.spokenText(of: "12") == TextInputSpokenText("said"), "\(builder)")
    }

    @Test("transformValue keeps the speech, from the base format's value")
    func transformValueKeepsTheSpeech() {
        let lengths = TextInputFormats.plain
            .withSpokenText { _, value, _ in TextInputSpokenText(value ?? "none") }
            .transformValue(direct: { $0.count }, reverse: { String(repeating: "x", count: $0) })
        #expect(lengths.spokenText(of: "abc").text == "abc")
    }

    @MainActor
    @Test("a binding says its text as its format does")
    func bindingSaysItsText() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        field.insert("Flat 12")
        #expect(binding.spokenText(locale: Locale(identifier: "en_US")) == TextInputSpokenText("Flat 12", spellOutRanges: [5..<7]))
    }

    /// A speech done wrong, and what the check must say of it.
    struct BrokenSpeech: Sendable, CustomTestStringConvertible {
        let name: String
        let speak: @Sendable (String, MaskedText?, Locale) -> TextInputSpokenText
        let lines: [String]
        var testDescription: String { name }
    }

    static let brokenSpeeches = [
        BrokenSpeech(
            name: "a mask's speech that reads its template",
            speak: { text, _, _ in TextInputSpokenText(text + "-__") },
            lines: ["!binding.spokenText(locale: Locale(identifier: \"en_US\")).text.contains(\""]
        ),
        BrokenSpeech(
            name: "a speech that spells out past its end",
            speak: { text, _, _ in TextInputSpokenText(text, spellOutRanges: [0..<(text.count + 1)]) },
            lines: ["binding.spokenText(locale: Locale(identifier: \"en_US\")).hasValidRanges"]
        ),
        BrokenSpeech(
            name: "a speech whose spelled-out ranges overlap",
            speak: { text, _, _ in TextInputSpokenText(text, spellOutRanges: text.isEmpty ? [] : [0..<1, 0..<1]) },
            lines: ["binding.spokenText(locale: Locale(identifier: \"en_US\")).hasValidRanges"]
        ),
    ]

    @MainActor
    @Test("TextInputFormatCheck fails for a broken speech, naming the rule", arguments: brokenSpeeches)
    func brokenSpeech(_ broken: BrokenSpeech) throws {
        let format = try TextInputFormats.mask("[00]-[00]", showsRemainder: true, remainderSlotCharacter: "_")
            .withSpokenText(broken.speak)
        var check = TextInputFormatCheck(format, samples: ["12-34"])
        check.allowsDeletionsThatOnlyMoveTheCaret = true
        let failure = try #require(throws: TextInputFormatCheckFailure.self) { try check.run() }
        #expect(failure.rule.contains("VoiceOver"))
        for line in broken.lines {
            #expect(failure.swiftCode.contains(line), "\(failure.swiftCode)")
        }
    }

    @MainActor
    @Test("TextInputFormatCheck passes the same mask with its own speech")
    func soundSpeech() throws {
        var check = TextInputFormatCheck(try TextInputFormats.mask("[00]-[00]", showsRemainder: true, remainderSlotCharacter: "_"), samples: ["12-34"])
        check.allowsDeletionsThatOnlyMoveTheCaret = true
        try check.run()
    }
}

/// A plugin that does nothing: a format's plugins have no say in its speech.
@MainActor
final class TextInputSpokenTextTestPlugin: TextInputPlugin {}
