import Foundation
import Testing
import TextInputCatalog

@testable import TextInputCore

/// What a date field announces: which part of a refused key or of an invalid text is wrong, in
/// the announcer's language, and never a verdict its status does not hold.
@MainActor
struct DateAnnouncementTests {
    @Test(
        arguments: [
            // (locale, typed, the announcements in order)
            ("en_US", "0431", ["Day not valid"]),
            ("en_US", "0230", ["Day not valid"]),
            ("en_US", "02302024", ["Day not valid"]),
            ("en_US", "02292023", ["Day not valid"]),
            ("en_US", "0132", ["Day not valid"]),
            ("en_US", "13", ["Month not valid"]),
            ("en_US", "00", ["Month not valid"]),
            ("en_US", "01010", ["Year out of range"]),
            ("en_US", "02292024", ["Valid"]),
            ("de_DE", "3104", ["Day not valid"]),
            ("de_DE", "3113", ["Month not valid"]),
            ("ja_JP", "0", ["Year out of range"]),
        ] as [(String, String, [String])])
    func aRefusedDigitSaysWhichPartCannotBe(locale: String, typed: String, expected: [String]) throws {
        let session = try AnnouncementSession.entry("date", locale)
        session.type(typed)
        #expect(session.texts == expected)
    }

    /// 15 June 2000 to 31 March 2010, in en_US.
    static let bounded = TextInputFormats.date(
        .options(
            locale: Locale(identifier: "en_US"),
            minimum: Date(timeIntervalSince1970: 961_027_200), maximum: Date(timeIntervalSince1970: 1_269_993_600)))

    @Test(
        arguments: [
            ("06142000", ["Date out of range"]),
            ("04012010", ["Date out of range"]),
            ("01011", ["Year out of range"]),
            ("010121", ["Year out of range"]),
            ("06152000", ["Valid"]),
        ])
    func aDayOutsideTheBoundsSaysWhetherItsYearOrItsDayIsOut(typed: String, expected: [String]) {
        let session = AnnouncementSession(Self.bounded)
        session.type(typed)
        #expect(session.texts == expected)
    }

    @Test(arguments: [
        ("en", "Day not valid", "Year out of range"),
        ("de", "Tag ungültig", "Jahr außerhalb des zulässigen Bereichs"),
        ("fr", "Jour non valide", "Année hors limites"),
        ("es", "Día no válido", "Año fuera de rango"),
        ("ja", "日が無効です", "年が範囲外です"),
        ("ar", "اليوم غير صالح", "السنة خارج النطاق المسموح"),
    ])
    func theReasonsSpeakTheAnnouncersLanguage(language: String, day: String, year: String) throws {
        let session = try AnnouncementSession.entry("date", language: language)
        session.type("0431")
        #expect(session.texts == [day])
        let years = try AnnouncementSession.entry("date", language: language)
        years.type("01010")
        #expect(years.texts == [year])
    }

    @Test("a text a deletion leaves invalid says why")
    func anInvalidTextSaysWhy() throws {
        let session = try AnnouncementSession.entry("date")
        session.type("12312000")
        #expect(
            session.announced {
                session.field.select(6..<7)
                session.field.backspace()
            } == ["Year out of range"])
        #expect(session.field.text == "12/31/000")
        #expect(session.binding.status == .invalid)
    }

    /// Keys, "⌫" for Backspace and "←" to select the first digit of the year: scripts that end
    /// valid, refused, fixed and invalid.
    nonisolated static let scripts = ["02292024", "0230⌫⌫03012024", "12312000←⌫2", "1525⌫12311999⌫8", "0431⌫02024", "01010202", "12312000←⌫←⌫"]

    @Test("every announced verdict is the status of the field at that step", arguments: scripts)
    func verdictsAgreeWithTheStatus(script: String) throws {
        let session = try AnnouncementSession.entry("date")
        for key in script {
            let count = session.announcements.count
            switch key {
            case "⌫": session.field.backspace()
            case "←": session.field.select(6..<7)
            default: session.field.insert(String(key))
            }
            let status = session.binding.status
            for announcement in session.announcements.dropFirst(count) {
                switch announcement.kind {
                case .valid: #expect(status == .valid, "\(script)")
                case .invalid: #expect(status == .invalid, "\(script)")
                case .complete: #expect(status == .complete, "\(script)")
                default: break
                }
            }
        }
    }

    @Test(
        "a paste of a date that cannot be keeps what can, and its refused rest says why",
        arguments: [
            ("02/30/2023", "02/3", TextInputAnnouncement.Reason.dayNotValid, "0", "Day not valid"),
            ("01010001", "01/01/", .yearOutOfRange, "0", "Year out of range"),
            ("13/01/2024", "1", .monthNotValid, "3", "Month not valid"),
        ])
    func pasteKeepsWhatItCan(pasted: String, kept: String, reason: TextInputAnnouncement.Reason, refusedKey: String, words: String) throws {
        let session = try AnnouncementSession.entry("date")
        session.field.beginEditing()
        session.field.paste(pasted)
        #expect(session.field.text == kept)
        #expect(session.binding.status == .incomplete)
        let paste = TextInputEdit(
            originalText: "", originalSelectedRange: "".startIndex..<"".startIndex, replacementText: pasted,
            editedRange: "".startIndex..<"".startIndex, kind: .paste)
        let source = try #require(session.binding as? any TextInputAnnouncementSource)
        #expect(source.refusalReason(of: paste) == reason)
        // The key the paste refused, typed after it, is refused and says why.
        #expect(session.announced { session.type(refusedKey) } == [words])
        #expect(session.field.text == kept)
    }
}
