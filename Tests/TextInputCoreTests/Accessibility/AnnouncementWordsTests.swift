import Testing
import TextInputCore

@MainActor
@Suite("A field of letters that refuses a digit says so in the words of each language")
struct AnnouncementWordsTests {
    /// Japanese's 文字 takes in digits too: letters of the alphabet are 英字.
    @Test(arguments: [
        ("en", "Letters only"), ("de", "Nur Buchstaben"), ("fr", "Lettres uniquement"), ("es", "Solo letras"), ("ja", "英字のみ"),
        ("ar", "أحرف فقط"),
    ])
    func aCardHolderNameRefusesADigit(language: String, words: String) throws {
        let session = try AnnouncementSession.entry("card-holder", language: language)
        #expect(session.announced { session.type("J0") } == [words])
    }
}
