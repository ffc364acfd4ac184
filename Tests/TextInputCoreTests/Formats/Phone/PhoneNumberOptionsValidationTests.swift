import Testing
import TextInputCore

@MainActor
@Suite("Phone options: unknown regions fall back, and validated() names them")
struct PhoneNumberOptionsValidationTests {
    @Test(
        "an unknown default region leaves national numbers as typed, without a value; international ones work",
        arguments: [
            "", "ZZ", "UK", "001", "💥", String(repeating: "A", count: 300),
        ])
    func unknownDefaultRegion(region: String) {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region)
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        field.insert("4155552671")
        #expect(field.text == "4155552671")
        #expect(binding.value == nil)
        field.selectAll()
        field.paste("+44 20 7946 0958")
        #expect(binding.value?.e164 == "+442079460958")
        #expect(options.regionCode(forText: "+44 20") == "GB")
        #expect(throws: TextInputConfigurationError.unknownRegion(region.uppercased())) {
            try options.validated()
        }
    }

    @Test("unknown allowed regions allow no number and are listed, sorted")
    func unknownAllowedRegions() {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: "GB", allowedRegions: ["GB", "QQ", "UK"])
        #expect(throws: TextInputConfigurationError.unknownAllowedRegions(["QQ", "UK"])) {
            try options.validated()
        }
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        field.paste("020 7946 0958")
        #expect(binding.value?.e164 == "+442079460958")
    }

    @Test("validated() passes known regions, in any case", arguments: ["US", "gb", "DE"])
    func valid(region: String) throws {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region, allowedRegions: [region, "FR"])
        #expect(try options.validated() == options)
    }
}
