import Foundation
import Testing
import TextInputCore

/// The tables of the BuiltinFormats article, "Dates" (its samples are snippets that check
/// themselves).
@MainActor
@Suite("BuiltinFormats article: date tables")
struct BuiltinFormatsDateTableTests {
    @Test(
        "the table of layouts",
        arguments: [
            ("en_US", "02/29/2024"), ("ja_JP", "2024/02/29"), ("zh_CN", "2024/02/29"), ("de_DE", "29.02.2024"), ("ru_RU", "29.02.2024"),
            ("sv_SE", "2024-02-29"), ("en_CA", "2024-02-29"), ("en_GB", "29/02/2024"), ("fr_FR", "29/02/2024"), ("ko_KR", "2024. 02. 29"),
            ("nl_NL", "29-02-2024"), ("th_TH", "29/02/2024"),
        ])
    func layouts(_ example: (locale: String, text: String)) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: example.locale)))
        #expect(format.serializer.string(for: Date(timeIntervalSince1970: 1_709_164_800)) == example.text)
    }

    @Test(
        "the table of rules",
        arguments: [
            ("en_US", "|", "4", "04/|"),
            ("en_US", "1|", "/", "01/|"),
            ("en_US", "1|", "3", "1|"),
            ("en_US", "04/3|", "1", "04/3|"),
            ("en_US", "02/|", "30", "02/3|"),
            ("en_US", "02/|", "3/", "02/03/|"),
            ("en_US", "02/29/202|", "3", "02/29/202|"),
            ("en_US", "01/01/|", "0", "01/01/|"),
            ("en_US", "|", "15251999", "1|"),
            ("de_DE", "31.|", "04", "31.0|"),
            ("en_US", "12/|31/1999", "backspace", "1|/31/1999"),
            ("en_US", "12|/31/1999", "5", "12|/31/1999"),
        ], EditKindReporting.allCases)
    func rules(_ example: (locale: String, before: String, action: String, after: String), reporting: EditKindReporting) {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: example.locale)))
        #expect(FieldNotation.outcome(of: [example.action], on: format, showing: example.before, reporting) == example.after)
    }

    @Test(
        "the table of pastes",
        arguments: [
            ("12/31/1999", "12/31/1999"), ("12 - 31 - 1999", "12/31/1999"), ("12311999", "12/31/1999"), ("1999-12-31", "12/31/1999"),
            ("1.2.1999", "01/02/1999"), ("1/2/1999", "1/2/1999"), ("02/30/2024", "02/3"), ("02/29/2023", "02/29/202"), ("13/01/2024", "1"),
            ("1/2/3/4", "01/02/3"),
        ])
    func pastes(_ example: (pasted: String, shown: String)) {
        #expect(TextInputFormats.date(.options(locale: Locale(identifier: "en_US"))).formatted(example.pasted).text == example.shown)
    }
}
