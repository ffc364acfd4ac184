import Foundation

/// A count in words in one of the package's languages, as it stands before the nouns the
/// package counts — a digit, a character: masculine in French, Spanish and Arabic — and
/// said rather than written, so that no digit of the count joins the digits of the field it is
/// said after.
///
/// The system's spell-out (ICU's, through `NumberFormatter`) says most counts, without the
/// invisible formatting characters it may carry (German's soft hyphens: "ein\u{AD}und\u{AD}zwanzig")
/// that speech and braille would show; Spanish's ending in one is shortened before the noun, as
/// the language does ("veintiún", "treinta y un"); Arabic's words, whose spell-out differs
/// between platforms and ignores the noun's gender, are the package's own
/// (``ArabicCountWords``).
///
/// ```swift
/// TextInputCountWords.words(for: 21, language: "de")   // "einundzwanzig"
/// TextInputCountWords.words(for: 31, language: "es")   // "treinta y un"
/// TextInputCountWords.words(for: 12, language: "ar")   // "اثنا عشر"
/// ```
enum TextInputCountWords {
    /// `count` (1 or more) in words in `language`, a code of ``TextInputString/localizations``.
    static func words(for count: Int, language: String) -> String {
        if language == "ar", let words = ArabicCountWords.words(for: count) { return words }
        return spelled.value(for: Spelled(count: count, language: language)) {
            let formatter = NumberFormatter()
            formatter.locale = Locale(identifier: language)
            formatter.numberStyle = .spellOut
            let spelled = withoutFormatCharacters(formatter.string(from: NSNumber(value: count)) ?? String(count))
            return language == "es" ? shortenedBeforeMasculineNoun(spelled) : spelled
        }
    }

    /// A count in a language.
    private struct Spelled: Hashable, Sendable {
        var count: Int
        var language: String
    }

    /// The counts already said: a field says the same few counts at every keystroke, and
    /// spelling one out makes a `NumberFormatter`.
    private static let spelled = ProcessCache<Spelled, String>()

    /// `text` without its invisible formatting characters (Unicode's category Cf: soft hyphens,
    /// direction marks, zero-width joiners).
    static func withoutFormatCharacters(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter { $0.properties.generalCategory != .format })
        return String(scalars)
    }

    /// A Spanish count as it stands before a masculine noun: "uno" ending it loses its last
    /// letter ("treinta y un", "ciento un"), and "veintiuno" becomes "veintiún".
    private static func shortenedBeforeMasculineNoun(_ words: String) -> String {
        if words == "veintiuno" || words.hasSuffix(" veintiuno") { return words.dropLast(3) + "ún" }
        if words == "uno" || words.hasSuffix(" uno") { return String(words.dropLast()) }
        return words
    }
}
