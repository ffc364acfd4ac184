import Testing
import TextInputCore

/// The value of a phone field.
struct PhoneNumberTests {
    @Test func aNumberHasItsPartsAndForms() throws {
        let number = try #require(PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US"))
        #expect(number.e164 == "+14155552671")
        #expect(number.countryCode == 1)
        #expect(number.nationalNumber == 4_155_552_671)
        #expect(number.nationalSignificantNumber == "4155552671")
        #expect(number.regionCode == "US")
        #expect(number.formattedInternational == "+1 415-555-2671")
        #expect(number.formattedNational == "(415) 555-2671")
        #expect(number.isValid)
        #expect(number.type == .fixedLineOrMobile)
    }

    @Test(arguments: [
        ("020 7946 0958", "GB", PhoneNumberType.fixedLine),
        ("07400 123456", "GB", .mobile),
        ("0800 123 4567", "GB", .tollFree),
        ("+39 06 1234 5678", "US", .fixedLine),
        ("+800 1234 5678", "US", .tollFree),
    ])
    func theTypeComesFromTheRegionsPlan(text: String, region: String, type: PhoneNumberType) throws {
        let number = try #require(PhoneNumber(parsing: text, defaultRegion: region))
        #expect(number.type == type)
        #expect(number.isValid)
    }

    @Test func italianLeadingZerosAreKept() throws {
        let number = try #require(PhoneNumber(parsing: "+39 06 1234 5678", defaultRegion: "US"))
        #expect(number.nationalSignificantNumber == "0612345678")
        #expect(number.nationalNumber == 612_345_678)
        #expect(number.e164 == "+390612345678")
        #expect(number.regionCode == "IT")
    }

    @Test(arguments: ["", "5", "555", "+1", "+999 1234567", "abc"])
    func textWithoutAPossibleNumberHasNoValue(text: String) {
        #expect(PhoneNumber(parsing: text, defaultRegion: "US") == nil)
    }

    @Test func aPossibleButInvalidNumberHasAValueThatSaysSo() throws {
        let number = try #require(PhoneNumber(parsing: "+1 123 456 7890", defaultRegion: "US"))
        #expect(!number.isValid)
        #expect(number.type == .unknown)
        #expect(number.regionCode == nil)
    }

    @Test func numbersAreEqualWhateverTheirWrittenForm() {
        let forms = ["(415) 555-2671", "+1 415-555-2671", "011 1 415 555 2671", "tel:+1-415-555-2671", "１４１５５５５２６７１"]
        let numbers = Set(forms.compactMap { PhoneNumber(parsing: $0, defaultRegion: "US") })
        #expect(numbers.count == 1)
    }
}
