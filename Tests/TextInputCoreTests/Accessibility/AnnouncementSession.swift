import Testing
import TextInputCatalog
import TextInputCore

/// A field bound to a format with a listening announcer, and what it announced.
@MainActor
final class AnnouncementSession {
    let field = TextInputSimulator()
    let binding: any TextInputBindingType
    let announcer: TextInputAnnouncer
    private(set) var announcements: [TextInputAnnouncement] = []

    init<Value>(_ format: TextInputFormat<Value>, language: String = "en") {
        announcer = TextInputAnnouncer(language: language, isListening: true) { _ in }
        binding = format.bind(to: field)
        binding.attach(announcer)
        announcer.handler = { [unowned self] in announcements.append($0) }
    }

    /// A field of the catalogue entry `name`'s format, made for `argument`.
    static func entry(_ name: String, _ argument: String? = nil, language: String = "en") throws -> AnnouncementSession {
        func session<Made: CatalogFormatProtocol>(_ made: Made) -> AnnouncementSession {
            AnnouncementSession(made.format, language: language)
        }
        let entry = try #require(FormatCatalog.entry(named: name))
        return session(try entry.make(argument))
    }

    /// The texts announced so far.
    var texts: [String] {
        announcements.map(\.text)
    }

    /// Types `keys` one Character at a time.
    func type(_ keys: String) {
        for key in keys {
            field.insert(String(key))
        }
    }

    /// The texts announced while `body` runs.
    func announced(_ body: () -> Void) -> [String] {
        let before = announcements.count
        body()
        return announcements.dropFirst(before).map(\.text)
    }
}
