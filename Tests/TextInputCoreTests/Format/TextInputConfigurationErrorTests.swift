import Foundation
import Testing
import TextInputCore

@Suite("TextInputConfigurationError says what is wrong, the offending value and the fallback")
struct TextInputConfigurationErrorTests {
    @Test(
        "each case's message names the setting, the value and what the format does instead",
        arguments: [
            (
                TextInputConfigurationError.outOfRange(.bankCardSecurityCodeLength, value: 0, allowed: 3...4),
                ["bankCardSecurityCode(length:)", "is 0", "3…4", "uses 3"]
            ),
            (
                .outOfRange(.bankCardNumberMaxLength, value: 25, allowed: 12...19),
                ["BankCardNumberTextInputOptions.maxLength", "is 25", "12…19", "uses 19"]
            ),
            (
                .outOfRange(.bankCardHolderNameMaxLength, value: -2, allowed: 1...Int.max),
                ["BankCardHolderNameTextInputOptions.maxLength", "is -2", "1 or more", "uses 1"]
            ),
            (
                .outOfRange(.constrainingCharactersCount, value: -1, allowed: 0...Int.max),
                ["filter(constrainingCharactersCount:)", "is -1", "0 or more", "uses 0"]
            ),
            (
                .outOfRange(.numberMaximumFractionDigits, value: 100, allowed: 0...38),
                ["NumberTextInputOptions.maximumFractionDigits", "is 100", "0…38", "uses 38"]
            ),
            (.maximumBelowMinimum(minimum: 10, maximum: 5), ["maximum 5", "minimum 10", "swaps"]),
            (.boundIsNotANumber(.numberMinimum), ["NumberTextInputOptions.minimum", "NaN", "ignores"]),
            (.unknownCurrencyCode("XYZ"), ["\"XYZ\"", "ISO 4217", "shows the code"]),
            (.unknownCurrencyCode("EURO"), ["\"EURO\"", "\"XXX\""]),
            (.unknownRegion("UK"), ["defaultRegion", "\"UK\"", "no value"]),
            (.unknownAllowedRegions(["QQ", "UK"]), ["allowedRegions", "\"QQ\", \"UK\"", "allow no number"]),
            (.noMasks, ["TextInputFormats.mask", "no mask", "no input"]),
        ] as [(TextInputConfigurationError, [String])])
    func messages(error: TextInputConfigurationError, mentions: [String]) {
        for part in mentions {
            #expect(error.description.contains(part), "\(error.description) should mention \(part)")
        }
        #expect(String(describing: error) == error.description)
    }

    @Test("fallback is the nearest allowed value for outOfRange, nil for the others")
    func fallback() {
        #expect(TextInputConfigurationError.outOfRange(.bankCardNumberMaxLength, value: Int.min, allowed: 12...19).fallback == 12)
        #expect(TextInputConfigurationError.outOfRange(.bankCardNumberMaxLength, value: Int.max, allowed: 12...19).fallback == 19)
        #expect(TextInputConfigurationError.noMasks.fallback == nil)
    }

    @Test(
        "each error names the setting at fault",
        arguments: [
            (TextInputConfigurationError.outOfRange(.bankCardSecurityCodeLength, value: 0, allowed: 3...4), "bankCardSecurityCode(length:)"),
            (.maximumBelowMinimum(minimum: 10, maximum: 5), "NumberTextInputOptions.maximum"),
            (.boundIsNotANumber(.numberMinimum), "NumberTextInputOptions.minimum"),
            (.unknownCurrencyCode("XYZ"), "currency(code:)"),
            (.unknownRegion("UK"), "PhoneNumberTextInputOptions.defaultRegion"),
            (.unknownAllowedRegions(["QQ"]), "PhoneNumberTextInputOptions.allowedRegions"),
            (.noMasks, "TextInputFormats.mask(_:affinityStrategy:autoskip:)"),
        ] as [(TextInputConfigurationError, String)])
    func setting(error: TextInputConfigurationError, name: String) {
        #expect(error.setting == TextInputConfigurationError.Setting(name))
        #expect(error.setting.description == name)
    }

    @Test("a format of the app's own reports its settings the same way")
    func customSetting() {
        let length = TextInputConfigurationError.Setting("PINOptions.length")
        let error = TextInputConfigurationError.outOfRange(length, value: 2, allowed: 4...8)
        #expect(error.description == "PINOptions.length is 2, but must be in 4…8; the format uses 4.")
        #expect(error == TextInputConfigurationError(length, description: error.description, fallback: 4))
        #expect(error != .outOfRange(length, value: 3, allowed: 4...8))
    }
}
