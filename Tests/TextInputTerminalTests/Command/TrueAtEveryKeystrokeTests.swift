import Foundation
import Testing
import TextInputTerminal

/// The playground's `--json`, run as a user runs it, on inputs where a field's status, its
/// voice and its text used to contradict each other or the package's definitions: each row
/// states what the field says now.
@MainActor
struct TrueAtEveryKeystrokeTests {
    /// The JSON object the command prints.
    private func json(_ arguments: [String]) throws -> [String: Any] {
        var output = ""
        var error = ""
        let status = TerminalDemoCommand().run(
            arguments, standardInputIsTerminal: false, standardOutput: { output += $0 }, standardError: { error += $0 })
        #expect(status == 0, "\(error)")
        return try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    }

    private func announcements(_ object: [String: Any]) -> [String] {
        object["announcements"] as? [String] ?? []
    }

    private func spoken(_ object: [String: Any]) -> String? {
        (object["spoken"] as? [String: Any])?["text"] as? String
    }

    // MARK: A status true to its definition

    @Test func aFrenchMobileOneDigitShortIsIncompleteWithoutItsTrunkPrefixInAValue() throws {
        let object = try json(["format", "--json", "phone:fr", "061234567"])
        #expect(object["status"] as? String == "incomplete")
        #expect(!((object["value"] as? String) ?? "").hasPrefix("+330"))
    }

    @Test(arguments: [("phone:ai", "2642351"), ("phone:fr", "0612"), ("phone:hu", "06"), ("phone:ca", "416555")])
    func aPrefixOfARealNumberIsIncomplete(field: String, text: String) throws {
        #expect(try json(["format", "--json", field, text])["status"] as? String == "incomplete")
    }

    @Test func aDankortNumberIsNeverInvalidOnItsWayAndValidAtItsEnd() throws {
        let object = try json(["type", "--json", "card-number", "5019717010103742"])
        #expect(object["status"] as? String == "valid")
        #expect(!announcements(object).contains("Card number not valid"))
    }

    // MARK: Announcements that follow the status

    @Test func aFrenchMobileTypedSaysFranceThenValid() throws {
        #expect(announcements(try json(["type", "--json", "phone:fr", "0612345678"])) == ["France", "Valid"])
    }

    @Test(arguments: [("6799990100000000019", "Maestro"), ("6205500000000000004", "UnionPay")])
    func aValidNineteenDigitNumberHearsNoVerdictItWithdraws(digits: String, brand: String) throws {
        #expect(announcements(try json(["type", "--json", "card-number", digits])) == [brand, "Valid"])
    }

    @Test func aSeventeenthDigitWithdrawsValid() throws {
        let object = try json(["type", "--json", "card-number", "41111111111111111"])
        #expect(object["status"] as? String == "incomplete")
        #expect(announcements(object) == ["Visa", "Valid", "Incomplete"])
    }

    @Test(arguments: [("pin", "1234"), ("card-security-code", "123"), ("mask", "5551234567")])
    func aPasteIsAnnouncedAsTypingIs(field: String, text: String) throws {
        #expect(announcements(try json(["format", "--json", field, text])) == ["Complete"])
    }

    @Test func aCanadianNumberIsNeverFirstAmerican() throws {
        #expect(announcements(try json(["type", "--json", "phone", "+14165550123"])) == ["Canada", "Valid"])
    }

    @Test func anIBANAnnouncesItsCountry() throws {
        #expect(announcements(try json(["format", "--json", "iban", "DE89370400440532013000"])) == ["Germany", "Valid"])
    }

    // MARK: True reasons

    @Test func separatorsAndAnExtensionLabelTypedIntoAPhoneNumberAreNoRefusals() throws {
        #expect(announcements(try json(["type", "--json", "phone", "+1 201 555 0123;ext=12"])) == ["United States", "Valid"])
    }

    @Test func aMinusTypedFirstGivesWhatItsPasteGives() throws {
        let typed = try json(["type", "--json", "amount", "-95"])
        #expect(typed["text"] as? String == "-$95.00")
        #expect(announcements(typed).isEmpty || !announcements(typed).contains("Digits only"))
        #expect(typed["text"] as? String == (try json(["format", "--json", "amount", "-95"]))["text"] as? String)
    }

    @Test func theThirtyFirstOfAprilSaysItsDayIsWrong() throws {
        #expect(announcements(try json(["type", "--json", "date", "0431"])) == ["Day not valid"])
    }

    // MARK: Dates that agree

    @Test func aDateBeforeTheGregorianReformIsOneDayInItsTextValueAndSpeech() throws {
        let object = try json(["format", "--json", "date", "10141582"])
        #expect(object["text"] as? String == "10/14/1582")
        #expect(object["value"] as? String == "1582-10-14")
        #expect(spoken(object) == "October 14, 1582")
    }

    @Test func aYearBeforeTheMinimumIsNoDate() throws {
        let object = try json(["format", "--json", "date", "01010001"])
        #expect(object["value"] is NSNull)
        #expect(object["status"] as? String != "valid")
    }

    @Test func aRefusedDayNeverMakesTheNextKeysAnotherValidDate() throws {
        let object = try json(["type", "--json", "date", "02302024"])
        #expect(object["status"] as? String != "valid")
        #expect(!announcements(object).contains("Valid"))
        #expect(object["text"] as? String != "02/03/0202")
    }

    // MARK: Completion heard

    @Test func anInlineSuggestionIsSaid() throws {
        let object = try json(["type", "--json", "destination", "Lyo"])
        #expect(spoken(object) == "Lyon, suggestion")
        #expect(announcements(object).last == "Lyon, suggestion")
    }

    @Test func returnCommitsTheSuggestionAndSaysSo() throws {
        let object = try json(["type", "--json", "destination", "Lyo\r"])
        #expect(object["value"] as? String == "Lyon")
        #expect(announcements(object).last == "Lyon, suggestion accepted")
    }

    // MARK: Words

    @Test(arguments: [
        ("ja", "card-holder", "J0", "英字のみ"),
        ("en", "card-holder", "J0", "Letters only"),
    ])
    func aRefusalIsSaidInTheLanguagesOwnWords(language: String, field: String, keys: String, expected: String) throws {
        #expect(announcements(try json(["type", "--json", "--language", language, field, keys])) == [expected])
    }

    @Test(arguments: [
        ("es", "mask:[000000000000000000000000000000]", "123456789", "faltan veintiún dígitos"),
        ("ar", "mask:[000000000000000000000000000000]", "123456789", "بقي واحد وعشرون رقمًا"),
        ("ar", "mask", "5", "بقيت تسعة أرقام"),
        ("de", "mask:[000000000000000000000000000000]", "123456789", "noch einundzwanzig Ziffern"),
        ("fr", "phone", "+44 20 7946 0958 ext. 12", "poste"),
    ])
    func aCountOrAnExtensionIsSaidInTheLanguagesWords(language: String, field: String, text: String, expected: String) throws {
        let said = try #require(spoken(try json(["format", "--json", "--language", language, field, text])))
        #expect(said.contains(expected))
        #expect(!said.unicodeScalars.contains { $0.properties.generalCategory == .format })
    }

    // MARK: Nothing typed is lost

    /// `count` presses of the left arrow.
    private func left(_ count: Int) -> String {
        String(repeating: "\u{1B}[D", count: count)
    }

    @Test func aDigitTypedInsideAFullAmexNumberIsRefusedAsFull() throws {
        let object = try json(["type", "--json", "card-number", "378282246310005" + left(13) + "5"])
        #expect(object["text"] as? String == "3782 822463 10005")
        #expect(announcements(object).last == "Field full")
    }

    @Test func aCharacterTypedInsideAFullIBANIsRefusedAsFull() throws {
        let object = try json(["type", "--json", "iban", "DE89370400440532013000" + left(4) + "1"])
        #expect(object["text"] as? String == "DE89 3704 0044 0532 0130 00")
        #expect(announcements(object) == ["Germany", "Valid", "Field full"])
    }

    @Test func deletingLettersThatDigitsWouldReplaceIsRefused() throws {
        let selectRight = "\u{1B}[1;2C"
        let object = try json(["type", "--json", "mask:[AA]-[000]", "XY123" + left(6) + selectRight + selectRight + "\u{7F}"])
        #expect(object["text"] as? String == "XY-123")
        #expect(announcements(object).last == "Can't delete: the characters after it don't fit")
    }

    @Test func aDeletionWhoseDigitsWouldNotFitTheMaskIsRefused() throws {
        let object = try json(["type", "--json", "mask:[AA] [00] [00] [00] [A]", "AB1234" + left(7) + "\u{7F}"])
        #expect((object["text"] as? String)?.hasPrefix("AB 12 34") == true)
        #expect(announcements(object) == ["Can't delete: the characters after it don't fit"])
    }

    @Test(arguments: [("pin", "12345"), ("card-security-code", "1234")])
    func aKeyTypedIntoAFullFieldSaysItIsFull(field: String, keys: String) throws {
        #expect(announcements(try json(["type", "--json", field, keys])) == ["Complete", "Field full"])
    }

    @Test func aPastedDateKeepsWhatItCanAndSaysWhy() throws {
        let object = try json(["format", "--json", "date", "02/30/2023"])
        #expect(object["text"] as? String == "02/3")
        #expect(announcements(object) == ["Day not valid"])
    }
}
