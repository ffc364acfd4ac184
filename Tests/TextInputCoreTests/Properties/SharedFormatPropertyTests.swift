import Foundation
import Testing
import TextInputCore

/// A format is a value two fields may share: random edits interleaved over two fields bound to
/// one format leave each field with the text and value it would have alone.
@MainActor
@Suite("Random edits over two fields sharing each built-in format")
struct SharedFormatPropertyTests {
    static let maskFragments = FuzzAlphabet.all + ["482", "K", "4", "8", "-", "2", "31.12.1999", "12/34/56", "5551234567"]

    @Test("plain and its builders")
    func builders() {
        checkSharedFormatProperties(seed: 41) { TextInputFormats.plain }
        checkSharedFormatProperties(seed: 42) {
            TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6)
                .map { text, selection in (text, selection) }
        }
    }

    @Test("bank card formats")
    func bankCards() {
        checkSharedFormatProperties(seed: 43) { TextInputFormats.bankCardNumber() }
        checkSharedFormatProperties(seed: 44) { TextInputFormats.bankCardExpiryDate() }
        checkSharedFormatProperties(seed: 45) { TextInputFormats.bankCardHolderName() }
        checkSharedFormatProperties(seed: 46) { TextInputFormats.bankCardSecurityCode() }
    }

    @Test("phone numbers")
    func phoneNumbers() {
        checkSharedFormatProperties(seed: 47) { TextInputFormats.phoneNumber(.options(defaultRegion: "US")) }
    }

    @Test("masks whose value depends on the edit: affine, right to left, autoskip")
    func masks() throws {
        try checkSharedFormatProperties(seed: 48, fragments: Self.maskFragments) {
            try TextInputFormats.mask("[00]-[00000]", affineFormats: ["[00]-[0]", "[00]-[000]"])
        }
        try checkSharedFormatProperties(seed: 49, fragments: Self.maskFragments) {
            try TextInputFormats.mask(
                "[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]", "[00]{/}[00]{/}[00]"], affinityStrategy: .prefix
            )
        }
        try checkSharedFormatProperties(seed: 50, fragments: Self.maskFragments) {
            try TextInputFormats.mask("[000] [000] [000]", isRightToLeft: true)
        }
        try checkSharedFormatProperties(seed: 51, fragments: Self.maskFragments) {
            try TextInputFormats.mask("+1 ([000]) [000]-[0000]", autoskip: true)
        }
    }
}
