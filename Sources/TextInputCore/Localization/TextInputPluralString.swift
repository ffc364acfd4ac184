import Foundation

/// The words whose form follows a count — "one digit left", "seven digits left", "بقيت ثلاثة
/// أرقام", "بقي أحد عشر رقمًا" — from the package's `Localizable.stringsdict`, in each
/// language's plural forms (``TextInputPluralCategory``), the count in words.
///
/// ```swift
/// TextInputPluralString.digitsLeft.localized(count: 21, for: Locale(identifier: "es"))   // "faltan veintiún dígitos"
/// TextInputPluralString.digitsLeft.localized(count: 2, for: Locale(identifier: "ar"))    // "بقي رقمان"
/// ```
package enum TextInputPluralString: String, CaseIterable, Sendable {
    /// "seven digits left": said after a mask's text.
    case digitsLeft
    /// "seven characters left": said after a mask's text whose slots take more than digits.
    case charactersLeft

    /// The phrase for `count` (1 or more) in the language of `locale`, or in English when the
    /// resource does not have it: the variant of the count's plural category, the count in
    /// words where the variant says it.
    package func localized(count: Int, for locale: Locale = .current) -> String {
        guard let (entry, language) = TextInputPluralTable.entry(rawValue, language: TextInputStringTable.language(for: locale)) else {
            return rawValue
        }
        return entry.phrase(count: count, language: language)
    }
}

/// One entry of a `Localizable.stringsdict`, as Apple's tools and translators write it: a
/// format (`NSStringLocalizedFormatKey`, "%1$#@digits@") naming one plural variable, whose
/// variants (`NSStringPluralRuleType`) name the count in words as the second argument, `%2$@`.
///
/// The count itself is the first argument, which only picks the variant: written as digits it
/// would join the digits of the field it is said after. So the entry reads the same with
/// Foundation's `String.localizedStringWithFormat(format, count, words)` where Foundation reads
/// plural variants.
struct TextInputPluralEntry: Equatable, Sendable {
    /// The text around the variable; the variable's reference stands for the variant.
    let format: String
    /// How `format` refers to the variable: `%#@name@` or `%1$#@name@`.
    let reference: String
    /// The variants the entry has; `other` stands for those it lacks.
    let variants: [TextInputPluralCategory: String]

    /// Where a variant says the count in words.
    static let countInWords = "%2$@"

    /// The entry of a `.stringsdict` dictionary, or nil when it holds no plural variable with
    /// an `other` variant.
    init?(_ dictionary: [String: Any]) {
        guard let format = dictionary["NSStringLocalizedFormatKey"] as? String else { return nil }
        let variable = dictionary.first { _, value in
            (value as? [String: Any])?["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType"
        }
        guard let (name, rules) = variable, let rules = rules as? [String: Any] else { return nil }
        var variants: [TextInputPluralCategory: String] = [:]
        for category in TextInputPluralCategory.allCases {
            variants[category] = rules[category.rawValue] as? String
        }
        let reference = ["%1$#@\(name)@", "%#@\(name)@"].first { format.contains($0) }
        guard let reference, variants[.other] != nil else { return nil }
        self.format = format
        self.reference = reference
        self.variants = variants
    }

    /// The phrase for `count` in `language`.
    func phrase(count: Int, language: String) -> String {
        let category = TextInputPluralCategory(count: count, language: language)
        let variant = variants[category] ?? variants[.other] ?? ""
        let phrase = format.replacingOccurrences(of: reference, with: variant)
        guard phrase.contains(Self.countInWords) else { return phrase }
        return phrase.replacingOccurrences(of: Self.countInWords, with: TextInputCountWords.words(for: count, language: language))
    }
}

/// The plural resource, read once per process (the first time a phrase is asked for).
enum TextInputPluralTable {
    /// Every language's entries; a language whose file cannot be read has none.
    private static let tables = Dictionary(
        uniqueKeysWithValues: TextInputString.localizations.map { language in
            let file = TextInputStringTable.propertyList(language, extension: "stringsdict") as? [String: Any] ?? [:]
            return (language, file.compactMapValues { ($0 as? [String: Any]).flatMap(TextInputPluralEntry.init) })
        }
    )

    /// The entry `key` of `language`, or of English when the language lacks it, with the
    /// language whose rules and number words it is said in.
    static func entry(_ key: String, language: String) -> (TextInputPluralEntry, language: String)? {
        if let entry = tables[language]?[key] { return (entry, language) }
        return tables["en"]?[key].map { ($0, "en") }
    }
}
