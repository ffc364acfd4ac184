import Foundation
import Testing
import TextInputCore

/// The first year a date field takes: 1000 unless the options name another, or a minimum.
struct DateMinimumYearTests {
    /// Proleptic Gregorian days before 1582, which Foundation's `Calendar` would count as Julian
    /// ones (seconds from Python's `datetime.date`, proleptic too).
    nonisolated static let june1st800 = Date(timeIntervalSince1970: -36_908_524_800)
    nonisolated static let january1st800 = Date(timeIntervalSince1970: -36_921_657_600)
    nonisolated static let january1st900 = Date(timeIntervalSince1970: -33_765_897_600)

    nonisolated static let rows: [(options: DateTextInputOptions, text: String, status: TextInputValueStatus, why: String)] = [
        (.options(locale: Locale(identifier: "en_US")), "12/31/0999", .invalid, "1000 by default"),
        (.options(locale: Locale(identifier: "en_US")), "01/01/1000", .valid, "1000 by default"),
        (.options(locale: Locale(identifier: "en_US"), minimumYear: 1), "01/01/0001", .valid, "every year"),
        (.options(locale: Locale(identifier: "en_US"), minimumYear: 1900), "12/31/1899", .invalid, "from 1900"),
        (.options(locale: Locale(identifier: "en_US"), minimumYear: 1900), "01/01/1900", .valid, "from 1900"),
        (.options(locale: Locale(identifier: "en_US"), minimumYear: -5), "01/01/0001", .valid, "taken as 1"),
        (.options(locale: Locale(identifier: "en_US"), minimum: june1st800), "06/01/0800", .valid, "a minimum replaces it"),
        (.options(locale: Locale(identifier: "en_US"), minimum: june1st800), "05/31/0800", .invalid, "a minimum replaces it"),
        (.options(locale: Locale(identifier: "en_US"), maximum: january1st900), "01/01/0001", .valid, "not applied before a maximum"),
        (.options(locale: Locale(identifier: "en_US"), maximum: january1st900), "01/02/0900", .invalid, "the maximum holds"),
    ]

    @Test("the years a field takes", arguments: rows)
    func years(_ row: (options: DateTextInputOptions, text: String, status: TextInputValueStatus, why: String)) {
        #expect(TextInputFormats.date(row.options).status(of: row.text) == row.status, "\(row.why)")
    }

    @Test("the default is DateTextInputOptions.defaultMinimumYear")
    func defaultYear() {
        #expect(DateTextInputOptions.defaultMinimumYear == 1000)
        #expect(DateTextInputOptions.options() == DateTextInputOptions.options(minimumYear: 1000))
    }

    @Test("validated() reports a minimum year outside 1…9999, and a maximum before it without a minimum")
    func validated() throws {
        #expect(throws: TextInputConfigurationError.self) { try DateTextInputOptions.options(minimumYear: 0).validated() }
        #expect(throws: TextInputConfigurationError.self) { try DateTextInputOptions.options(minimumYear: 10_000).validated() }
        #expect(throws: TextInputConfigurationError.self) { try DateTextInputOptions.options(maximum: Self.january1st900).validated() }
        #expect(throws: Never.self) { try DateTextInputOptions.options(minimum: Self.january1st800, maximum: Self.january1st900).validated() }
        do {
            _ = try DateTextInputOptions.options(minimumYear: 0).validated()
        } catch {
            #expect(error.fallback == 1)
            #expect(error.setting.name == "DateTextInputOptions.minimumYear")
        }
    }

    @Test("options encode their minimum year, and options saved without one take the default")
    func codable() throws {
        let options = DateTextInputOptions.options(locale: Locale(identifier: "en_GB"), minimumYear: 1900)
        #expect(try JSONDecoder().decode(DateTextInputOptions.self, from: JSONEncoder().encode(options)) == options)
        var saved = try #require(try JSONSerialization.jsonObject(with: JSONEncoder().encode(options)) as? [String: Any])
        saved["minimumYear"] = nil
        let decoded = try JSONDecoder().decode(DateTextInputOptions.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(decoded == DateTextInputOptions.options(locale: Locale(identifier: "en_GB")))
    }
}
