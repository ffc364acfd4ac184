import Testing
import TextInputCore

/// Random edit scripts over an IBAN field: the editing invariants hold after every step (the
/// text is a fixed point of the formatter, the caret is valid, the status agrees with the
/// value, nothing printed shows a letter or digit…).
@MainActor
@Suite("Random edits over IBAN fields")
struct IBANPropertyTests {
    /// What people type and paste into an IBAN field, and what it drops.
    static let fragments =
        FuzzAlphabet.all + [
            "gb82 west 1234 5698 7654 32", "GB82WEST12345698765432", "NO93 8601 1117 947", "de89-3704-0044-0532-0130-00", "GB", "NO", "DE",
            "ZZ", "west", "W", "x", " ", "-", "IBAN: ",
        ]

    @Test("editing invariants hold over random scripts", arguments: [61, 62, 63] as [UInt64])
    func editingProperties(seed: UInt64) {
        checkEditingProperties(of: TextInputFormats.iban(), seed: seed, fragments: Self.fragments)
    }

    @Test("two fields sharing one IBAN format each keep their own text and value")
    func sharedFormat() {
        checkSharedFormatProperties(seed: 64, fragments: Self.fragments) { TextInputFormats.iban() }
    }
}
