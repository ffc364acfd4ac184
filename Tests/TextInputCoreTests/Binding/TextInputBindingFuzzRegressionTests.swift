import Foundation
import Testing
import TextInputCore

/// Scripts `textinput-fuzz` shrank (the Reliability article), kept as specifications: text that
/// app code sets and the format refuses never stays in the field.
@MainActor
@Suite("Fuzzer findings: text set by app code")
struct TextInputBindingFuzzRegressionTests {
    @Test("reformat() of a text the format refuses altogether leaves the empty field", arguments: EditKindReporting.allCases)
    func reformatRefusedText(reporting: EditKindReporting) {
        // textinput-fuzz --format plain-digits-6 --seed 7
        let format = TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6)
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        field.setTextProgrammatically("\t")
        binding.reformat()
        #expect(field.text == "")
        #expect(binding.value == "")
    }

    @Test("deleting all of a text app code set shows the text the binding knew", arguments: EditKindReporting.allCases)
    func deletingUnapprovedText(reporting: EditKindReporting) {
        // textinput-fuzz --format percent-en_IN --seed 11
        let format = TextInputFormats.percent(.options(locale: Locale(identifier: "en_IN"), maximum: 1000))
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        field.beginEditing()
        field.setTextProgrammatically("\0")
        field.replace(0..<1, with: "")
        #expect(field.text == "")
        #expect(binding.value == nil)
    }

    @Test("deleting a flag app code set into a completing card field shows the empty field", arguments: EditKindReporting.allCases)
    func deletingUnapprovedTextWithCompletion(reporting: EditKindReporting) {
        // textinput-fuzz --format completion-bankCardNumber --seed 11
        let format = TextInputFormats.bankCardNumber().completing(from: InMemoryAutoFillSource(["4111 1111 1111 1111"]))
        let field = TextInputSimulator(reporting)
        format.bind(to: field)
        field.pressReturn()
        field.setTextProgrammatically("\u{1F1EB}")
        field.replace(0..<1, with: "")
        #expect(field.text == "")
    }

    @Test("text app code sets while an input method composes is formatted from the text before the composition", arguments: EditKindReporting.allCases)
    func textSetDuringComposition(reporting: EditKindReporting) {
        // textinput-fuzz --format bankCardNumber --seed 11
        let format = TextInputFormats.bankCardNumber()
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        field.setMarkedText("a\0b")
        field.setTextProgrammatically("e\u{301}")  // UIKit drops the composition without a word
        field.backspace()
        #expect(field.text == "")
        #expect(binding.value == nil)
    }

    @Test("a composition app code cut short leaves no marked text behind in an amount", arguments: EditKindReporting.allCases)
    func amountSetDuringComposition(reporting: EditKindReporting) {
        // textinput-fuzz --format currency-EUR-fr_FR --seed 11
        let format = TextInputFormats.currency(code: "EUR", .options(locale: Locale(identifier: "fr_FR"), allowsNegative: true))
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        field.insert("１２")
        field.backspace()
        field.setMarkedText("１２３")
        field.setTextProgrammatically("1e5")
        field.replace(2..<4, with: ",")
        field.insert("8")
        #expect(Array(format.formatted(field.text).text.utf8) == Array(field.text.utf8))
        #expect(binding.value == format.formatted(field.text).value)
    }

    @Test("a composition over text app code set after the AutoFill placeholder starts from the empty field", arguments: EditKindReporting.allCases)
    func compositionAfterAutoFillPlaceholder(reporting: EditKindReporting) {
        // textinput-fuzz --format decimal-ar_EG --seed 11
        let format = TextInputFormats.decimal(.options(locale: Locale(identifier: "ar_EG"), maximumFractionDigits: 2))
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = true
        let binding = format.bind(to: field)
        field.insert("\n")  // let in: QuickType may fill the field after it
        field.setTextProgrammatically("\t")
        field.setMarkedText("x")
        field.endEditing()
        #expect(field.text == "")
        #expect(binding.value == nil)
    }

    @Test("a caret moved into the symbol after a reformat ended a composition goes after the symbol", arguments: EditKindReporting.allCases)
    func caretGuardAfterCompositionReformatted(reporting: EditKindReporting) {
        // textinput-fuzz --format currency-cents-USD-en_US --seed 19
        let format = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"), allowsNegative: true, entry: .minorUnitsFirst))
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        field.insert("1")
        field.setMarkedText("3")
        binding.reformat()
        field.select(0..<0)
        #expect(field.text.hasPrefix("$0.1") || field.text == "$0.01")  // the composed 3 committed or not
        #expect(field.selectedRange == field.text.index(after: field.text.startIndex)..<field.text.index(after: field.text.startIndex))
    }

    @Test("after a reformat ended a composition, Backspace over the separator deletes the digit before it", arguments: EditKindReporting.allCases)
    func backspaceAfterCompositionReformatted(reporting: EditKindReporting) {
        // textinput-fuzz --format card-expiry --seed 7
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.bankCardExpiryDate().bind(to: field)
        field.insert("9")
        #expect(field.text == "09/")
        field.setMarkedText("\u{645}\u{631}")
        binding.reformat()
        #expect(field.text == "09/")
        field.backspace()
        #expect(field.text == "0")
        #expect(field.selectedCharacterRange == 1..<1)
    }
}
