import Foundation
import Testing

/// One number written with an extension, read by libphonenumber; recorded by
/// Tools/generate_phone_extension_fixtures.py.
struct PhoneExtensionFixture: Decodable, CustomTestStringConvertible {
    /// What `parse` gave, and how `format_number` wrote it.
    struct Parsed: Decodable, Equatable {
        /// The calling code.
        var cc: Int
        /// The national significant number.
        var n: String
        /// The extension; "" for none.
        var x: String
        /// The international form.
        var i: String
        /// The national form.
        var d: String
    }

    /// The default region.
    var r: String
    /// The text.
    var t: String
    /// What `parse` gave; nil when it failed or the number is not possible.
    var p: Parsed?
    /// What a phone field shows once the text is pasted into it.
    var f: String?
    /// True when the digits after the label are more than `parse` reads as an extension.
    var merged: Bool?

    var testDescription: String { "\(r) \(t)" }

    /// The committed fixtures, or those of the JSON-lines file named by
    /// `PHONE_EXTENSION_FIXTURES` (the generator's `--wide --jsonl`).
    static let all: [PhoneExtensionFixture] = {
        var text = phoneExtensionFixtureLines
        if let path = ProcessInfo.processInfo.environment["PHONE_EXTENSION_FIXTURES"],
            let contents = try? String(contentsOfFile: path, encoding: .utf8)
        {
            text = contents
        }
        let decoder = JSONDecoder()
        return text.split(separator: "\n").compactMap { line in
            try? decoder.decode(PhoneExtensionFixture.self, from: Data(line.utf8))
        }
    }()

    /// The regions of the fixtures, in order.
    static let regions: [String] = Array(Set(all.map(\.r))).sorted()

    /// The fixtures of each region.
    static let byRegion: [String: [PhoneExtensionFixture]] = Dictionary(grouping: all, by: \.r)

    static func of(region: String) -> [PhoneExtensionFixture] {
        byRegion[region] ?? []
    }
}
