import Testing

@testable import TextInputCore

@Suite("A count takes the plural form the Unicode CLDR gives it in its language")
struct TextInputPluralCategoryTests {
    /// CLDR's cardinal rules for whole numbers, from the samples of its `plurals.xml`.
    @Test(
        "each language's categories, at the counts where they change",
        arguments: [
            ("en", 1, TextInputPluralCategory.one), ("en", 0, .other), ("en", 2, .other), ("en", 21, .other), ("en", 101, .other),
            ("de", 1, .one), ("de", 2, .other), ("de", 21, .other), ("de", 101, .other),
            ("fr", 0, .one), ("fr", 1, .one), ("fr", 2, .other), ("fr", 21, .other), ("fr", 101, .other),
            ("fr", 1_000_000, .many), ("fr", 2_000_000, .many), ("fr", 1_000_001, .other),
            ("es", 0, .other), ("es", 1, .one), ("es", 2, .other), ("es", 21, .other), ("es", 101, .other),
            ("es", 1_000_000, .many), ("es", 3_000_000, .many), ("es", 1_000_100, .other),
            ("ja", 0, .other), ("ja", 1, .other), ("ja", 2, .other), ("ja", 21, .other),
            ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two), ("ar", 3, .few), ("ar", 10, .few), ("ar", 103, .few),
            ("ar", 110, .few), ("ar", 1003, .few), ("ar", 11, .many), ("ar", 26, .many), ("ar", 99, .many), ("ar", 111, .many),
            ("ar", 1011, .many), ("ar", 100, .other), ("ar", 101, .other), ("ar", 102, .other), ("ar", 200, .other),
            ("ar", 1000, .other),
            ("pt", 1, .one), ("pt", 2, .other),
        ])
    func category(language: String, count: Int, expected: TextInputPluralCategory) {
        #expect(TextInputPluralCategory(count: count, language: language) == expected)
    }
}
