import Testing

@testable import TextInputCore

@Suite("The IBAN registry table: SWIFT's formats, read once")
struct IBANRegistryTests {
    @Test("every generated line reads as a country's format")
    func everyLineReads() {
        let lines = ibanRegistryText.split(separator: "\n")
        #expect(lines.count == 89)
        #expect(IBANRegistry.shared.countryCodes.count == lines.count)
        #expect(IBANRegistry.shared.countryCodes == IBANRegistry.shared.countryCodes.sorted())
    }

    @Test(
        "a country's length and BBAN structure are the registry's",
        arguments: [
            ("GB", 22, "aaaannnnnnnnnnnnnn"), ("DE", 22, "nnnnnnnnnnnnnnnnnn"), ("NO", 15, "nnnnnnnnnnn"),
            ("RU", 33, "nnnnnnnnnnnnnnccccccccccccccc"), ("FR", 27, "nnnnnnnnnncccccccccccnn"),
            ("MT", 31, "aaaannnnncccccccccccccccccc"),
        ])
    func format(code: String, length: Int, kinds: String) throws {
        let format = try #require(IBANRegistry.shared.format(forCountryCode: Array(code.utf8)))
        #expect(format.length == length)
        let letters: [IBANCharacterKind: Character] = [.digit: "n", .letter: "a", .letterOrDigit: "c"]
        #expect(String(format.bban.compactMap { letters[$0] }) == kinds)
    }

    @Test("every length is between 15 and 34, ISO 13616's longest")
    func lengths() throws {
        for code in IBANRegistry.shared.countryCodes {
            let length = try #require(IBANRegistry.shared.format(forCountryCode: Array(code.utf8))?.length)
            #expect((15...34).contains(length), "\(code)")
        }
    }

    @Test(
        "territories the registry files under a country, and codes it does not list, have no format of their own",
        arguments: ["AX", "GG", "JE", "IM", "RE", "GF", "US", "CN", "ZZ", "gb", "G", ""])
    func noFormat(code: String) {
        #expect(IBANRegistry.shared.format(forCountryCode: Array(code.utf8)) == nil)
    }

    @Test("a letter starts a country code when some code of the registry starts with it")
    func startsCountryCode() {
        #expect(IBANRegistry.shared.startsCountryCode(UInt8(ascii: "G")))
        #expect(!IBANRegistry.shared.startsCountryCode(UInt8(ascii: "Z")))
        #expect(!IBANRegistry.shared.startsCountryCode(UInt8(ascii: "1")))
    }

    @Test(
        "malformed lines are left out",
        arguments: ["GB\t22", "GB\t23\t4!a6!n8!n", "GB\t22\t4!a6!x8!n", "GB\t22\t4a6!n8!n", "G\t22\t4!a6!n8!n", "GB\tx\t4!a6!n8!n", "GB\t22\t4!a6!n8!"])
    func malformed(line: String) {
        #expect(IBANRegistry(text: line).countryCodes.isEmpty)
        #expect(IBANRegistry(text: "GB\t22\t4!a6!n8!n").countryCodes == ["GB"])
    }
}
