import Foundation
import Testing
import TextInputCore

@Suite("BankCardNumber: the value type")
struct BankCardNumberTests {
    @Test("init(digitsString:) throws for anything but ASCII digits", arguments: ["", "4111 1111", "4111-1111", "abc", "４１", "٣٣", "1\u{301}"])
    func rejectsNonDigits(text: String) {
        #expect(throws: TextInputParseError.self) { try BankCardNumber(digitsString: text) }
    }

    @Test(
        "isValid needs one of the brand's lengths (ISO/IEC 7812's 12 to 19 for an unknown brand) and the Luhn check",
        arguments: [
            ("4242424242424242", true),
            ("424242424242424", false),  // 15 digits: not a Visa length
            ("42424242424242424", false),  // 17 digits
            ("9999999999999995", true),  // Luhn-valid, unknown brand, 16 digits
            ("99999999990", false),  // Luhn-valid, unknown brand, 11 digits: shorter than any card
            ("378282246310005", true),
            ("3782822463100050", false),  // 16 digits: not an Amex length
            ("4242424242424241", false),  // Luhn fails
        ])
    func validity(digits: String, isValid: Bool) throws {
        #expect(try BankCardNumber(digitsString: digits).isValid == isValid)
    }

    @Test("equal and hashed by digits; Codable as the digits string")
    func equalityAndCoding() throws {
        let a = try BankCardNumber(digitsString: "4111111111111111")
        let b = try BankCardNumber(digitsString: "4111111111111111")
        #expect(a == b)
        #expect(Set([a, b]).count == 1)
        #expect(a != (try BankCardNumber(digitsString: "4111111111111112")))
        let data = try JSONEncoder().encode([a])
        #expect(String(decoding: data, as: UTF8.self) == #"["4111111111111111"]"#)
        #expect(try JSONDecoder().decode([BankCardNumber].self, from: data) == [a])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([BankCardNumber].self, from: Data(#"["41x1"]"#.utf8)) }
    }

    @Test("numbers longer than any brand's are grouped in fours; unknown brands too")
    func longNumbers() throws {
        #expect(try BankCardNumber(digitsString: "99999").formattedString == "9999 9")
        #expect(try BankCardNumber(digitsString: "9012345678901234567890123").formattedString == "9012 3456 7890 1234 5678 9012 3")
        #expect(try BankCardNumber(digitsString: "12345678901234567890123").formattedString == "1234 56789 012345 6789 0123")
        #expect(try BankCardNumber(digitsString: "1").cardBrand == .uatp)
    }
}
