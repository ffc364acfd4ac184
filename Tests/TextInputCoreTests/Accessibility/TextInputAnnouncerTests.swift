import Foundation
import Testing
import TextInputCatalog
import TextInputCore

/// What a field announces, format by format, and the rule that it says each change once.
@MainActor
struct TextInputAnnouncerTests {
    @Test(
        arguments: [
            // (entry, argument, typed, the announcements in order)
            ("card-number", nil, "4111111111111111", ["Visa", "Valid"]),
            ("card-number", nil, "4111111111111112", ["Visa"]),
            ("card-number", nil, "4000000000000000007", ["Visa", "Card number not valid"]),
            ("card-number", nil, "41111111111111111", ["Visa", "Valid", "Incomplete"]),
            ("card-number", nil, "6799990100000000019", ["Maestro", "Valid"]),
            ("card-number", nil, "6205500000000000004", ["UnionPay", "Valid"]),
            ("card-number", nil, "5019717010103742", ["Dankort", "Valid"]),
            ("card-number", nil, "9999999999999995", ["Valid"]),
            ("card-number", nil, "378282246310006", ["American Express", "Card number not valid"]),
            ("card-number", nil, "5555555555554444", ["Mastercard", "Valid"]),
            ("card-expiry", nil, "0120", ["Expiry date in the past"]),
            ("card-expiry", nil, "1299", ["Valid"]),
            ("card-expiry", nil, "13", ["Month not valid"]),
            ("iban", nil, "GB82WEST12345698765432", ["United Kingdom", "Valid"]),
            ("iban", nil, "GB83WEST12345698765432", ["United Kingdom", "IBAN check digits do not match"]),
            ("phone", "GB", "+442079460958", ["United Kingdom", "Valid"]),
            ("phone", "US", "+12042345678", ["Canada", "Valid"]),
            ("phone", nil, "+4", []),
            ("phone", "GB", "+4420794609581234", ["United Kingdom", "Valid", "Phone number not valid", "Phone number too long"]),
            ("pin", nil, "1234", ["Complete"]),
            ("pin", nil, "12a", ["Digits only"]),
            ("card-holder", nil, "J0hn", ["Letters only"]),
            ("plain", nil, "Hello", []),
            ("amount", nil, "12.50", []),
            ("mask", nil, "5551234567", ["Complete"]),
        ] as [(String, String?, String, [String])])
    func typingAnnouncesEachChangeOnce(entry: String, argument: String?, typed: String, expected: [String]) throws {
        let session = try AnnouncementSession.entry(entry, argument)
        session.type(typed)
        #expect(session.texts == expected)
    }
}

extension TextInputAnnouncerTests {
    @Test func aVerdictThatNoLongerHoldsIsWithdrawnOnceAndGivenAgainWhenItHolds() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.type("4111111111111111")
        #expect(session.announced { session.field.backspace() } == ["Incomplete"])
        #expect(session.announced { session.field.backspace() } == [])
        #expect(session.announced { session.type("11") } == ["Valid"])
    }

    @Test func aStatusThatChangedInBetweenIsAnnouncedAgain() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.type("378282246310005")
        session.field.backspace()
        #expect(session.announced { session.type("6") } == ["Card number not valid"])
        session.field.backspace()
        #expect(session.announced { session.type("5") } == ["Valid"])
    }

    @Test func aBrandThatChangesIsAnnouncedAndTheFirstOneAgainAfterIt() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.type("41")
        #expect(
            session.announced {
                session.field.selectAll()
                session.type("51")
            } == ["Mastercard"])
        #expect(
            session.announced {
                session.field.selectAll()
                session.type("41")
            } == ["Visa"])
    }

    @Test func anEmptiedFieldStartsAfresh() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.type("4111111111111111")
        session.field.selectAll()
        session.field.backspace()
        #expect(session.announced { session.type("4111111111111111") } == ["Visa", "Valid"])
    }

    @Test func aRefusedCharacterIsAnnouncedOncePerReasonUntilAnEditIsAccepted() throws {
        let session = try AnnouncementSession.entry("digits")
        #expect(session.announced { session.type("1ab-") } == ["Digits only"])
        #expect(session.announced { session.type("2x") } == ["Digits only"])
        let name = try AnnouncementSession.entry("card-holder")
        #expect(name.announced { name.type("J01") } == ["Letters only"])
        #expect(name.announced { name.type("h2") } == ["Letters only"])
    }

    @Test func aFullFieldRefusesAnyCharacter() throws {
        let session = try AnnouncementSession.entry("pin")
        #expect(session.announced { session.type("12345") } == ["Complete", "Field full"])
    }

    @Test(arguments: [
        // (language, the card's announcements, the British phone's region, a refused letter)
        ("en", ["Visa", "Valid"], "United Kingdom", "Digits only"),
        ("de", ["Visa", "Gültig"], "Vereinigtes Königreich", "Nur Ziffern"),
        ("fr", ["Visa", "Valide"], "Royaume-Uni", "Chiffres uniquement"),
        ("es", ["Visa", "Válido"], "Reino Unido", "Solo dígitos"),
        ("ja", ["Visa", "有効"], "イギリス", "数字のみ"),
        ("ar", ["Visa", "صالح"], "المملكة المتحدة", "أرقام فقط"),
    ])
    func announcementsSpeakTheAnnouncersLanguage(language: String, card: [String], region: String, refusal: String) throws {
        let cardSession = try AnnouncementSession.entry("card-number", language: language)
        cardSession.type("4111111111111111")
        #expect(cardSession.texts == card)
        let phone = try AnnouncementSession.entry("phone", "GB", language: language)
        phone.type("+442")
        #expect(phone.texts.first == region)
        let digits = try AnnouncementSession.entry("digits", language: language)
        digits.type("x")
        #expect(digits.texts == [refusal])
    }
}
