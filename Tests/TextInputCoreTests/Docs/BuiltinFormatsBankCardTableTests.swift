import Foundation
import Testing
import TextInputCore

/// The tables of the BuiltinFormats article, "Bank cards" (its samples are snippets that check
/// themselves).
@MainActor
@Suite("BuiltinFormats article: bank card tables")
struct BuiltinFormatsBankCardTableTests {
    @Test("card number tables: replacing a selection regroups the whole number")
    func cardNumberTable() {
        let field = TextInputSimulator(text: "4111 1111 1111 1111")
        TextInputFormats.bankCardNumber().bind(to: field)
        field.select(5..<9)
        field.insert("2")
        #expect(field.text == "4111 2111 1111 1")
        #expect(field.selectedCharacterRange == 6..<6)
    }
}
