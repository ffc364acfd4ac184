import Foundation
import Testing
import TextInputTerminal

/// What the playground prints of a field's announcements: `announcements` in its JSON, in the
/// language `--language` picks, and in its decision log.
@MainActor
struct TerminalAnnouncementTests {
    /// Runs the command line and answers the status, standard output and standard error.
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let status = TerminalDemoCommand().run(arguments, standardInputIsTerminal: false, standardOutput: { output += $0 }, standardError: { error += $0 })
        return (status, output, error)
    }

    /// The `announcements` of the JSON object the command prints.
    private func announcements(_ arguments: [String]) throws -> [String] {
        let result = run(arguments)
        #expect(result.status == 0, "\(result.error)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(object["announcements"] as? [String])
    }

    @Test(arguments: [
        // (language, card number typed, its announcements)
        ("en", "4111111111111111", ["Visa", "Valid"]),
        ("en", "4111111111111112", ["Visa"]),
        ("en", "378282246310006", ["American Express", "Card number not valid"]),
        ("de", "4111111111111111", ["Visa", "Gültig"]),
        ("de", "378282246310006", ["American Express", "Kartennummer ungültig"]),
        ("ja", "378282246310006", ["American Express", "カード番号が無効です"]),
        ("ar", "378282246310006", ["American Express", "رقم البطاقة غير صالح"]),
    ])
    func typingACardNumberAnnouncesItsBrandAndItsVerdictOnce(language: String, typed: String, expected: [String]) throws {
        #expect(try announcements(["type", "--json", "--language", language, "card-number", typed]) == expected)
    }

    @Test func withoutALanguageTheWordsAreEnglish() throws {
        #expect(try announcements(["type", "--json", "card-number", "4111111111111111"]) == ["Visa", "Valid"])
    }

    @Test func typeAnnouncesOverTheWholeScript() throws {
        // Backspace withdraws the verdict, the same digit gives it again; a refused letter is news.
        let keys = "4111111111111111\u{7F}1x"
        #expect(try announcements(["type", "--json", "card-number", keys]) == ["Visa", "Valid", "Incomplete", "Valid", "Digits only"])
    }

    @Test func formatAnnouncesWhatThePasteChanged() throws {
        #expect(try announcements(["format", "--json", "--language", "fr", "phone:gb", "+442079460958"]) == ["Royaume-Uni", "Valide"])
    }

    @Test(arguments: [["type", "--language", "xx", "card-number", "4"], ["--language", "EN", "format", "pin", "1"]])
    func anUnknownLanguageIsAnErrorWithANonZeroStatus(arguments: [String]) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("textinput-demo: unknown language"))
    }

    @Test func aLanguageWithoutItsCodeIsAUsageError() {
        let result = run(["type", "card-number", "4", "--language"])
        #expect(result.status == 2)
        #expect(result.error.contains("--language needs a language code"))
    }

    @Test func theLogShowsAnnouncementsWithoutADigitOfTheField() {
        let result = run(["type", "--log", "card-number", "4000000000000000007"])
        let announced = result.error.split(separator: "\n").filter { $0.contains("announces") }
        #expect(
            announced == [
                #"plugin: TextInputAnnouncer announces brandDetected: "Visa""#,
                #"plugin: TextInputAnnouncer announces invalid(cardNumberNotValid): "Card number not valid""#,
            ])
    }

    @Test(arguments: [
        (["type", "--json", "--language", "de", "pin", "1"], TerminalDemoCommand.Action.type("pin", keys: "1", json: true, language: "de")),
        (["--language", "ar", "format", "pin", "1"], .format("pin", text: "1", json: false, language: "ar")),
    ])
    func theLanguageIsParsedBeforeOrAfterTheCommand(arguments: [String], expected: TerminalDemoCommand.Action) throws {
        #expect(try TerminalDemoCommand.parse(arguments) == expected)
    }
}

/// The interactive form's Ctrl-V: the focused field's announcements, shown as they happen.
@MainActor
struct TerminalFormAnnouncementTests {
    @Test func ctrlVIsTheAnnouncementsKey() {
        var decoder = TerminalKeyDecoder()
        #expect(decoder.decode([0x16]) == [.announcements])
        #expect(TerminalScreenRenderer.keyHelp.contains("^V announces"))
    }

    @Test func ctrlVShowsTheFocusedFieldsAnnouncementsAsTheyHappenAndHidesThem() throws {
        let form = try TerminalForm(registry: .builtIn)
        form.handle(.text("4"))
        #expect(form.state.fields[0].announcements == nil)
        form.handle(.announcements)
        #expect(form.state.fields[0].announcements == [])
        for digit in "111111111111111" { form.handle(.text(String(digit))) }
        // The brand is said once the digits decide it: "4" alone may still become Elo's.
        #expect(form.state.fields[0].announcements == ["Visa", "Valid"])
        #expect(form.state.fields[1].announcements == nil)
        let screen = TerminalScreenRenderer.render(form.state, size: TerminalSize(rows: 40, columns: 100))
        #expect(screen.lines.contains { $0.text.contains("announces: Visa · Valid") })
        form.handle(.announcements)
        #expect(form.state.fields[0].announcements == nil)
    }
}
