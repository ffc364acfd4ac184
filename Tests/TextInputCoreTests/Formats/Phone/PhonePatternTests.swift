import Testing

@testable import TextInputCore

/// The metadata's regular expressions, matched as Python's `re` (libphonenumber's engine in the
/// `phonenumbers` port) matches them: same match, same groups, same substitution.
struct PhonePatternTests {
    /// (pattern, input, end of the match at the start or nil, groups, whole-input match,
    /// the first match replaced by `<\1|\2>`, as Python's re gives them.
    static let cases: [(String, String, Int?, [String?], Bool, String?)] = [
        (#"(\d{3})(\d{3,4})"#, "1234567", 7, ["123", "4567"], true, "<123|4567>"),
        (#"([457]\d{6})$|1"#, "12684", 1, [nil], false, "<|>2684"),
        (#"([457]\d{6})$|1"#, "4123456", 7, ["4123456"], true, "<4123456|>"),
        (#"(\d{3})(\d{3}|\d{4})"#, "1234567", 6, ["123", "456"], true, "<123|456>7"),
        (#"0?(?:(11|2)15)?"#, "01115", 5, ["11"], true, "<11|>"),
        (
            #"(?:0|90)(?:(1[245]|2[1-35])(\d{10,11}))?"#, "9012123456789012", 15, ["12", "12345678901"], false,
            "<12|12345678901>2"
        ),
        (#"[2-9]\d{9}|3\d{6}"#, "3123456", 7, [], true, "<|>"),
        (#"1(?:6[023]|7\d)\d{7,8}"#, "1701234567", 10, [], true, "<|>"),
        (#"1(?:6[023]|7\d)\d{7,8}"#, "1801234567", nil, [], false, nil),
    ]

    @Test(arguments: cases.indices)
    func matchesAsPythonsReDoes(index: Int) {
        let (source, input, end, groups, whole, replaced) = Self.cases[index]
        let pattern = PhonePattern(source)
        let digits = Array(input.utf8)
        #expect(pattern.isValid)
        let match = pattern.prefixMatch(digits)
        #expect(match?.end == end)
        if let match {
            let captured = match.groups.map { $0.map { String(decoding: digits[$0], as: UTF8.self) } }
            #expect(captured == groups)
        }
        #expect(pattern.matchesWhole(digits) == whole)
        #expect(pattern.matchesPrefix(digits) == (end != nil))
        if let replaced {
            let result = pattern.replacingMatches(in: digits, with: Array(#"<\1|\2>"#.utf8), limit: 1)
            #expect(String(decoding: result, as: UTF8.self) == replaced)
        }
    }

    @Test(arguments: [#"(?=1)"#, #"\w"#, "a", "[a-z]", "(1", "1{3,2}", #"\1"#, "1*?"])
    func syntaxOutsideTheMetadatasSubsetIsRefusedAndNeverMatches(source: String) {
        let pattern = PhonePattern(source)
        #expect(!pattern.isValid)
        #expect(!pattern.matchesPrefix(Array("1111".utf8)))
    }

    @Test func aLongInputDoesNotBlowUpBacktracking() {
        let pattern = PhonePattern(#"(?:\d?\d?)*\d{20}1"#)
        let digits = [UInt8](repeating: UInt8(ascii: "0"), count: 60)
        #expect(!pattern.matchesWhole(digits))
    }
}
