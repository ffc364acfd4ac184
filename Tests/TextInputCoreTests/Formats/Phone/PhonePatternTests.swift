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

    /// Whether digits can still grow into a match, against answers worked out by hand from the
    /// patterns: a length the pattern reaches, digits it can start with, "$" that ends the input.
    @Test(
        "digits can be extended into a whole match of an allowed length",
        arguments: [
            (#"6\d{8}"#, "612", [9], true),
            (#"6\d{8}"#, "0612", [9], false),
            (#"6\d{8}"#, "612345678", [9], true),
            (#"6\d{8}"#, "6123456789", [9, 10], false),
            (#"6\d{8}"#, "", [9], true),
            (#"6\d{8}"#, "612", [8, 10], false),
            (#"(?:1|2\d)\d{3}"#, "2", [4], false),
            (#"(?:1|2\d)\d{3}"#, "2", [5], true),
            (#"(?:1|2\d)\d{3}"#, "1", [4], true),
            (#"\d*5"#, "123", [10], true),
            (#"\d*5"#, "123", [3], false),
            (#"1$"#, "1", [1], true),
            (#"1$2?"#, "1", [2], false),
            (#"264(?:235|4(?:69|76))\d{4}"#, "26447", [10], true),
            (#"264(?:235|4(?:69|76))\d{4}"#, "26448", [10], false),
        ] as [(String, String, [Int], Bool)])
    func extendsIntoAWholeMatch(source: String, digits: String, lengths: [Int], extends: Bool) {
        let bits = lengths.reduce(UInt32(0)) { $0 | 1 << UInt32($1) }
        #expect(PhonePattern(source).matchesWhole(afterExtending: Array(digits.utf8), toLengths: bits) == extends)
    }

    @Test(
        "digits can be extended into a string that starts with a match, as leading digits are read",
        arguments: [("264", "26", true), ("264", "27", false), ("264", "26499", true), ("8001|8[024]9", "80", true), ("8001|8[024]9", "81", false)])
    func extendsIntoAPrefixMatch(source: String, digits: String, extends: Bool) {
        #expect(PhonePattern(source).matchesPrefix(afterExtending: Array(digits.utf8)) == extends)
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
