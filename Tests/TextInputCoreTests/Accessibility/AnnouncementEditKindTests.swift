import Foundation
import Testing
import TextInputCatalog
import TextInputCore

/// What a field announces does not depend on how the text arrived: typed, pasted or AutoFilled
/// while the field is edited, it gets the same verdict; set by the app while the field is not
/// edited, it is what the field shows, not news.
@MainActor
struct AnnouncementEditKindTests {
    @Test(
        arguments: [
            // (entry, argument, text, what its paste announces)
            ("pin", nil, "1234", ["Complete"]),
            ("card-security-code", nil, "123", ["Complete"]),
            ("mask", nil, "5551234567", ["Complete"]),
            ("card-number", nil, "4111111111111111", ["Visa", "Valid"]),
            ("iban", nil, "DE89370400440532013000", ["Germany", "Valid"]),
            ("amount", nil, "95", []),
            ("plain", nil, "Hello", []),
        ] as [(String, String?, String, [String])])
    func aPasteGetsTheVerdictTypingGets(entry: String, argument: String?, text: String, expected: [String]) throws {
        let pasted = try AnnouncementSession.entry(entry, argument)
        #expect(pasted.announced { pasted.field.paste(text) } == expected)
        let typed = try AnnouncementSession.entry(entry, argument)
        typed.type(text)
        #expect(typed.texts == expected)
        let autoFilled = try AnnouncementSession.entry(entry, argument)
        autoFilled.field.expectsAutoFill = true
        autoFilled.field.beginEditing()
        // A field that shows its whole template once focused (the playground's mask) is not
        // empty when QuickType asks about its space, and is not filled.
        guard autoFilled.binding.provisionalRange == nil else { return }
        autoFilled.field.insertFromQuickType(text)
        #expect(autoFilled.texts == expected)
    }

    @Test func aValueTheAppSetsWhileTheFieldIsNotEditedIsNotNews() throws {
        let session = try AnnouncementSession.entry("card-number")
        let binding = try #require(session.binding as? TextInputBinding<BankCardNumber>)
        binding.value = try BankCardNumber(digitsString: "4111111111111111")
        #expect(!session.field.isEditing)
        #expect(session.texts == [])
        // Editing it later says what changes, not what was already there.
        session.field.beginEditing()
        #expect(session.announced { session.field.backspace() } == ["Incomplete"])
    }

    @Test func aValueTheAppSetsWhileTheFieldIsEditedIsAnnounced() throws {
        let session = try AnnouncementSession.entry("card-number")
        let binding = try #require(session.binding as? TextInputBinding<BankCardNumber>)
        session.field.beginEditing()
        #expect(session.announced { binding.value = try? BankCardNumber(digitsString: "378282246310005") } == ["American Express", "Valid"])
    }

    @Test(
        arguments: [
            // (entry, argument, typed with the separators the field writes itself, announced)
            ("phone", "US", "+1 201 555 0123", ["United States", "Valid"]),
            ("phone", "US", "201-555-0123", ["United States", "Valid"]),
            ("phone", "US", "+1 201 555 0123;ext=12", ["United States", "Valid"]),
            ("phone", "US", "+1 201 555 0123 x12", ["United States", "Valid"]),
            ("card-number", nil, "4111 1111 1111 1111", ["Visa", "Valid"]),
            ("card-number", nil, "3782 822463 10005", ["American Express", "Valid"]),
            ("amount", nil, "1234.50", []),
            ("mask", nil, "555 123-4567", ["Complete"]),
            ("iban", nil, "GB82 WEST 1234 5698 7654 32", ["United Kingdom", "Valid"]),
            ("digits", nil, "12 3", ["Digits only"]),
        ] as [(String, String?, String, [String])])
    func aSeparatorTheFieldWritesItselfIsNoRefusal(entry: String, argument: String?, typed: String, expected: [String]) throws {
        let session = try AnnouncementSession.entry(entry, argument)
        session.type(typed)
        #expect(session.texts == expected)
    }

    @Test(arguments: [("amount", "-95"), ("amount", "-1234.5"), ("amount-cents", "-95"), ("percent", "12.5"), ("amount:EUR", "-7")])
    func typingAcceptsWhatAPasteOfTheSameCharactersAccepts(entry: String, text: String) throws {
        let name = String(entry.prefix { $0 != ":" })
        let argument = entry.contains(":") ? String(entry.drop { $0 != ":" }.dropFirst()) : nil
        let typed = try AnnouncementSession.entry(name, argument)
        typed.type(text)
        let pasted = try AnnouncementSession.entry(name, argument)
        pasted.field.paste(text)
        #expect(typed.field.text == pasted.field.text)
        #expect(!typed.announcements.contains { $0.kind == .refusedCharacter })
    }
}

/// An inline completion is heard: the field says its suggestion, and its acceptance.
@MainActor
struct InlineCompletionAnnouncementTests {
    @Test func theSuggestionIsSaidAfterTheTextItCompletes() throws {
        let session = try AnnouncementSession.entry("destination")
        session.type("Lyo")
        #expect(session.field.text == "Lyon")
        #expect(session.binding.spokenText(locale: Locale(identifier: "en")).text == "Lyon, suggestion")
        #expect(session.texts.last == "Lyon, suggestion")
        #expect(session.announced { session.field.backspace() } == [])
        #expect(session.binding.spokenText(locale: Locale(identifier: "en")).text == "Lyo")
    }

    @Test(arguments: ["en", "de", "fr", "es", "ja", "ar"])
    func returnAcceptsTheSuggestionAndSaysSo(language: String) throws {
        let session = try AnnouncementSession.entry("destination", language: language)
        session.type("Lyo")
        let accepted = session.announced { session.field.pressReturn() }
        #expect(session.field.text == "Lyon")
        #expect(session.binding.suggestionRange == nil)
        let word = language == "en" ? "suggestion accepted" : nil
        #expect(accepted.count == 1)
        #expect(accepted.first?.hasPrefix("Lyon, ") == true)
        if let word { #expect(accepted == ["Lyon, " + word]) }
    }

    @Test func nextInTheToolbarAcceptsTheSuggestionAndSaysSo() throws {
        let session = try AnnouncementSession.entry("destination")
        let other = TextInputSimulator()
        let next = TextInputFormats.plain.bind(to: other)
        let navigator = TextInputFormNavigator([session.binding, next])
        withExtendedLifetime(navigator) {
            session.type("Lyo")
            let accepted = session.announced { session.binding.performToolbarItem(.next(isEnabled: true)) }
            #expect(accepted == ["Lyon, suggestion accepted"])
            #expect(other.isEditing)
        }
    }

    @Test func aTemplateIsNeverSaidAsASuggestion() throws {
        let session = try AnnouncementSession.entry("mask")
        session.type("555")
        #expect(session.binding.provisionalRange != nil)
        #expect(session.binding.suggestionRange == nil)
        #expect(!session.announcements.contains { $0.kind == .suggestion })
    }
}
