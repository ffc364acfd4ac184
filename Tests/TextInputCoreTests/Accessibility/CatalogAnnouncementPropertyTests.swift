import Foundation
import Testing
import TextInputCatalog

@testable import TextInputCore

/// The announcement rules held over every built-in format of the catalogue and every sample it
/// lists, typed one Character at a time: a new format cannot be left out.
@MainActor
struct CatalogAnnouncementPropertyTests {
    /// One keystroke: what the field announced, and whether its name or verdict changed.
    private struct Keystroke {
        var announcements: [TextInputAnnouncement]
        var stateChanged: Bool
        var enteredText: String
    }

    /// Types `sample` into a field of `entry`'s format, recording each keystroke.
    private func keystrokes(typing sample: String, into entry: CatalogEntry) throws -> [Keystroke] {
        let session = try AnnouncementSession.entry(entry.name)
        var keystrokes: [Keystroke] = []
        for character in sample {
            let before = Self.state(of: session.binding)
            let count = session.announcements.count
            session.field.insert(String(character))
            keystrokes.append(
                Keystroke(
                    announcements: Array(session.announcements.dropFirst(count)),
                    stateChanged: before != Self.state(of: session.binding),
                    enteredText: session.binding.enteredText))
        }
        return keystrokes
    }

    /// Announcements of what is not the field's name or verdict: a refusal, an inline
    /// suggestion and its acceptance.
    private static let saysMoreThanTheStatus: Set<TextInputAnnouncement.Kind> = [.refusedCharacter, .suggestion, .suggestionAccepted]

    private static func state(of binding: any TextInputBindingType) -> TextInputAnnouncedState? {
        (binding as? any TextInputAnnouncementSource)?.announcedState
    }

    /// Every sample of every entry.
    nonisolated static let cases: [(String, String)] = FormatCatalog.entries.flatMap { entry in entry.samples.map { (entry.name, $0) } }

    @Test(arguments: cases)
    func announcementsComeOnlyWithAChangeOfNameOrVerdictOrARefusal(entry name: String, sample: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        for keystroke in try keystrokes(typing: sample, into: entry) {
            let statusNews = keystroke.announcements.filter { !Self.saysMoreThanTheStatus.contains($0.kind) }
            #expect(statusNews.isEmpty || keystroke.stateChanged, "\(statusNews)")
            #expect(keystroke.announcements.count <= 2)
        }
    }

    @Test(arguments: cases)
    func noNameOrVerdictIsAnnouncedTwiceInARow(entry name: String, sample: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        let announced = try keystrokes(typing: sample, into: entry).flatMap(\.announcements)
        let names = announced.filter { $0.kind == .brandDetected || $0.kind == .regionDetected }
        let verdicts = announced.filter { [.complete, .valid, .invalid].contains($0.kind) }
        #expect(zip(names, names.dropFirst()).allSatisfy { $0 != $1 })
        #expect(zip(verdicts, verdicts.dropFirst()).allSatisfy { $0 != $1 })
    }

    @Test(arguments: cases)
    func noAnnouncementHoldsTheFieldsTextOrARunOfItsDigits(entry name: String, sample: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        let keystrokes = try keystrokes(typing: sample, into: entry)
        let texts = keystrokes.map(\.enteredText).filter { $0.count > 1 }
        let digits = Array(keystrokes.last?.enteredText.filter(\.isNumber) ?? "")
        let runs = Set(zip(digits, digits.dropFirst()).map { String([$0, $1]) })
        for announcement in keystrokes.flatMap(\.announcements) {
            // An inline suggestion is said with the text it completes, as VoiceOver reads the field.
            let quotesTheField = announcement.kind == .suggestion || announcement.kind == .suggestionAccepted
            #expect(quotesTheField || !texts.contains { announcement.text.contains($0) })
            #expect(!runs.contains { announcement.text.contains($0) })
            #expect(!String(describing: announcement).contains { $0.isNumber }, "\(announcement)")
        }
    }

    @Test(arguments: FormatCatalog.entries.map(\.name))
    func typingASampleAgainInTheEmptiedFieldAnnouncesTheSame(entry name: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        let session = try AnnouncementSession.entry(name)
        let sample = try #require(entry.samples.first)
        let first = session.announced { session.type(sample) }
        session.field.selectAll()
        session.field.backspace()
        #expect(session.announced { session.type(sample) } == first)
    }

    @Test(arguments: TextInputString.allCases.filter { $0.rawValue.hasPrefix("announcement") })
    func everyLanguageHasItsOwnWords(word: TextInputString) {
        let english = word.localized(for: Locale(identifier: "en"))
        for language in TextInputAnnouncer.languages.dropFirst() {
            #expect(word.localized(for: Locale(identifier: language)) != english, "\(language)")
        }
    }
}
