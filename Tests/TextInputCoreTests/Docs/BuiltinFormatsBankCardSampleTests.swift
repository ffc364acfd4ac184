import Foundation
import Testing
import TextInputCore

/// The Swift samples of Docs/BuiltinFormats.md, "Bank cards", as written there, with what the
/// document says they print.
@MainActor
@Suite("Docs/BuiltinFormats.md: bank card samples")
struct BuiltinFormatsBankCardSampleTests {
    @Test("card number sample")
    func cardNumber() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        field.insert("378282246310005")
        print(field.text)                            // "3782 822463 10005"
        print(binding.value?.cardBrand as Any)       // Optional(TextInputCore.BankCardBrand.amex)
        print(binding.value?.isValid ?? false)       // true
        #expect(field.text == "3782 822463 10005")
        #expect(binding.value?.cardBrand == .amex)
        #expect(binding.value?.isValid ?? false)
        #expect(String(describing: binding.value?.cardBrand as Any) == "Optional(TextInputCore.BankCardBrand.amex)")
        #expect(printed == ["3782 822463 10005", "Optional(TextInputCore.BankCardBrand.amex)", "true"])
    }

    @Test("card number options sample")
    func cardNumberOptions() {
        let shorter = TextInputFormats.bankCardNumber(.options(maxLength: 16))
        let field = TextInputSimulator()
        shorter.bind(to: field)
        field.insert("99999999999999999999")
        #expect(field.text == "9999 9999 9999 9999")
    }

    @Test("card number tables: replacing a selection regroups the whole number")
    func cardNumberTable() {
        let field = TextInputSimulator(text: "4111 1111 1111 1111")
        TextInputFormats.bankCardNumber().bind(to: field)
        field.select(5..<9)
        field.insert("2")
        #expect(field.text == "4111 2111 1111 1")
        #expect(field.selectedCharacterRange == 6..<6)
    }

    @Test("expiry date sample")
    func expiryDate() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardExpiryDate().bind(to: field)
        field.insert("1")
        field.insert("2")
        print(field.text)                      // "12/"
        field.insert("3")
        field.insert("4")
        print(field.text)                      // "12/34"
        print(binding.value?.month ?? 0)       // 12
        print(binding.value?.year ?? 0)        // 2034
        #expect(field.text == "12/34")
        #expect(binding.value?.month == 12)
        #expect(binding.value?.year == 2034)
        #expect(printed == ["12/", "12/34", "12", "2034"])
    }

    @Test("expiry date options and value samples")
    func expiryDateOptionsAndValue() throws {
        let calendar = Calendar(identifier: .gregorian)
        let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
        let format = TextInputFormats.bankCardExpiryDate(.options(calendar: calendar, currentDate: { june2025 }))
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        field.insert("06/34")
        #expect(binding.value?.year == 2034)
        field.selectAll()
        field.insert("06/99")
        #expect(binding.value?.year == 2099)

        let expiry = try BankCardExpiryDate(month: 1, year: 2030)
        let lastDay = calendar.date(from: DateComponents(year: 2030, month: 1, day: 31))!
        let nextMonth = calendar.date(from: DateComponents(year: 2030, month: 2, day: 1))!
        print(expiry.isExpired(relativeTo: lastDay, calendar: calendar))     // false
        print(expiry.isExpired(relativeTo: nextMonth, calendar: calendar))   // true
        #expect(expiry.isExpired(relativeTo: lastDay, calendar: calendar) == false)
        #expect(expiry.isExpired(relativeTo: nextMonth, calendar: calendar) == true)
    }

    @Test("holder name sample")
    func holderName() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardHolderName().bind(to: field)
        field.insert("Zoë O’Neil")
        print(field.text)              // "ZOE O'NEIL"
        print(binding.value ?? "")     // "ZOE O'NEIL"
        #expect(field.text == "ZOE O'NEIL")
        #expect(binding.value == "ZOE O'NEIL")
        #expect(printed == ["ZOE O'NEIL", "ZOE O'NEIL"])
    }

    @Test("security code sample")
    func securityCode() {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        let numberField = TextInputSimulator()
        let codeField = TextInputSimulator()
        let number = TextInputFormats.bankCardNumber().bind(to: numberField)
        let code = number.bindSecurityCode(to: codeField)
        numberField.insert("3782")
        codeField.insert("12345")
        print(codeField.text)          // "1234": American Express codes have 4 digits
        numberField.selectAll()
        numberField.insert("4242")
        print(codeField.text)          // "123": Visa codes have 3
        print(code.value?.digitsString ?? "")   // "123"
        #expect(codeField.text == "123")
        #expect(code.value?.digitsString == "123")
        #expect(printed == ["1234", "123", "123"])
    }
}
