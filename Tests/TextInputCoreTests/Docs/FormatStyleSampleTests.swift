import Foundation
import Testing
import TextInputCore

/// The samples of the "Formatting values for display (FormatStyle)" section of
/// Docs/BuiltinFormats.md, and its claims.
@Suite("Docs/BuiltinFormats.md format style samples")
struct FormatStyleSampleTests {
    @Test("a card number is written grouped, masked, and read back from a paste")
    func cardNumber() throws {
        let number = try BankCardNumber(digitsString: "378282246310005")
        #expect(number.formatted(.bankCardNumber) == "3782 822463 10005")
        #expect(number.formatted(.bankCardNumber.masked) == "•••• •••••• •0005")
        let pasted = try BankCardNumber.FormatStyle().parse("3782-822463-10005")
        #expect(pasted == number)
    }

    @Test("an expiry date is read near a fixed current date and written MM/YY")
    func expiryDate() throws {
        let june2025 = Date(timeIntervalSince1970: 1_750_000_000)
        let expiryStyle = BankCardExpiryDate.FormatStyle(currentDate: june2025)
        let expiry = try expiryStyle.parse("3/2031")
        #expect(expiry.formatted(.bankCardExpiryDate) == "03/31")
        #expect(expiry == (try BankCardExpiryDate(month: 3, year: 2031)))
    }

    @Test("a phone number is written in libphonenumber's three forms")
    func phoneNumber() throws {
        let gb = PhoneNumber.FormatStyle(options: .options(defaultRegion: "GB"))
        let phone = try gb.parse("020 7946 0958")
        #expect(phone.formatted(gb) == "+44 20 7946 0958")
        #expect(phone.formatted(.phoneNumber(style: .national)) == "020 7946 0958")
        #expect(phone.formatted(.phoneNumber(style: .e164)) == "+442079460958")
    }

    @Test("a masked value is read from a paste and written by its mask")
    func mask() throws {
        let usPhone = MaskedText.FormatStyle(mask: try Mask("+1 ([000]) [000]-[0000]"))
        let masked = try usPhone.parse("555.123.4567")
        #expect(masked.extractedValue == "5551234567")
        #expect(masked.formatted(usPhone) == "+1 (555) 123-4567")
    }

    @Test("text the field refuses throws a TextInputParseError that prints why")
    func error() throws {
        var printed: [String] = []
        func print(_ item: Any) { printed.append("\(item)") }
        do {
            _ = try BankCardExpiryDate.FormatStyle().parse("13/34")
        } catch let error as TextInputParseError {
            print(error)   // cannot parse "13/34": a field of this format refuses it
        }
        #expect(printed == [#"cannot parse "13/34": a field of this format refuses it"#])
    }

    @Test("a style is saved and restored through its settings")
    func saving() throws {
        let saved = try JSONEncoder().encode(PhoneNumber.FormatStyle(style: .national, options: .options(defaultRegion: "GB")))
        let restored = try JSONDecoder().decode(PhoneNumber.FormatStyle.self, from: saved)
        #expect("\(restored.style)" == "national")
        #expect(restored == .phoneNumber(style: .national, options: .options(defaultRegion: "GB")))
    }
}
