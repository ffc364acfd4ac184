import Foundation
import Testing

@testable import TextInputTerminal

/// The date field in the scriptable playground: its text, value, speech, status and
/// announcements agree, as `--json` prints them.
@MainActor
@Suite("TerminalDemoCommand: the date field's JSON")
struct TerminalDemoDateTests {
    /// The JSON object the command prints for `arguments`.
    private func json(_ arguments: [String]) throws -> [String: Any] {
        var output = ""
        _ = TerminalDemoCommand().run(arguments, standardInputIsTerminal: false, standardOutput: { output += $0 }, standardError: { _ in })
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    nonisolated static let rows: [(arguments: [String], text: String, value: String?, spoken: String, status: String, announcements: [String])] = [
        // 14 October 1582 in the text, the value and the speech (Foundation's Gregorian
        // calendar calls it 4 October).
        (["format", "--json", "date", "10141582"], "10/14/1582", "1582-10-14", "October 14, 1582", "valid", ["Valid"]),
        // No year before 1000 by default: the paste keeps the day and the month.
        (["format", "--json", "date", "01010001"], "01/01/", nil, "01/01/", "incomplete", ["Year out of range"]),
        (["format", "--json", "date", "01011000"], "01/01/1000", "1000-01-01", "January 1, 1000", "valid", ["Valid"]),
        // 30 February, then the year: the keys after the refused "0" are held.
        (["type", "--json", "date", "02302024"], "02/3", nil, "02/3", "incomplete", ["Day not valid"]),
        (["type", "--json", "date", "0431"], "04/3", nil, "04/3", "incomplete", ["Day not valid"]),
        // A paste keeps what the format can show of it.
        (["format", "--json", "date", "02/30/2023"], "02/3", nil, "02/3", "incomplete", ["Day not valid"]),
        (["type", "--json", "--language", "de", "date:de_DE", "3104"], "31.0", nil, "31.0", "incomplete", ["Tag ungültig"]),
    ]

    @Test("text, value, speech, status and announcements", arguments: rows)
    func date(_ row: (arguments: [String], text: String, value: String?, spoken: String, status: String, announcements: [String])) throws {
        let object = try json(row.arguments)
        #expect(object["text"] as? String == row.text)
        #expect(object["value"] as? String == row.value)
        #expect((object["spoken"] as? [String: Any])?["text"] as? String == row.spoken)
        #expect(object["status"] as? String == row.status)
        #expect(object["announcements"] as? [String] == row.announcements)
    }
}
