import Foundation
import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// Suggestions that share beginnings with what the scripts type, hostile ones included.
    static let suggestions = [
        "4111 1111 1111 1111", "4242 4242 4242 4242", "12/34", "+1 (415) 555-2671", "(415) 555-2671", "1,234.50", "123",
        "abc123def", "ab", "aZé", "Zürich", "e\u{301}clair", "👍🏽1👍🏽2", "🇫🇷 France", "👨‍👩‍👧 family", "שלום עולם", "ا ب",
        "\u{202E}abc", "1\n2", "١٢٣",
    ]

    /// Fragments that start a suggestion, so that one shows often.
    static let suggestionStarts = Array(repeating: ["4", "1", "2", "a", "Z", "ü", "👍🏽", "🇫", "ש", "(", "+", "e"], count: 3).joined()

    /// The Swift code of the suggestions' source.
    static var suggestionsCode: String {
        "InMemoryAutoFillSource([\(suggestions.map(\.swiftLiteral).joined(separator: ", "))])"
    }

    /// Inline completion in front of several formats, a form navigator over three fields, and
    /// multi-line fields (text views), in a form and completing.
    static func plugins() -> [any FuzzTarget] {
        let source = InMemoryAutoFillSource(suggestions)
        let fragments = Array(suggestionStarts)
        let form = [
            TextInputFormats.plain,
            TextInputFormats.bankCardHolderName(),
            TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6),
        ]
        var navigator = FuzzFormatTarget(
            "form-navigator",
            form,
            code: """
                let formats = [
                    TextInputFormats.plain,
                    TextInputFormats.bankCardHolderName(),
                    TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6),
                ]
                """
        )
        navigator.navigates = true
        var notes = FuzzFormatTarget(
            "multiline-form",
            [TextInputFormats.plain.filter(constrainingCharactersCount: 12), TextInputFormats.plain],
            code: "let formats = [TextInputFormats.plain.filter(constrainingCharactersCount: 12), TextInputFormats.plain]"
        )
        notes.navigates = true
        notes.isMultiline = true
        var completingNotes = FuzzFormatTarget(
            "multiline-completion",
            sharing: TextInputFormats.plain.completing(from: source),
            code: "TextInputFormats.plain.completing(from: \(suggestionsCode))",
            fragments: fragments
        )
        completingNotes.isMultiline = true
        return [
            FuzzFormatTarget(
                "completion-plain",
                sharing: TextInputFormats.plain.completing(from: source),
                code: "TextInputFormats.plain.completing(from: \(suggestionsCode))",
                fragments: fragments
            ),
            FuzzFormatTarget(
                "completion-bankCardNumber",
                sharing: TextInputFormats.bankCardNumber().completing(from: source),
                code: "TextInputFormats.bankCardNumber().completing(from: \(suggestionsCode))",
                fragments: fragments
            ),
            FuzzFormatTarget(
                "completion-phoneNumber-US",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: "US")).completing(from: source),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"US\")).completing(from: \(suggestionsCode))",
                fragments: fragments
            ).writingItsLetters(),
            FuzzFormatTarget(
                "completion-decimal-en_US",
                sharing: TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"))).completing(from: source),
                code: "TextInputFormats.decimal(.options(locale: Locale(identifier: \"en_US\"))).completing(from: \(suggestionsCode))",
                fragments: fragments
            ),
            navigator,
            notes,
            completingNotes,
        ]
    }
}
