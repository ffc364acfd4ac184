import Foundation
import Testing

/// One typing sequence recorded from libphonenumber by Tools/generate_phone_fixtures.py.
struct PhoneFixture: Decodable, CustomTestStringConvertible {
    /// What parse and format gave for the whole input.
    struct Parsed: Decodable, Equatable {
        var e164: String
        var international: String
        var national: String
        var valid: Bool
        var type: String
        var region: String?
    }

    /// The default region the number was typed in.
    var region: String
    /// The characters typed, one by one.
    var input: String
    /// AsYouTypeFormatter's output after each character.
    var outputs: [String]
    /// For each prefix of the input: "1" when it parses to a possible number.
    var possible: String
    /// For each prefix of the input: "1" when a phone field holding it has a value: a possible
    /// number, valid or without a national prefix that parse kept because the number is too
    /// short without it.
    var value: String
    /// Parse and format results for the whole input; nil when it is not a possible number.
    var parsed: Parsed?

    var testDescription: String { "\(region) \(input)" }

    /// The committed fixtures, or those of the JSON-lines file named by `PHONE_FIXTURES`.
    static let all: [PhoneFixture] = {
        var text = phoneFixtureLines
        if let path = ProcessInfo.processInfo.environment["PHONE_FIXTURES"],
            let contents = try? String(contentsOfFile: path, encoding: .utf8)
        {
            text = contents
        }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { line in
            try? decoder.decode(PhoneFixture.self, from: Data(line.utf8))
        }
    }()

    /// The fixtures grouped by default region, in region order.
    static let byRegion: [(region: String, fixtures: [PhoneFixture])] = {
        Dictionary(grouping: all, by: \.region).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()
}
