extension TextInputString {
    /// The word in the language of the current locale, looked up once per word: finding the
    /// locale's language costs microseconds, too much for items made at every keystroke and
    /// every move through a form, and an app's language does not change while it runs (iOS
    /// restarts an app whose language the user changes).
    var currentLanguageWord: String {
        Self.currentLanguageWords[self] ?? localized()
    }

    private static let currentLanguageWords = Dictionary(uniqueKeysWithValues: allCases.map { ($0, $0.localized()) })
}
