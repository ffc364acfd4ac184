/// The plural form a count takes in a language: the cardinal categories of the Unicode CLDR
/// (`plurals.xml`), for whole numbers, in the languages the package speaks.
///
/// A `Localizable.stringsdict` names its variants by these categories; the package picks the
/// variant itself rather than asking Foundation's bundle localization, which not every platform
/// the package runs on reads plural variants with.
///
/// ```swift
/// TextInputPluralCategory(count: 1, language: "fr")    // .one   (0 and 1 are singular)
/// TextInputPluralCategory(count: 11, language: "ar")   // .many  (11 to 99, and 111…)
/// TextInputPluralCategory(count: 21, language: "ja")   // .other (no plural forms)
/// ```
enum TextInputPluralCategory: String, CaseIterable, Sendable {
    case zero, one, two, few, many, other

    /// The category of the whole number `count` in `language` (a code of
    /// ``TextInputString/localizations``); English's rule for another language.
    init(count: Int, language: String) {
        let n = count.magnitude
        switch language {
        case "ja":
            self = .other
        case "fr":
            // i = 0,1 @integer 0, 1 · many: i != 0 and i % 1000000 = 0 and v = 0
            self = n <= 1 ? .one : n % 1_000_000 == 0 ? .many : .other
        case "es":
            // n = 1 · many: i != 0 and i % 1000000 = 0 and v = 0
            self = n == 1 ? .one : n != 0 && n % 1_000_000 == 0 ? .many : .other
        case "ar":
            // n = 0 · n = 1 · n = 2 · n % 100 = 3..10 · n % 100 = 11..99
            switch (n, n % 100) {
            case (0, _): self = .zero
            case (1, _): self = .one
            case (2, _): self = .two
            case (_, 3...10): self = .few
            case (_, 11...99): self = .many
            default: self = .other
            }
        default:
            // en, de: i = 1 and v = 0
            self = n == 1 ? .one : .other
        }
    }
}
