import Foundation
import Testing

@testable import TextInputTerminal

@MainActor
@Suite("TerminalDemoCommand: the scriptable command line")
struct TerminalDemoCommandTests {
    /// Runs the command line with no terminal, and collects what it prints.
    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var output = ""
        var error = ""
        let status = TerminalDemoCommand().run(
            arguments,
            standardInputIsTerminal: false,
            standardOutput: { output += $0 },
            standardError: { error += $0 }
        )
        return (status, output, error)
    }

    nonisolated static let parsing: [([String], TerminalDemoCommand.Action)] = [
        ([], .interactive),
        (["--list"], .list),
        (["--help"], .help),
        (["format", "digits", "12"], .format("digits", text: "12", json: false)),
        (["format", "--json", "digits", "12"], .format("digits", text: "12", json: true)),
        (["format", "digits", "12", "--json"], .format("digits", text: "12", json: true)),
        (["format", "plain", "--", "--json"], .format("plain", text: "--json", json: false)),
        (["type", "pin:6", "12"], .type("pin:6", keys: "12", json: false)),
        (["type", "--log", "card-number", "42"], .type("card-number", keys: "42", json: false, log: true)),
        (["format", "--json", "--log", "pin", "12"], .format("pin", text: "12", json: true, log: true)),
    ]

    @Test("the command line parses to its action", arguments: parsing)
    func parse(arguments: [String], expected: TerminalDemoCommand.Action) throws {
        #expect(try TerminalDemoCommand.parse(arguments) == expected)
    }

    @Test("--log writes a line per decision to standard error, without a digit of the card number")
    func log() {
        let card = "4111111111111111"
        let result = run(["type", "--log", "card-number", card])
        #expect(result.status == 0)
        #expect(result.output.hasSuffix("4111 1111 1111 1111\nvalue: 4111111111111111 · Visa · valid ✓\n"))
        let lines = result.error.split(separator: "\n")
        // A question and the format's answer per key, the field's rewrite at each group, editing
        // beginning; the announcer attached, and its two announcements (the brand, valid).
        #expect(lines.count == 2 * card.count + 3 + 1 + 3)
        #expect(lines.prefix(2) == ["plugin: TextInputAnnouncer is attached", "focus: editing begins"])
        #expect(lines.contains("rewrite: the field shows \"•••• •••• •••• •\" selecting UTF-16 {16, 0}"))
        for line in lines {
            let texts = line.split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            #expect(texts.allSatisfy { !$0.contains(where: \.isNumber) }, "\(line)")
            #expect(!line.contains("1111"), "\(line)")
        }
        #expect(run(["type", "card-number", card]).error.isEmpty)
    }

    @Test("--log with the interactive form or the list is a usage error", arguments: [["--log"], ["--list", "--log"]])
    func logUsage(arguments: [String]) {
        #expect(throws: TerminalDemoError.self) { try TerminalDemoCommand.parse(arguments) }
    }

    @Test("format pastes the text and prints the text and value")
    func format() {
        let result = run(["format", "digits", "12ab34"])
        #expect(result.status == 0)
        #expect(result.output == "text:  1234\nvalue: 1234 · complete ✓\n")
        #expect(result.error.isEmpty)
    }

    @Test("format --json prints one JSON object, with null for no value")
    func formatJSON() throws {
        let complete = run(["format", "--json", "pin", "1234"])
        #expect(
            complete.output
                == #"{"announcements":["Complete"],"details":[],"format":"pin","spoken":{"spellOut":[[0,4]],"text":"1234"},"status":"complete","text":"1234","value":"1234"}"#
                + "\n")

        let incomplete = run(["format", "--json", "pin", "12"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(incomplete.output.utf8)) as? [String: Any])
        #expect(object["value"] is NSNull)
        #expect(object["status"] as? String == "incomplete")
        #expect(object["text"] as? String == "12")
    }

    /// The JSON status says where the text stands: incomplete while more typing can make it
    /// valid, invalid once nothing can.
    @Test(
        "format --json reports each format's status",
        arguments: [
            ("card-number", "4111", "incomplete"),
            ("card-number", "4111 1111 1111 1111", "valid"),
            ("card-number", "4111 1111 1111 1112", "incomplete"),  // Visa may have 19 digits
            ("card-number", "3782 822463 10006", "invalid"),  // American Express has only 15
            ("card-number", "90", "incomplete"),  // no known brand, but a card of another may start so
            ("card-number", "9000 0000 0000 0008 000", "invalid"),  // 19 digits failing the Luhn check
            ("phone", "650", "incomplete"),
            ("phone", "+44 7400 1", "incomplete"),
            ("phone", "+44 7400 123456", "valid"),
            ("phone", "+44 7400 123456 7", "invalid"),  // libphonenumber: too long
            ("card-expiry", "1", "incomplete"),
            ("card-expiry", "12/20", "invalid"),  // expired
            ("card-security-code", "12", "incomplete"),
            ("card-security-code", "123", "complete"),
            ("card-holder", "Jean", "complete"),
            ("iban", "gb82 west", "incomplete"),
            ("iban", "gb82 west 1234 5698 7654 32", "valid"),
            ("iban", "GB83 WEST 1234 5698 7654 32", "invalid"),  // the check digits fail
            ("iban", "GB82 W3", "invalid"),  // a digit among the bank's letters
            ("mask", "555", "incomplete"),
            ("mask", "5551234567", "complete"),
            ("date:en_US", "0229", "incomplete"),
            ("date:en_US", "02292024", "valid"),
            ("amount", "12", "complete"),
            ("pin", "12", "incomplete"),
            ("plain", "x", "complete"),
            ("plain", "", "empty"),
        ])
    func statusJSON(field: String, text: String, status: String) throws {
        let result = run(["format", "--json", field, text])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["status"] as? String == status)
    }

    @Test("format --json iban: the pasted IBAN upper-cased and grouped, its electronic format and its country")
    func ibanJSON() {
        let result = run(["format", "--json", "iban", "gb82 west 1234 5698 7654 32"])
        #expect(
            result.output
                == #"{"announcements":["United Kingdom","Valid"],"details":["United Kingdom"],"format":"iban","#
                + #""spoken":{"spellOut":[[0,4],[5,9],[10,14],[15,19],[20,24],[25,27]],"text":"GB82 WEST 1234 5698 7654 32"},"#
                + #""status":"valid","text":"GB82 WEST 1234 5698 7654 32","value":"GB82WEST12345698765432"}"# + "\n")
    }

    /// What `spoken` says and spells out: `[start, end]` Character offsets of its text.
    private func spoken(_ arguments: [String]) throws -> (text: String, spellOut: [Range<Int>]) {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run(arguments).output.utf8)) as? [String: Any])
        let spoken = try #require(object["spoken"] as? [String: Any])
        let text = try #require(spoken["text"] as? String)
        let pairs = try #require(spoken["spellOut"] as? [[Int]])
        return (text, try pairs.map { pair in try #require(pair.count == 2 ? pair[0]..<pair[1] : nil) })
    }

    @Test(
        "format and type --json say an identifier with every run of two or more digits spelled out",
        arguments: [
            ["format", "--json", "card-number", "4111111111111111"],
            ["format", "--json", "phone", "+442079460958"],
            ["format", "--json", "phone", "(650) 253-0000"],
            ["format", "--json", "card-security-code", "123"],
            ["format", "--json", "pin", "1234"],
            ["format", "--json", "iban", "GB82WEST12345698765432"],
            ["format", "--json", "mask", "555"],
            ["type", "--json", "mask", "5551234"],
            ["type", "--json", "card-number", "37828224"],
        ])
    func spokenIdentifierJSON(arguments: [String]) throws {
        let (text, spellOut) = try spoken(arguments)
        let characters = Array(text)
        var offset = 0
        while offset < characters.count {
            let run = characters[offset...].prefix { $0.isASCII && $0.isNumber }.count
            if run >= 2 {
                #expect(spellOut.contains { $0.lowerBound <= offset && offset + run <= $0.upperBound }, "\(text) \(spellOut)")
            }
            offset += max(run, 1)
        }
    }

    @Test("format --json mask says how many digits are left, never its template")
    func spokenMaskJSON() throws {
        let (text, _) = try spoken(["format", "--json", "mask", "555"])
        #expect(text == "+1 (555, seven digits left")
        #expect(!text.contains("_"))
    }

    @Test("format --json amount says the amount, with no digit spelled out")
    func spokenAmountJSON() throws {
        let (text, spellOut) = try spoken(["format", "--json", "amount", "1234.56"])
        #expect(text == "$1,234.56")
        #expect(spellOut.isEmpty)
    }

    @Test("type --json reports the status after the last key: a card number is incomplete until it can be valid")
    func typedStatusJSON() throws {
        let typed = try #require(
            try JSONSerialization.jsonObject(with: Data(run(["type", "--json", "card-number", "378282246310006\u{7f}5"]).output.utf8))
                as? [String: Any])
        #expect(typed["status"] as? String == "valid")
        let wrong = try #require(
            try JSONSerialization.jsonObject(with: Data(run(["type", "--json", "card-number", "378282246310006"]).output.utf8))
                as? [String: Any])
        #expect(wrong["status"] as? String == "invalid")
    }

    /// libphonenumber's example mobile numbers of regions that share their calling code with
    /// a larger one (9.0.43's `example_number_for_type(region, MOBILE)`, written nationally).
    @Test(
        "an empty phone field's placeholder is its own region's example, not its calling code's main region's",
        arguments: [
            ("phone:AG", "(268) 464-1234"),
            ("phone:GG", "07781 123456"),
            ("phone:IM", "07924 123456"),
            ("phone:AX", "041 2345678"),
            ("phone:CW", "9 518 1234"),
            ("phone:YT", "0639 01 23 45"),
            ("phone:TA", "8999"),
            ("phone:US", "(201) 555-0123"),
        ])
    func phonePlaceholderJSON(field: String, placeholder: String) throws {
        let result = run(["format", "--json", field, ""])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["placeholder"] as? String == placeholder)
        #expect(object["status"] as? String == "empty")
    }

    @Test(
        "a mask's JSON carries its remainder apart from the text, empty once complete",
        arguments: [
            (["format", "--json", "mask", "555"], "+1 (555", ") ___-____"),
            (["format", "--json", "mask", "5551234567"], "+1 (555) 123-4567", ""),
            (["type", "--json", "mask", "5551"], "+1 (555) 1", "__-____"),
        ])
    func maskRemainderJSON(arguments: [String], text: String, remainder: String) throws {
        let result = run(arguments)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["text"] as? String == text)
        #expect(object["remainder"] as? String == remainder)
    }

    @Test("type prints the text after each key, then the value")
    func type() {
        let result = run(["type", "pin", "1x2\u{7F}34"])
        #expect(result.status == 0)
        #expect(result.output == "1\n1\n12\n1\n13\n134\nvalue: — · incomplete\n")
    }

    @Test("type --json lists the steps")
    func typeJSON() {
        let result = run(["type", "--json", "digits", "1\u{1B}[D2"])
        #expect(
            result.output
                == #"{"announcements":[],"details":[],"format":"digits","spoken":{"spellOut":[[0,2]],"text":"21"},"status":"complete","steps":["1","1","21"],"text":"21","value":"21"}"#
                + "\n")
    }

    @Test("--list prints every format name with its label")
    func list() {
        let result = run(["--list"])
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == TerminalFormatRegistry.builtIn.entries.count)
        for (line, entry) in zip(lines, TerminalFormatRegistry.builtIn.entries) {
            #expect(line.hasPrefix(entry.usage + " "))
            #expect(line.contains(entry.label))
        }
    }

    @Test(
        "errors are one line on standard error with exit status 2",
        arguments: [
            (["format", "zip", "1"], "unknown format \"zip\""),
            (["type", "nope", "1"], "unknown format \"nope\""),
            (["format", "pin:abc", "1"], "invalid argument \"abc\""),
            (["format", "digits:3", "1"], "takes no argument"),
            ([], "needs a terminal"),
            (["format", "digits"], "unexpected arguments"),
            (["bogus"], "unexpected arguments"),
            (["--json"], "unexpected arguments"),
        ])
    func errors(arguments: [String], message: String) {
        let result = run(arguments)
        #expect(result.status == 2)
        #expect(result.output.isEmpty)
        #expect(result.error.hasPrefix("textinput-demo: "))
        #expect(result.error.contains(message))
        #expect(result.error.filter { $0 == "\n" }.count == 1)
        #expect(result.error.hasSuffix("\n"))
    }

    @Test("--help prints the usage")
    func help() {
        let result = run(["--help"])
        #expect(result.status == 0)
        #expect(result.output == TerminalDemoCommand.usage + "\n")
    }
}
