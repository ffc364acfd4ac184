import Foundation
import Testing
import TextInputCore
import TextInputTesting

@Suite("BankCardNumber.FormatStyle: written as the field shows it, read as the field reads a paste")
struct BankCardNumberFormatStyleTests {
    @Test("a published test number formats as its field shows it and parses back", arguments: BankCardTestNumbersTests.cards)
    func publishedNumbers(card: (digits: String, formatted: String, brand: BankCardBrand)) throws {
        let number = try BankCardNumber(digitsString: card.digits)
        let style = BankCardNumber.FormatStyle()
        #expect(number.formatted(.bankCardNumber) == card.formatted)
        #expect(try style.parseStrategy.parse(style.format(number)) == number)
        #expect(try style.parseStrategy.parse(card.digits).formatted(style) == card.formatted)
    }

    @Test("random digits: format → parse → format is stable and shows what the field shows", arguments: [1, 2, 3] as [UInt64])
    func randomRoundTrips(seed: UInt64) throws {
        var random = SeededRandomNumberGenerator(seed: seed)
        for options in [BankCardNumberTextInputOptions.options(), .options(maxLength: 12)] {
            let style = BankCardNumber.FormatStyle(options: options)
            let field = TextInputFormats.bankCardNumber(options)
            for _ in 0..<300 {
                let count = Int.random(in: 1...22, using: &random)
                let digits = String((0..<count).map { _ in "0123456789".randomElement(using: &random)! })
                let parsed = try style.parseStrategy.parse(digits)
                let shown = field.formatted(digits)
                #expect(parsed == shown.value, "\(digits)")
                #expect(style.format(parsed) == shown.text, "\(digits)")
                #expect(try style.parseStrategy.parse(style.format(parsed)) == parsed, "\(digits)")
            }
        }
    }

    @Test(
        "what people paste reads as the digits the field keeps",
        arguments: [
            ("4111-1111 1111.1111", "4111111111111111"),
            ("4111 1111 1111 1111 ", "4111111111111111"),
            ("  3782 822463 10005", "378282246310005"),
            ("Card: 5555-5555-5555-4444 (work)", "5555555555554444"),
            ("42424242424242424242424", "4242424242424242424"),  // Visa takes 19 digits
            ("3782822463100059999", "378282246310005"),  // American Express takes 15
            ("４１１１１１１１１１１１１１１１", "4111111111111111"),  // full-width digits
            ("٤١١١١١١١١١١١١١١١", "4111111111111111"),  // Arabic-Indic digits
        ])
    func pastes(text: String, digits: String) throws {
        #expect(try BankCardNumber.FormatStyle().parseStrategy.parse(text).digitsString == digits)
    }

    @Test(
        "options.maxLength caps the digits of an unknown brand, as in the field",
        arguments: [
            (12, "9999 9999 9999 9999 999", "999999999999"),
            (16, "9999 9999 9999 9999 999", "9999999999999999"),
            (19, "9999 9999 9999 9999 999", "9999999999999999999"),
            (12, "4111 1111 1111 1111", "4111111111111111"),  // a known brand keeps its own maximum
        ])
    func maxLength(maxLength: Int, text: String, digits: String) throws {
        let strategy = BankCardNumber.FormatStyle(options: .options(maxLength: maxLength))
        #expect(try strategy.parse(text).digitsString == digits)
    }

    @Test("text without a digit throws a TextInputParseError that says why", arguments: ["", " ", "card", "----", "•••• 1111".filter { !$0.isNumber }])
    func noDigits(text: String) {
        #expect {
            try BankCardNumber.FormatStyle().parseStrategy.parse(text)
        } throws: { error in
            guard let error = error as? TextInputParseError else { return false }
            return error.text == text && error.description.hasPrefix("cannot parse ")
                && ["a field of this format refuses it", "a card number needs at least one digit"].contains(error.reason)
        }
    }

    @Test(
        "the masked style hides every digit but the last four, to show which card was used",
        arguments: [
            ("4111111111111111", "•••• •••• •••• 1111"),
            ("378282246310005", "•••• •••••• •0005"),
            ("122000000000003", "•••• ••••• ••0003"),
            ("4000000000000000006", "•••• •••• •••• •••0 006"),
            ("12345", "•234 5"),
            ("1234", "••••"),
        ])
    func masked(digits: String, shown: String) throws {
        let number = try BankCardNumber(digitsString: digits)
        #expect(number.formatted(.bankCardNumber.masked) == shown)
    }

    @Test(
        "a masked style reads no text: the digits it hides are gone",
        arguments: [
            "•••• •••• •••• 1111", "•••• •••••• •0005", "••••", "4111 1111 1111 1111",
        ])
    func maskedParse(text: String) {
        #expect {
            try BankCardNumber.FormatStyle.bankCardNumber.masked.parse(text)
        } throws: { error in
            guard let error = error as? TextInputParseError else { return false }
            return error.text == BankCardNumber.redacted(text) && error.description.hasPrefix("cannot parse ")
        }
    }

    @Test("each style encodes its options and masking and decodes to an equal style")
    func codable() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        for style in [BankCardNumber.FormatStyle(), .bankCardNumber(.options(maxLength: 16))] {
            let data = try encoder.encode(style)
            #expect(try JSONDecoder().decode(BankCardNumber.FormatStyle.self, from: data) == style)
        }
        #expect(
            String(decoding: try encoder.encode(BankCardNumber.FormatStyle.bankCardNumber(.options(maxLength: 16))), as: UTF8.self)
                == #"{"isMasked":false,"options":{"maxLength":16}}"#)
        let masked = BankCardNumber.FormatStyle().masked
        let decoded = try JSONDecoder().decode(BankCardNumber.FormatStyle.self, from: encoder.encode(masked))
        #expect(decoded == masked)
        #expect(decoded.format(try BankCardNumber(digitsString: "4111111111111111")) == "•••• •••• •••• 1111")
    }

    @Test("decoding options with a maxLength outside 12…19 throws instead of stopping the program", arguments: [0, 11, 20, -1])
    func codableRejectsMaxLength(maxLength: Int) {
        let json = Data(#"{"options":{"maxLength":\#(maxLength)}}"#.utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BankCardNumber.FormatStyle.self, from: json) }
    }

    @Test("styles are equal and hash alike exactly when their options and masking are")
    func hashable() {
        let styles: [BankCardNumber.FormatStyle] = [.bankCardNumber, .bankCardNumber(.options()), .init(options: .options(maxLength: 19))]
        #expect(Set(styles).count == 1)
        #expect(BankCardNumber.FormatStyle.bankCardNumber != .bankCardNumber(.options(maxLength: 16)))
        #expect(Set([BankCardNumber.FormatStyle.bankCardNumber, .bankCardNumber(.options(maxLength: 16))]).count == 2)
        #expect(BankCardNumber.FormatStyle.bankCardNumber.masked != .bankCardNumber)
        #expect(BankCardNumber.FormatStyle.bankCardNumber.masked.hashValue == BankCardNumber.FormatStyle().masked.hashValue)
    }
}
