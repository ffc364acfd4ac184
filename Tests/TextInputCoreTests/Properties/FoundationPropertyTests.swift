import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Random edit scripts over the foundation's formats")
struct FoundationPropertyTests {
    @Test("plain: no crash, valid selection, fixed point")
    func plain() {
        checkEditingProperties(of: TextInputFormats.plain, seed: 1)
    }

    @Test("digits filter and length limit, in both orders")
    func filterAndLimit() {
        checkEditingProperties(of: TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6), seed: 2)
        checkEditingProperties(of: TextInputFormats.plain.filter(constrainingCharactersCount: 6).filter(by: .decimalDigits), seed: 3)
    }

    @Test("a four-builder chain")
    func chain() {
        let format = TextInputFormats.plain
            .filter(by: CharacterSet.letters.union(.decimalDigits))
            .map { text, selection in (text.uppercased(), selection) }
            .filter(constrainingCharactersCount: 8)
            .transformValue(direct: { $0.isEmpty ? nil : $0 }, reverse: { $0 })
        checkEditingProperties(of: format, seed: 4)
    }
}
