import Testing
import TextInputCatalog
import TextInputCore
import TextInputTerminal

// The sample of the Demo article, repeated as it is written there: it registers a format in the
// playground's registry, package code that a snippet cannot import.
extension TerminalFormatEntry {
    /// `year`: four digits, whose value is a number; years before 1900 are flagged.
    static let year = TerminalFormatEntry.format("year", label: "Year", summary: "four digits") {
        TextInputFormats.plain
            .filter(by: .decimalDigits)
            .filter(constrainingCharactersCount: 4)
            .transformValue(direct: { $0.count == 4 ? Int($0) : nil }, reverse: { String($0) })
    } describe: { year in
        CatalogValueDescription(String(year), isValid: year >= 1900)
    }
}

@MainActor
@Suite("Demo article: the samples do what the page says")
struct DemoSampleTests {
    @Test(
        "a registered format is one entry: its field formats, and its value reads as described",
        arguments: [
            ("2024", "2024", "value: 2024 · valid ✓"),
            ("1850", "1850", "value: 1850 · invalid ✗"),
            ("20x", "20", "value: — · incomplete"),
            ("202412", "2024", "value: 2024 · valid ✓"),
        ])
    func yearEntry(pasted: String, expectedText: String, expectedReadout: String) throws {
        let registry = TerminalFormatRegistry(TerminalFormatRegistry.builtIn.entries + [.year])
        let field = try registry.makeField("year")
        field.textField.handle(.paste(pasted))
        #expect(field.textField.text == expectedText)
        #expect(field.readout.line == expectedReadout)
    }

    /// Runs the command line and answers the status and everything printed.
    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        var output = ""
        let status = TerminalDemoCommand().run(arguments, standardInputIsTerminal: false, standardOutput: { output += $0 }, standardError: { output += $0 })
        return (status, output)
    }

    /// The examples the Demo article records: arguments, exit status, everything printed.
    nonisolated static let examples: [(arguments: [String], status: Int32, output: String)] = [
        (["format", "card-number", "3782-822463-10005"], 0, "text:  3782 822463 10005\nvalue: 378282246310005 · American Express · valid ✓\n"),
        (["type", "card-expiry", "1234"], 0, "1\n12/\n12/3\n12/34\nvalue: 12/2034 · valid ✓\n"),
        (["format", "phone:gb", "020 7946 0958"], 0, "text:  020 7946 0958\nvalue: +442079460958 · fixedLine · region GB 🇬🇧 · valid ✓\n"),
        (["format", "amount", "1234.5"], 0, "text:  $1,234.50\nvalue: 1234.5 · complete ✓\n"),
        (["type", "amount-cents", "1234"], 0, "$0.01\n$0.12\n$1.23\n$12.34\nvalue: 12.34 · complete ✓\n"),
        (["type", "percent", "12.5"], 0, "1%\n12%\n12.%\n12.5%\nvalue: 0.125 · complete ✓\n"),
        (["format", "mask:[00]{.}[00]{.}[9900]", "01021999"], 0, "text:  01.02.1999\nvalue: 01.02.1999 · complete ✓\n"),
        (["type", "city", "Lyo"], 0, "L\nLy\nLyo\nvalue: Lyo · complete ✓\nmatches: Lyon, Mahilyow, Olyokminsk\n"),
        (["type", "destination", "Par"], 0, "P[aris]\nPa[ris]\nPar[is]\nvalue: Par · complete ✓\n"),
        (["format", "digits", "12ab34"], 0, "text:  1234\nvalue: 1234 · complete ✓\n"),
        (
            ["format", "--json", "pin", "12"], 0,
            #"{"announcements":[],"details":[],"format":"pin","spoken":{"spellOut":[[0,2]],"text":"12"},"status":"incomplete","text":"12","value":null}"# + "\n"
        ),
        (
            ["format", "--json", "phone:gb", ""], 0,
            #"{"announcements":[],"details":[],"format":"phone:gb","placeholder":"07400 123456","spoken":{"spellOut":[],"text":""},"status":"empty","text":"","value":null}"#
                + "\n"
        ),
        (
            ["format", "--json", "phone", "+44 20"], 0,
            #"{"announcements":["United Kingdom"],"details":["region GB 🇬🇧"],"format":"phone","placeholder":"+44 7400 123456","spoken":{"spellOut":[[1,3],[4,6]],"text":"+44 20"},"status":"incomplete","text":"+44 20","value":null}"#
                + "\n"
        ),
        (["type", "pin", "1x2\u{7F}34"], 0, "1\n1\n12\n1\n13\n134\nvalue: — · incomplete\n"),
        (["format", "pin:x", "1"], 2, "textinput-demo: invalid argument \"x\" for the format \"pin\": the length must be a whole number from 1 to 64\n"),
    ]

    @Test("the recorded examples of the scriptable mode are what it prints", arguments: examples)
    func recordedExamples(arguments: [String], expectedStatus: Int32, expectedOutput: String) {
        let result = run(arguments)
        #expect(result.status == expectedStatus)
        #expect(result.output == expectedOutput)
    }
}
