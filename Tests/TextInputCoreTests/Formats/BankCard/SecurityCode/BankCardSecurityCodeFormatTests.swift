import Testing
import TextInputCore

@MainActor
@Suite("TextInputFormats.bankCardSecurityCode: digits, and a length that follows the card brand")
struct BankCardSecurityCodeFormatTests {
    typealias Notation = FieldNotation

    @Test(
        "digits only, at most length",
        arguments: [
            (3, "|", ["123"], "123|"),
            (3, "|", ["1234"], "123|"),
            (3, "|", ["1a2"], "12|"),
            (3, "|", ["paste:1 2 3 4"], "123|"),
            (3, "|", ["paste:１２"], "12|"),
            (3, "|", ["a"], "|"),
            (3, "12|3", ["4"], "12|3"),
            (3, "[12]3", ["4"], "4|3"),
            (3, "[12]3", ["paste:4567"], "45|3"),
            (3, "123|", ["backspace"], "12|"),
            (4, "|", ["12345"], "1234|"),
        ] as [(Int, String, [String], String)], EditKindReporting.allCases)
    func digits(_ example: (length: Int, start: String, actions: [String], expected: String), reporting: EditKindReporting) {
        let (length, start, actions, expected) = example
        let (field, _) = Notation.field(TextInputFormats.bankCardSecurityCode(length: length), start, reporting)
        Notation.perform(actions, on: field)
        #expect(Notation.describe(field) == expected)
    }

    @Test(
        "the value is the code once complete, nil before",
        arguments: [
            (3, "", nil), (3, "12", nil), (3, "123", "123"), (4, "123", nil), (4, "1234", "1234"),
        ] as [(Int, String, String?)], EditKindReporting.allCases)
    func value(_ example: (length: Int, text: String, expected: String?), reporting: EditKindReporting) {
        let (length, text, expected) = example
        let (_, binding) = Notation.field(TextInputFormats.bankCardSecurityCode(length: length), text + "|", reporting)
        #expect(binding.value?.digitsString == expected)
    }

    @Test("bindSecurityCode(to:): the length follows the brand typed in the card number field", arguments: EditKindReporting.allCases)
    func followsBrand(reporting: EditKindReporting) {
        let numberField = TextInputSimulator(reporting)
        let codeField = TextInputSimulator(reporting)
        let number = TextInputFormats.bankCardNumber().bind(to: numberField)
        let code = number.bindSecurityCode(to: codeField)

        codeField.insert("12345")
        #expect(codeField.text == "123")  // unknown brand: 3
        #expect(code.value?.digitsString == "123")

        numberField.insert("37")  // American Express: 4
        #expect(code.value == nil)  // "123" is no longer complete
        codeField.insert("45")
        #expect(codeField.text == "1234")
        #expect(code.value?.digitsString == "1234")

        numberField.selectAll()
        numberField.insert("4242")  // Visa: 3
        #expect(codeField.text == "123")  // cut to the new length
        #expect(code.value?.digitsString == "123")

        var reported: [String?] = []
        code.eventHandler = { event in
            if case let .editingChanged(state, changes) = event, changes.contains(.value) { reported.append(state.value?.digitsString) }
        }
        numberField.selectAll()
        numberField.insert("3782 822463 10005")
        #expect(reported == [nil])
        numberField.insert("1")  // full number: nothing changes, nothing reported
        #expect(reported == [nil])
    }

    @Test("a card number field with a brand already typed sets the length at once; unbinding stops the link", arguments: EditKindReporting.allCases)
    func initialLengthAndUnbind(reporting: EditKindReporting) {
        let numberField = TextInputSimulator(text: "3782", reporting)
        let number = TextInputFormats.bankCardNumber().bind(to: numberField)
        let codeField = TextInputSimulator(reporting)
        let code = number.bindSecurityCode(to: codeField)
        codeField.insert("12345")
        #expect(code.value?.digitsString == "1234")

        number.unbind()
        numberField.selectAll()
        numberField.insert("4")
        #expect(codeField.text == "1234")
    }

    @Test(
        "a length outside 3…4 is taken as the nearest of them, and validatedLength reports it",
        arguments: [
            (0, 3), (-1, 3), (1, 3), (2, 3), (5, 4), (100, 4), (Int.max, 4), (Int.min, 3),
        ])
    func invalidLength(length: Int, used: Int) throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardSecurityCode(length: length).bind(to: field)
        field.insert("123456")
        #expect(field.text == String("123456".prefix(used)))
        #expect(binding.value?.digitsString == field.text)
        #expect(throws: TextInputConfigurationError.outOfRange(.bankCardSecurityCodeLength, value: length, allowed: 3...4)) {
            try BankCardSecurityCode.validatedLength(length)
        }
    }

    @Test("validatedLength passes the lengths the format takes as given", arguments: BankCardSecurityCode.allowedLengths)
    func validLength(length: Int) throws {
        #expect(try BankCardSecurityCode.validatedLength(length) == length)
    }
}
