import Testing
import TextInputCore

/// What an app or a plugin changes of a field's announcements: silenced kinds, reworded texts,
/// its own announcements, and nothing at all while nothing listens.
@MainActor
struct TextInputAnnouncerControlTests {
    @Test func silencedKindsAreNotHandedOver() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.announcer.silencedKinds = [.brandDetected, .refusedCharacter]
        session.type("4111x111111111111")
        #expect(session.texts == ["Valid"])
    }

    @Test func aRewriteReplacesTheTextOrSilences() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.announcer.rewrite = { announcement in
            guard announcement.kind == .invalid else { return announcement.kind == .brandDetected ? nil : announcement }
            var reworded = announcement
            reworded.text = "Check the card number"
            return reworded
        }
        session.type("378282246310006")
        #expect(session.texts == ["Check the card number"])
        #expect(session.announcements.first?.reason == .cardNumberNotValid)
    }

    @Test func anAppsOwnAnnouncementIsHandedOverUnlessSilenced() throws {
        let session = try AnnouncementSession.entry("plain")
        session.announcer.announce(TextInputAnnouncement(kind: .custom, text: "Card saved", priority: .interrupting))
        session.announcer.silencedKinds = [.custom]
        session.announcer.announce(TextInputAnnouncement(kind: .custom, text: "Silenced"))
        #expect(session.announcements == [TextInputAnnouncement(kind: .custom, text: "Card saved", priority: .interrupting)])
    }

    @Test func nothingIsAnnouncedWhileNothingListensAndWhatTheFieldShowsThenIsNotNews() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.announcer.isListening = false
        session.type("378282246310005x")
        session.announcer.announce(TextInputAnnouncement(kind: .custom, text: "Card saved"))
        #expect(session.texts == [])
        session.announcer.isListening = true
        #expect(session.announced { session.type("5") } == ["Field full"])
        #expect(
            session.announced {
                session.field.backspace()
                session.type("6")
            } == ["Incomplete", "Card number not valid"])
    }

    @Test func announcementsArePoliteAndPrintWithoutTheFieldsText() throws {
        let session = try AnnouncementSession.entry("card-number")
        session.type("4111111111111111")
        #expect(session.announcements.allSatisfy { $0.priority == .polite })
        #expect(session.announcements.map(String.init(describing:)) == [#"brandDetected: "Visa""#, #"valid: "Valid""#])
    }
}
