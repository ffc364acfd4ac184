import Testing
import TextInputCore

/// Test card numbers that payment providers publish for their sandboxes (Stripe, Adyen,
/// Razorpay, iyzico, Authorize.Net, PayPal), one or more per brand. Mir's is a Luhn-valid
/// number built for this table, as no public Mir test number was at hand.
@MainActor
@Suite("Published test card numbers: formatted text, brand, validity")
struct BankCardTestNumbersTests {
    nonisolated static let cards: [(digits: String, formatted: String, brand: BankCardBrand)] = [
        ("4242424242424242", "4242 4242 4242 4242", .visa),
        ("4000056655665556", "4000 0566 5566 5556", .visa),
        ("4222222222222", "4222 2222 2222 2", .visa),
        ("5555555555554444", "5555 5555 5555 4444", .masterCard),
        ("2223003122003222", "2223 0031 2200 3222", .masterCard),
        ("5200828282828210", "5200 8282 8282 8210", .masterCard),
        ("5105105105105100", "5105 1051 0510 5100", .masterCard),
        ("378282246310005", "3782 822463 10005", .amex),
        ("371449635398431", "3714 496353 98431", .amex),
        ("6011111111111117", "6011 1111 1111 1117", .discover),
        ("6011000990139424", "6011 0009 9013 9424", .discover),
        ("3056930009020004", "3056 9300 0902 0004", .dinersClub),
        ("36227206271667", "3622 720627 1667", .dinersClub),
        ("30569309025904", "3056 9309 0259 04", .dinersClub),  // 14 digits outside 36: groups of four
        ("38520000023237", "3852 0000 0232 37", .dinersClub),
        ("3566002020360505", "3566 0020 2036 0505", .jcb),
        ("3530111333300000", "3530 1113 3330 0000", .jcb),
        ("6200000000000005", "6200 0000 0000 0005", .unionPay),
        ("6205500000000000004", "6205 5000 0000 0000 004", .unionPay),
        ("6759649826438453", "6759 6498 2643 8453", .maestro),
        ("6771798021000008", "6771 7980 2100 0008", .maestro),
        ("2200000000000004", "2200 0000 0000 0004", .mir),
        ("122000000000003", "1220 00000 000003", .uatp),
        ("5066991111111118", "5066 9911 1111 1118", .elo),
        ("6362970000457013", "6362 9700 0045 7013", .elo),
        ("6062825624254001", "6062 8256 2425 4001", .hipercard),
        ("6073849700004947", "6073 8497 0000 4947", .rupay),
        ("9792030394440796", "9792 0303 9444 0796", .troy),
    ]

    @Test("BankCardNumber: formatted string, brand, valid", arguments: cards)
    func value(card: (digits: String, formatted: String, brand: BankCardBrand)) throws {
        let number = try BankCardNumber(digitsString: card.digits)
        #expect(number.formattedString == card.formatted)
        #expect(number.cardBrand == card.brand)
        #expect(number.isValid)
    }

    @Test("typed digit by digit, the field shows the formatted number and its value", arguments: cards, EditKindReporting.allCases)
    func typed(card: (digits: String, formatted: String, brand: BankCardBrand), reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        for digit in card.digits {
            field.insert(String(digit))
            #expect(field.selectedRange == field.text.endIndex..<field.text.endIndex)
            #expect(field.text.last != " ")
        }
        #expect(field.text == card.formatted)
        #expect(binding.value?.digitsString == card.digits)
        #expect(binding.value?.cardBrand == card.brand)
        #expect(binding.value?.isValid == true)
    }

    @Test("pasted whole, the field shows the formatted number", arguments: cards, EditKindReporting.allCases)
    func pasted(card: (digits: String, formatted: String, brand: BankCardBrand), reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        TextInputFormats.bankCardNumber().bind(to: field)
        field.insert(card.digits)
        #expect(field.text == card.formatted)
        field.selectAll()
        field.insert(card.formatted)
        #expect(field.text == card.formatted)
    }

    @Test("changing the last digit breaks the Luhn check", arguments: cards)
    func luhn(card: (digits: String, formatted: String, brand: BankCardBrand)) throws {
        let last = card.digits.last?.wholeNumberValue ?? 0
        let broken = String(card.digits.dropLast()) + String((last + 1) % 10)
        #expect(try BankCardNumber(digitsString: broken).isValid == false)
    }
}
