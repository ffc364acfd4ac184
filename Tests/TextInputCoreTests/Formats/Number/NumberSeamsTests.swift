import Foundation
import Testing
import TextInputCore

/// Number fields and the binding's seams: kind-less edits (UIKit), text that arrives without a
/// question, input-method composition, and fields that share a format.
@MainActor
@Suite("Number fields on UIKit's terms")
struct NumberSeamsTests {
    nonisolated static let dollars = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))

    @Test("an amount QuickType inserts unasked is formatted", arguments: EditKindReporting.allCases)
    func quickType(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = true
        let binding = Self.dollars.bind(to: field)
        field.insertFromQuickType("1234.50")
        #expect(field.text == "$1,234.50")
        #expect(binding.value == Decimal(string: "1234.5"))
    }

    @Test("text set by app code is formatted at the field's next report", arguments: EditKindReporting.allCases)
    func programmaticText(reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.decimal(.options(locale: Locale(identifier: "de_DE"))).bind(to: field)
        field.setTextProgrammatically("1234,5")
        field.beginEditing()
        #expect(field.text == "1.234,5")
        #expect(binding.value == Decimal(string: "1234.5"))
    }

    @Test("full-width digits composed by an input method are formatted once committed")
    func composition() {
        let field = TextInputSimulator()
        let binding = Self.dollars.bind(to: field)
        field.setMarkedText("１２")
        field.setMarkedText("１２３")
        #expect(field.text == "１２３")  // not rewritten while composing
        field.unmarkText()
        #expect(field.text == "$123.00")
        #expect(binding.value == 123)
    }

    @Test("two fields sharing a number format keep their own numbers")
    func sharedFormat() {
        let first = TextInputSimulator()
        let second = TextInputSimulator()
        let firstBinding = Self.dollars.bind(to: first)
        let secondBinding = Self.dollars.bind(to: second)
        first.insert("5")
        second.insert("7")
        first.insert("0")
        #expect(firstBinding.value == 50)
        #expect(secondBinding.value == 7)
    }
}

/// Random edit scripts over the number formats in several locales: no crash, a valid selection
/// and a value in step with the text after every step, and a text that pastes back unchanged.
@MainActor
@Suite("Random edit scripts over the number formats")
struct NumberPropertyTests {
    static let fragments =
        FuzzAlphabet.digits + FuzzAlphabet.digits + [
            ".", ",", "-", "+", " ", "$", "€", "%", "'", "٫", "٬", "\u{202F}", "\u{A0}", "1,234.50", "1.234,50 €", "$1,234.50",
            "-12.5", "0.", ".5", "007", "１２３", "١٢٣٤", "99999999999999999999999", "1e5", "(12)",
        ] + FuzzAlphabet.hostile

    @Test("every number format", arguments: ["en_US", "de_DE", "fr_FR", "en_IN", "ja_JP", "ar_EG"])
    func everyFormat(locale identifier: String) {
        let locale = Locale(identifier: identifier)
        let seed = UInt64(truncatingIfNeeded: identifier.unicodeScalars.reduce(7) { $0 &* 31 &+ Int($1.value) })
        let negatives = NumberTextInputOptions.options(locale: locale, allowsNegative: true)
        checkEditingProperties(of: TextInputFormats.decimal(negatives), seed: seed, fragments: Self.fragments)
        checkEditingProperties(of: TextInputFormats.integer(.options(locale: locale)), seed: seed + 1, fragments: Self.fragments)
        checkEditingProperties(of: TextInputFormats.currency(code: locale.currency?.identifier ?? "USD", negatives), seed: seed + 2, fragments: Self.fragments)
        checkEditingProperties(of: TextInputFormats.percent(.options(locale: locale, maximum: 1000)), seed: seed + 3, fragments: Self.fragments)
    }

    @Test("two fields sharing each number format")
    func sharedFormats() {
        let locale = Locale(identifier: "en_US")
        checkSharedFormatProperties(seed: 61, fragments: Self.fragments) { TextInputFormats.decimal(.options(locale: locale, allowsNegative: true)) }
        checkSharedFormatProperties(seed: 62, fragments: Self.fragments) { TextInputFormats.currency(code: "EUR", .options(locale: locale)) }
        checkSharedFormatProperties(seed: 63, fragments: Self.fragments) { TextInputFormats.percent(.options(locale: locale)) }
        checkSharedFormatProperties(seed: 64, fragments: Self.fragments) { TextInputFormats.integer(.options(locale: locale)) }
    }
}
