import Testing
import TextInputCore

/// The samples of the "Phone numbers" section of Docs/BuiltinFormats.md, and its claims.
@MainActor
@Suite("Docs/BuiltinFormats.md phone samples")
struct BuiltinFormatsPhoneSampleTests {
    @Test("typing a US number shows it formatted; the value is the E.164 number")
    func typing() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        field.insert("4155552671")
        print(field.text)                  // "(415) 555-2671"
        print(binding.value?.e164 ?? "")   // "+14155552671"
        #expect(printed == ["(415) 555-2671", "+14155552671"])
    }

    @Test("the as-you-type table", arguments: [
        ("4", "4"), ("41", "41"), ("415", "415"), ("4155", "415-5"), ("4155552", "415-5552"),
        ("41555526", "(415) 555-26"), ("+4", "+4"), ("+44", "+44 "), ("+442079460958", "+44 20 7946 0958"),
        ("011442079460958", "011 44 20 7946 0958"), ("41955552671", "41955552671"),
        ("14155552671", "1 (415) 555-2671"), ("４１５", "415"), ("٤١٥", "415"),
    ])
    func asYouType(typed: String, shown: String) {
        let field = TextInputSimulator()
        TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        for character in typed { field.insert(String(character)) }
        #expect(field.text == shown)
    }

    @Test("a pasted tel: URI is formatted")
    func paste() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let field = TextInputSimulator()
        TextInputFormats.phoneNumber(.options(defaultRegion: "FR")).bind(to: field)
        field.insert("tel:+44-20-7946-0958")
        print(field.text)   // "+44 20 7946 0958"
        #expect(printed == ["+44 20 7946 0958"])
    }

    @Test("the options sample: other regions give no value, national numbers show as +44")
    func options() {
        let options = PhoneNumberTextInputOptions.options(
            defaultRegion: "GB",              // numbers typed without + belong here (default: the user's region, else "US")
            allowedRegions: ["GB", "IE"],     // other regions' numbers still format, but give no value (default: all)
            alwaysInternational: true)        // show "+44 20 7946 0958" even for "020 7946 0958" (default: false)
        let format = TextInputFormats.phoneNumber(options)
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        field.insert("020 7946 0958")
        #expect(field.text == "+44 20 7946 0958")
        #expect(binding.value != nil)
        binding.value = nil
        field.insert("+1 415 555 2671")
        #expect(field.text == "+1 415-555-2671")
        #expect(binding.value == nil)
    }

    @Test("the region beside the field")
    func region() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let us = PhoneNumberTextInputOptions.options(defaultRegion: "US")
        print(us.regionCode(forText: "+44 20"))   // "GB"
        print(us.regionCode(forText: "(415)"))    // "US"
        #expect(printed == ["GB", "US"])
    }

    @Test("the value table")
    func value() throws {
        let number = try #require(PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US"))
        #expect(number.e164 == "+14155552671")
        #expect(number.countryCode == 1)
        #expect(number.nationalNumber == 4_155_552_671)
        #expect(number.regionCode == "US")
        #expect(number.formattedInternational == "+1 415-555-2671")
        #expect(number.formattedNational == "(415) 555-2671")
        #expect(number.isValid)
        #expect(number.type == .fixedLineOrMobile)
    }

    @Test("parsing text into a PhoneNumber")
    func parsing() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        func print(_ item: Bool) { printed.append("\(item)") }
        let number = PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")
        print(number?.formattedInternational ?? "")   // "+44 20 7946 0958"
        print(number?.type == .fixedLine)             // true
        #expect(printed == ["+44 20 7946 0958", "true"])
    }

    @Test("setting the value shows it nationally for the default region, +CC otherwise")
    func settingTheValue() throws {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        let local = try #require(PhoneNumber(parsing: "+14155552671", defaultRegion: "US"))
        binding.value = local
        #expect(field.text == "(415) 555-2671")
        let foreign = try #require(PhoneNumber(parsing: "+442079460958", defaultRegion: "US"))
        binding.value = foreign
        #expect(field.text == "+44 20 7946 0958")
    }

    @Test("the calling code an empty field starts with, and the E.164 form once editing ends")
    func editingOptions() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let options = PhoneNumberTextInputOptions.options(
            defaultRegion: "GB",
            startsWithCallingCode: true,      // an empty field shows "+44 " when editing begins
            endOfEditingStyle: .e164)         // once editing ends it shows "+442079460958"
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        field.beginEditing()
        print(field.text)                   // "+44 "
        field.insert("2079460958")
        print(field.text)                   // "+44 20 7946 0958"
        field.endEditing()
        print(field.text)                   // "+442079460958"
        field.beginEditing()
        print(field.text)                   // "+44 20 7946 0958"
        #expect(printed == ["+44 ", "+44 20 7946 0958", "+442079460958", "+44 20 7946 0958"])
        #expect(binding.value?.e164 == "+442079460958")
    }

    @Test("the region typed so far, its flag, and the placeholder")
    func regionAndPlaceholder() {
        var printed: [String] = []
        func print(_ item: String) { printed.append(item) }
        let us = PhoneNumberTextInputOptions.options(defaultRegion: "US")
        print(us.regionCode(forText: "+44 20"))              // "GB"
        print(us.regionCode(forText: "(415)"))               // "US"
        print(us.regionCode(forText: "+1 204 234 5678"))     // "CA"
        print(PhoneNumberRegion(code: "CA")?.flag ?? "")     // "🇨🇦"
        print(us.placeholder())                              // "(201) 555-0123"
        print(us.placeholder(forText: "+44"))                // "+44 7400 123456"
        #expect(printed == ["GB", "US", "CA", "🇨🇦", "(201) 555-0123", "+44 7400 123456"])
    }
}
