import Foundation
import Testing
import TextInputCore

/// Scripts `textinput-fuzz` shrank (Docs/Reliability.md), kept as specifications: text that
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
}
