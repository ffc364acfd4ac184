import Foundation
import Testing
import TextInputCore

/// No edit silently loses what the user typed: an insertion into a full field is refused and
/// said to be, a mask refuses a deletion whose following characters would not fit, and a paste
/// keeps the longest beginning the format takes, its refused remainder announced.
@MainActor
struct NothingTypedIsLostTests {
    /// A field bound to `format` holding `text`, edited, with the caret at `caret` (Characters).
    private func session<Value>(_ format: TextInputFormat<Value>, holding text: String, caret: Int) -> AnnouncementSession {
        let session = AnnouncementSession(format)
        session.field.beginEditing()
        session.field.paste(text)
        session.field.select(caret..<caret)
        return session
    }

    @Test(
        arguments: [
            // (format, full text, caret, typed)
            ("card-number", "378282246310005", 2, "5"),
            ("card-number", "5555555555554444", 0, "5"),
            ("iban", "DE89370400440532013000", 4, "1"),
        ])
    func aKeyTypedIntoAFullNumberIsRefusedAsFull(entry: String, digits: String, caret: Int, typed: String) throws {
        let session = try AnnouncementSession.entry(entry)
        session.field.beginEditing()
        session.field.paste(digits)
        let shown = session.field.text
        session.field.select(caret..<caret)
        #expect(session.announced { session.field.insert(typed) } == ["Field full"])
        #expect(session.field.text == shown)
    }

    @Test func aKeyTypedIntoAFullPINOrSecurityCodeSaysTheFieldIsFull() throws {
        for (entry, digits) in [("pin", "1234"), ("card-security-code", "123")] {
            let session = try AnnouncementSession.entry(entry)
            session.type(digits)
            #expect(session.announced { session.field.insert("5") } == ["Field full"])
            #expect(session.field.text == digits)
        }
    }

    @Test func aDigitTypedBeforeAWholeFractionIsRefusedUnlessAWrittenZeroMakesRoom() throws {
        let full = try AnnouncementSession.entry("amount")
        full.field.beginEditing()
        full.field.paste("5.25")
        full.field.select(3..<3)
        #expect(full.announced { full.field.insert("1") } == ["Field full"])
        #expect(full.field.text == "$5.25")
        let zeros = try AnnouncementSession.entry("amount")
        zeros.field.beginEditing()
        zeros.field.paste("5")
        zeros.field.select(3..<3)
        zeros.field.paste("25")
        #expect(zeros.field.text == "$5.25")
    }

    @Test func aPasteAmongDigitsIsNotRoundedIntoThem() throws {
        let session = try AnnouncementSession.entry("amount")
        session.field.beginEditing()
        session.field.paste("0.73")
        session.field.select(5..<5)
        session.field.paste("5")
        #expect(session.field.text == "$0.73")
        // Put in whole, a longer fraction is rounded as Foundation rounds.
        #expect(TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"))).formatted("0.735").text == "$0.74")
    }

    @Test func aFormatOnSignificantCharactersRefusesAnInsertionItHasNoRoomFor() {
        let session = session(TextInputFormats.plain.withFormatter(FourHexDigits()), holding: "CAFE", caret: 1)
        session.field.insert("0")
        #expect(session.field.text == "CA FE")
        session.field.select(5..<5)
        session.field.backspace()
        session.field.select(0..<0)
        session.field.paste("0123")
        // The paste keeps the one Character there is room for.
        #expect(session.field.text == "0C AF")
    }

    @Test func aMaskRefusesADeletionWhoseFollowingCharactersWouldNotFit() throws {
        let format = try TextInputFormats.mask("[AA] [00] [00] [00] [A]").uppercased()
        let session = session(format, holding: "AB1234", caret: 2)
        #expect(session.announced { session.field.backspace() } == ["Can't delete: the characters after it don't fit"])
        #expect(session.field.text == "AB 12 34")
        // A deletion whose following characters fit is no refusal.
        session.field.select(5..<5)
        session.field.backspace()
        #expect(session.field.text == "AB 13 4")
    }

    @Test func aMaskRefusesDeletingLettersThatDigitsWouldReplace() throws {
        let session = session(try TextInputFormats.mask("[AA]-[000]"), holding: "XY123", caret: 0)
        session.field.select(0..<2)
        session.field.backspace()
        #expect(session.field.text == "XY-123")
    }

    @Test func deletingTheDigitThatMakesALongerBrandIsRefusedWhenTheRestWouldNotFit() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.field.beginEditing()
        session.field.paste("4111111111111111123")
        session.field.select(1..<1)
        // Without its "4", the number would be a 15-digit UATP number: four digits would go.
        #expect(session.announced { session.field.backspace() } == ["Can't delete: the characters after it don't fit"])
        #expect(session.field.text == "4111 1111 1111 1111 123")
    }

    @Test func deletingAPhoneNumberAloneIsRefusedWhileItsExtensionHoldsDigits() throws {
        let session = try AnnouncementSession.entry("phone")
        session.field.beginEditing()
        session.field.paste("4155552671 x12")
        let shown = session.field.text
        session.field.select(0..<14)
        #expect(session.announced { session.field.backspace() } == ["Can't delete: the characters after it don't fit"])
        #expect(session.field.text == shown)
    }

    @Test func aPastedDateKeepsItsLongestPossibleBeginningAndSaysWhy() throws {
        let session = try AnnouncementSession.entry("date")
        session.field.beginEditing()
        #expect(session.announced { session.field.paste("02/30/2023") } == ["Day not valid"])
        #expect(session.field.text == "02/3")
    }

    @Test func aPasteLongerThanTheNumberKeepsWhatFitsAndSaysTheFieldIsFull() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.field.beginEditing()
        #expect(session.announced { session.field.paste("3782822463100059999") } == ["Field full", "American Express", "Valid"])
        #expect(session.field.text == "3782 822463 10005")
        #expect(TextInputFormats.bankCardNumber().formatted("3782822463100059999").text == "3782 822463 10005")
    }
}

/// Four hexadecimal digits in pairs, on ``SignificantCharacterEdit``: a user's format.
private struct FourHexDigits: TextInputFormatterType {
    struct Digits: SignificantCharacters {
        func value(of scalar: Unicode.Scalar, isFirst: Bool) -> UInt8? {
            switch scalar {
            case "0"..."9", "A"..."F": UInt8(ascii: scalar)
            default: nil
            }
        }
    }

    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: Digits(), atMost: 4) { values, caret in
            var text: [UInt8] = []
            for (index, value) in values.enumerated() {
                if index == 2 { text.append(UInt8(ascii: " ")) }
                text.append(value)
            }
            return (text, caret)
        }
    }
}
