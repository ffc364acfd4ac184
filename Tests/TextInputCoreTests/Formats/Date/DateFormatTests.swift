import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputFormats.date: a numeric date in the locale's order, typed")
struct DateFormatTests {
    typealias Notation = FieldNotation

    static let us = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
    static let german = TextInputFormats.date(.options(locale: Locale(identifier: "de_DE")))
    static let japanese = TextInputFormats.date(.options(locale: Locale(identifier: "ja_JP")))

    nonisolated static func day(_ year: Int, _ month: Int, _ day: Int, in timeZone: TimeZone = .gmt) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    @Test(
        "the order and separators are the locale's, read from Foundation",
        arguments: [
            ("en_US", "02/29/2024"),
            ("de_DE", "29.02.2024"),
            ("ja_JP", "2024/02/29"),
            ("en_GB", "29/02/2024"),
            ("nl_NL", "29-02-2024"),
            ("sv_SE", "2024-02-29"),
            // Text after the last part ("." in Korean) is left out.
            ("ko_KR", "2024. 02. 29"),
            // Thai dates count Buddhist years; the field's are Gregorian.
            ("th_TH", "29/02/2024"),
        ])
    func layout(_ example: (locale: String, text: String)) throws {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: example.locale)))
        let leapDay = try #require(Self.day(2024, 2, 29))
        #expect(format.serializer.string(for: leapDay) == example.text)
        #expect(try format.serializer.value(for: example.text) == leapDay)
    }

    @Test(
        "typing in en_US: separators appear, one-digit parts are padded",
        arguments: [
            ("1", "1|"),
            ("12", "12/|"),
            ("4", "04/|"),
            ("1/", "01/|"),
            ("0/", "0|"),
            ("00", "0|"),
            ("13", "1|"),
            ("124", "12/04/|"),
            ("123", "12/3|"),
            ("1231", "12/31/|"),
            ("1232", "12/3|"),
            ("12/3/", "12/03/|"),
            ("12311999", "12/31/1999|"),
            ("123119999", "12/31/1999|"),
            // Days a month never has are refused as they are typed.
            ("0431", "04/3|"),
            // A February day "3" waits for the next key, so that "30" is refused, not read as
            // the 3rd with the "0" beginning the year; a separator makes it the 3rd.
            ("0230", "02/3|"),
            ("023", "02/3|"),
            ("023/", "02/03/|"),
            ("0229", "02/29/|"),
            ("1131", "11/3|"),
            // 29 February needs a leap year: the year's last digit decides.
            ("02292024", "02/29/2024|"),
            ("02292023", "02/29/202|"),
            ("02292000", "02/29/2000|"),
            ("02291900", "02/29/190|"),
            // No year before 1000 by default: a year cannot begin with 0.
            ("0101000", "01/01/|"),
            ("01011000", "01/01/1000|"),
            ("a", "|"),
            // Any script's digits are read; the field writes ASCII ones.
            ("١٢٣١", "12/31/|"),
        ], EditKindReporting.allCases)
    func typingUS(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.us, "", reporting)
        Notation.perform([example.typed], on: field)
        #expect(Notation.describe(field) == example.expected)
    }

    @Test(
        "typing in de_DE: the day comes first, and its month must have it",
        arguments: [
            ("3", "3|"),
            ("4", "04.|"),
            ("31", "31.|"),
            ("32", "3|"),
            ("314", "31.|"),
            ("3104", "31.0|"),
            ("3112", "31.12.|"),
            ("302", "30.|"),
            ("3011", "30.11.|"),
            ("2902", "29.02.|"),
            ("1.2.", "01.02.|"),
            ("29022023", "29.02.202|"),
            ("29022024", "29.02.2024|"),
        ], EditKindReporting.allCases)
    func typingGerman(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.german, "", reporting)
        Notation.perform([example.typed], on: field)
        #expect(Notation.describe(field) == example.expected)
    }

    @Test(
        "typing in ja_JP: the year comes first",
        arguments: [
            ("2", "2|"),
            ("2024", "2024/|"),
            ("20242", "2024/02/|"),
            ("202423", "2024/02/3|"),
            ("2024203", "2024/02/03|"),
            ("2024013", "2024/01/3|"),
            ("202413", "2024/1|"),
            ("2024229", "2024/02/29|"),
            ("2023229", "2023/02/2|"),
            ("2024/", "2024/|"),
        ], EditKindReporting.allCases)
    func typingJapanese(_ example: (typed: String, expected: String), reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.japanese, "", reporting)
        Notation.perform([example.typed], on: field)
        #expect(Notation.describe(field) == example.expected)
    }

    @Test(
        "editing rules in en_US",
        arguments: [
            // Backspace after a separator deletes the digit before it, and the separator with it
            // when nothing follows.
            ("12/|", ["backspace"], "1|"),
            ("12/31/|", ["backspace"], "12/3|"),
            ("12/31/1999|", ["backspace"], "12/31/199|"),
            ("12/|31/1999", ["backspace"], "1|/31/1999"),
            ("12/31/|1999", ["backspace"], "12/3|/1999"),
            // Digits stay in their part: deleting one shortens it.
            ("1|2/31/1999", ["backspace"], "|2/31/1999"),
            ("12/3|1/1999", ["backspace"], "12/|1/1999"),
            // Typing into a shortened part, refused where the day could not be.
            ("12/3|1/1999", ["backspace", "3"], "12/3|1/1999"),
            ("12/3|1/1999", ["backspace", "4"], "12/|1/1999"),
            ("12|/31/1999", ["backspace", "1"], "1|/31/1999"),
            ("12|/31/1999", ["backspace", "0"], "10|/31/1999"),
            ("1|2/31/1999", ["backspace", "1"], "1|2/31/1999"),
            ("0|4/30/1999", ["delete", "4"], "04|/30/1999"),
            ("0|5/31/1999", ["delete", "4"], "0|/31/1999"),
            // A digit into a complete part is refused.
            ("12/31/1999|", ["5"], "12/31/1999|"),
            ("12|/31/1999", ["5"], "12|/31/1999"),
            // Replacing a selected separator with a digit is refused.
            ("12[/]31/1999", ["5"], "12[/]31/1999"),
            // Forward delete before a separator deletes the first digit after it.
            ("12|/31/1999", ["delete"], "12|/1/1999"),
            // Selections.
            ("12/[31]/1999", ["backspace"], "12/|/1999"),
            ("[12/31/1999]", ["backspace"], "|"),
            ("12/[31/1999]", ["backspace"], "12/|"),
            ("12/31/[1999]", ["2004"], "12/31/2004|"),
            ("02/29/[2024]", ["2023"], "02/29/202|"),
            // Pastes over the whole text read a date.
            ("|", ["paste:12/31/1999"], "12/31/1999|"),
            ("|", ["paste:12311999"], "12/31/1999|"),
            ("|", ["paste:12 - 31 - 1999"], "12/31/1999|"),
            ("|", ["paste:1.2.1999"], "01/02/1999|"),
            // A text in the field's own form is taken as it is, as a deletion can leave it.
            ("|", ["paste:1/2/1999"], "1/2/1999|"),
            ("|", ["paste:/31/1999"], "/31/1999|"),
            ("|", ["paste:1999-12-31"], "12/31/1999|"),
            ("|", ["paste:12/31"], "12/31/|"),
            ("[12/31/1999]", ["paste:02/29/2024"], "02/29/2024|"),
            // A paste keeps the longest beginning of a date that cannot be, and what fits.
            ("|", ["paste:02/30/2024"], "02/3|"),
            ("|", ["paste:02/29/2023"], "02/29/202|"),
            ("|", ["paste:13/01/2024"], "1|"),
            ("|", ["paste:12/31/19999"], "12/31/1999|"),
            ("|", ["paste:1/2/3/4"], "01/02/3|"),
            ("|", ["paste:0001-01-01"], "01/01/|"),
            ("|", ["paste:01/01/0001"], "01/01/|"),
            // What a deletion can leave is the field's own form, taken as it is: a digit can
            // still go in front of the year "02".
            ("02/29/2|02", ["backspace"], "02/29/|02"),
            ("|", ["paste:02/29/02"], "02/29/02|"),
            // Typed characters stop at the first refused digit: the rest would land elsewhere.
            ("02/|", ["paste:3024"], "02/3|"),
            ("12/31/|", ["paste: 1999"], "12/31/1999|"),
            ("|", ["paste:123"], "12/3|"),
            ("|", ["paste:/."], "|"),
            ("|", ["paste:1/"], "1/|"),
            ("|", ["paste:4"], "04/|"),
            ("04/|", ["backspace"], "0|"),
            ("0|4/", ["backspace"], "|4/"),
        ] as [(String, [String], String)], EditKindReporting.allCases)
    func editing(_ example: (start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (field, _) = Notation.field(Self.us, example.start, reporting)
        Notation.perform(example.actions, on: field)
        #expect(Notation.describe(field) == example.expected)
    }

    @Test(
        "the value is the start of a day that exists, in UTC; nil before",
        arguments: [
            ("", nil), ("1", nil), ("12/", nil), ("12/31/199", nil), ("12/31/", nil), ("1/2/", nil),
            ("12/31/1999", day(1999, 12, 31)), ("02/29/2024", day(2024, 2, 29)),
            // No year before 1000 by default.
            ("01/01/0999", nil),
        ] as [(String, Date?)], EditKindReporting.allCases)
    func value(_ example: (text: String, date: Date?), reporting: EditKindReporting) {
        let (_, binding) = Notation.field(Self.us, example.text + "|", reporting)
        #expect(binding.value == example.date)
    }

    @Test(
        "with every year, the days before 1582 are ISO 8601's proleptic Gregorian ones, not Foundation's Julian ones",
        arguments: [
            ("01/01/0001", Date(timeIntervalSince1970: -62_135_596_800)), ("02/29/0400", Date(timeIntervalSince1970: -49_539_340_800)),
            ("10/14/1582", Date(timeIntervalSince1970: -12_219_379_200)), ("10/15/1582", Date(timeIntervalSince1970: -12_219_292_800)),
        ] as [(String, Date)], EditKindReporting.allCases)
    func prolepticValue(_ example: (text: String, date: Date), reporting: EditKindReporting) {
        let everyYear = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), minimumYear: 1))
        let (_, binding) = Notation.field(everyYear, example.text + "|", reporting)
        #expect(binding.value == example.date)
        #expect(everyYear.serializer.string(for: example.date) == example.text)
    }

    @Test(
        "the value is the day's start as Calendar makes it, since the Gregorian calendar began",
        arguments: [
            "10/15/1582", "12/31/1969", "01/01/1970", "02/28/1900", "03/01/1900", "02/29/2000", "03/01/2000",
            "12/31/2099", "02/29/9996", "12/31/9999",
        ])
    func utcDays(_ text: String) throws {
        let parts = text.split(separator: "/").compactMap { Int($0) }
        let expected = try #require(Self.day(parts[2], parts[0], parts[1]))
        #expect(try Self.us.serializer.value(for: text) == expected)
    }

    @Test(
        "a date that does not exist has no value",
        arguments: ["02/29/2023", "02/29/1900", "02/29/1500", "04/31/2024", "00/10/2024", "13/10/2024", "10/00/2024", "10/10/0000"])
    func nonexistentDates(_ text: String) {
        #expect(throws: TextInputParseError.self) { try Self.us.serializer.value(for: text) }
    }

    @Test("setting the value writes the locale's date", arguments: EditKindReporting.allCases)
    func settingValue(reporting: EditKindReporting) throws {
        let (field, binding) = Notation.field(Self.german, "", reporting)
        let day = try #require(Self.day(2031, 3, 5))
        binding.value = day
        #expect(field.text == "05.03.2031")
        #expect(binding.value == Self.day(2031, 3, 5))
    }

    @Test(
        "a day starts at midnight in the options' time zone, and the value reads back",
        arguments: [
            ("America/Sao_Paulo", "11/04/2018"), ("America/New_York", "03/10/2024"), ("Europe/Berlin", "10/27/2024"), ("Asia/Tokyo", "02/29/2024"),
            ("Pacific/Apia", "12/31/2011"), ("Pacific/Apia", "12/29/2011"),
        ])
    func startOfDay(_ example: (zone: String, text: String)) throws {
        let zone = try #require(TimeZone(identifier: example.zone))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), timeZone: zone))
        let parts = example.text.split(separator: "/").compactMap { Int($0) }
        let value = try format.serializer.value(for: example.text)
        #expect(value == calendar.startOfDay(for: try #require(calendar.date(from: DateComponents(year: parts[2], month: parts[0], day: parts[1], hour: 12)))))
        #expect(format.serializer.string(for: value) == example.text)
    }

    @Test("the value's day starts in the options' time zone")
    func timeZone() throws {
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"), timeZone: tokyo))
        #expect(try format.serializer.value(for: "12/31/1999") == Self.day(1999, 12, 31, in: tokyo))
        // 15:00 UTC on 31 December is already 1 January in Tokyo.
        let afternoon = try #require(Self.day(1999, 12, 31)).addingTimeInterval(15 * 3600)
        #expect(format.serializer.string(for: afternoon) == "01/01/2000")
    }

    @Test(
        "with bounds, a date outside them cannot be completed",
        arguments: [
            ("01/01/2000", "01/01/2000|"),
            ("12/31/2009", "12/31/2009|"),
            // The first digit no day within them can follow is refused, and the keys after it.
            ("12/31/1999", "12/31/|"),
            ("01/01/2010", "01/01/20|"),
            ("06/15/2005", "06/15/2005|"),
        ], EditKindReporting.allCases)
    func bounds(_ example: (typed: String, expected: String), reporting: EditKindReporting) throws {
        let minimum = try #require(Self.day(2000, 1, 1))
        let maximum = try #require(Self.day(2009, 12, 31))
        let options = DateTextInputOptions.options(locale: Locale(identifier: "en_US"), minimum: minimum, maximum: maximum)
        let (field, binding) = Notation.field(TextInputFormats.date(options), "", reporting)
        Notation.perform([example.typed], on: field)
        #expect(Notation.describe(field) == example.expected)
        #expect((binding.value != nil) == (field.text == example.typed))
    }

    @Test("bounds are days in the time zone, and either order works")
    func boundsAreDays() throws {
        // 23:00 UTC on 1 January 2000 is still 1 January.
        let lateMinimum = try #require(Self.day(2000, 1, 1)).addingTimeInterval(23 * 3600)
        let swapped = DateTextInputOptions.options(locale: Locale(identifier: "en_US"), minimum: Self.day(2009, 12, 31), maximum: lateMinimum)
        let format = TextInputFormats.date(swapped)
        #expect(try format.serializer.value(for: "01/01/2000") == Self.day(2000, 1, 1))
        #expect(throws: TextInputParseError.self) { try format.serializer.value(for: "01/01/2010") }
    }

    @Test("validated() reports bounds in the wrong order")
    func validated() throws {
        let minimum = try #require(Self.day(2009, 1, 1))
        let maximum = try #require(Self.day(2000, 1, 1))
        #expect(throws: TextInputConfigurationError.self) {
            try DateTextInputOptions.options(minimum: minimum, maximum: maximum).validated()
        }
        #expect(throws: Never.self) { try DateTextInputOptions.options(minimum: maximum, maximum: minimum).validated() }
    }

    @Test("options survive encoding")
    func codable() throws {
        let options = DateTextInputOptions.options(
            locale: Locale(identifier: "de_DE"), timeZone: try #require(TimeZone(identifier: "Europe/Berlin")), maximum: Self.day(2030, 1, 1))
        let decoded = try JSONDecoder().decode(DateTextInputOptions.self, from: JSONEncoder().encode(options))
        #expect(decoded == options)
    }

    @Test("keystrokes whose plain result is already right are accepted")
    func accepted() {
        let text = "12/"
        let edit = TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: "3", editedRange: text.endIndex..<text.endIndex, kind: .typing)
        #expect(Self.us.formatter.validate(edit) == .accepted)
    }
}
