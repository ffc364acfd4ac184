import Testing
import TextInputCore

/// The editing properties every format keeps (valid selection, value in step, fixed point,
/// no crash on hostile Unicode) hold with inline completion in front of it.
@MainActor
@Suite("Inline completion keeps every format's editing properties")
struct InlineCompletionPropertyTests {
    /// Suggestions that share beginnings with what the scripts type, hostile ones included.
    nonisolated static let suggestions = InMemoryAutoFillSource([
        "4111 1111 1111 1111", "4242 4242 4242 4242", "12/34", "+1 (415) 555-2671", "(415) 555-2671",
        "1,234.50", "123", "abc123def", "ab", "aZé", "Zürich", "e\u{301}clair", "👍🏽1👍🏽2", "🇫🇷 France",
        "👨‍👩‍👧 family", "שלום עולם", "ا ب", "\u{202E}abc", "1\n2", "١٢٣",
    ])

    /// The usual fragments, and many more that start a suggestion, so that one shows often.
    nonisolated static let fragments =
        FuzzAlphabet.all
        + Array(repeating: ["4", "1", "2", "a", "Z", "ü", "👍🏽", "🇫", "ש", "(", "+", "e"], count: 4).joined()

    @Test("plain text and builders")
    func plain() {
        checkEditingProperties(of: TextInputFormats.plain.completing(from: Self.suggestions), seed: 301, fragments: Self.fragments)
        checkEditingProperties(
            of: TextInputFormats.plain.filter(constrainingCharactersCount: 6).completing(from: Self.suggestions),
            seed: 302,
            fragments: Self.fragments
        )
    }

    @Test("bank cards")
    func bankCards() {
        checkEditingProperties(of: TextInputFormats.bankCardNumber().completing(from: Self.suggestions), seed: 303, fragments: Self.fragments)
        checkEditingProperties(of: TextInputFormats.bankCardExpiryDate().completing(from: Self.suggestions), seed: 304, fragments: Self.fragments)
    }

    @Test("phone numbers")
    func phoneNumbers() {
        checkEditingProperties(
            of: TextInputFormats.phoneNumber(.options(defaultRegion: "US")).completing(from: Self.suggestions),
            seed: 305,
            fragments: Self.fragments
        )
    }

    @Test("masks and numbers")
    func masksAndNumbers() throws {
        checkEditingProperties(of: try TextInputFormats.mask("[00]/[00]").completing(from: Self.suggestions), seed: 306, fragments: Self.fragments)
        checkEditingProperties(of: try TextInputFormats.mask("[___]-[...]").completing(from: Self.suggestions), seed: 307, fragments: Self.fragments)
        checkEditingProperties(
            of: TextInputFormats.decimal(.options(locale: .init(identifier: "en_US"))).completing(from: Self.suggestions),
            seed: 308,
            fragments: Self.fragments
        )
    }
}
