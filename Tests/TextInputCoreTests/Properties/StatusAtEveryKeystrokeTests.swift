import Foundation
import Testing
import TextInputCatalog

@testable import TextInputCore

/// The status of every built-in format is true at every keystroke: a text on its way to one the
/// format accepts is never `invalid`, since `invalid` says that no continuation can help, and
/// every verdict a field announces is its status at that step, none left standing once the
/// status changes. Typed, pasted, AutoFilled and deleted, over every sample of the catalogue.
@MainActor
struct StatusAtEveryKeystrokeTests {
    /// Every sample of every entry, with every sample argument: (entry, argument, sample).
    nonisolated static let cases: [(String, String?, String)] = FormatCatalog.entries.flatMap { entry in
        ([nil] + entry.sampleArguments.map(Optional.some)).flatMap { argument in
            entry.samples.map { (entry.name, argument, $0) }
        }
    }

    /// A listening field of the entry's format.
    private func session(_ name: String, _ argument: String?) throws -> AnnouncementSession {
        try AnnouncementSession.entry(name, argument)
    }

    @Test("a text on its way to an accepted one is never invalid", arguments: cases)
    func noPrefixOfAnAcceptedTextIsInvalid(entry name: String, argument: String?, sample: String) throws {
        let pasted = try session(name, argument)
        pasted.field.paste(sample)
        // Only texts the field accepts whole have a way to go: invalid samples are there too.
        guard pasted.binding.status.isAcceptable else { return }
        let typed = try session(name, argument)
        var statuses: [TextInputValueStatus] = []
        for character in pasted.field.text {
            typed.field.insert(String(character))
            statuses.append(typed.binding.status)
        }
        #expect(!statuses.contains(.invalid), "\(statuses)")
        #expect(typed.binding.status.isAcceptable, "\(statuses)")
    }

    /// The verdict a status gives, as the announcer names it; nil for none.
    private static func verdictKind(of status: TextInputValueStatus) -> TextInputAnnouncement.Kind? {
        switch status {
        case .empty, .incomplete: nil
        case .complete: .complete
        case .valid: .valid
        case .invalid: .invalid
        }
    }

    private static let verdictKinds: Set<TextInputAnnouncement.Kind> = [.complete, .valid, .invalid, .incomplete]

    /// Runs `steps` on a listening field of the entry and checks, after each, that every verdict
    /// announced is the status's and that the verdict standing (the last one announced since the
    /// field was last empty) never contradicts the status.
    private func checkVerdicts(_ name: String, _ argument: String?, steps: [(TextInputSimulator) -> Void]) throws {
        let session = try session(name, argument)
        session.field.expectsAutoFill = true
        var standing: TextInputAnnouncement.Kind?
        for (index, step) in steps.enumerated() {
            let announced = session.announced { step(session.field) }
            let status = session.binding.status
            let enteredBlank = session.binding.enteredText.allSatisfy(\.isWhitespace)
            for verdict in session.announcements.suffix(announced.count) where Self.verdictKinds.contains(verdict.kind) {
                let expected = Self.verdictKind(of: status) ?? .incomplete
                #expect(verdict.kind == expected, "step \(index): announced \(verdict.kind) while \(status)")
                standing = verdict.kind
            }
            if status == .empty || enteredBlank {
                standing = nil
            } else if let standing {
                let holds = standing == (Self.verdictKind(of: status) ?? .incomplete)
                #expect(holds, "step \(index): \(standing) stands while \(status)")
            }
        }
    }

    @Test("typed: every verdict announced is the status, none left standing", arguments: cases)
    func typedVerdicts(entry name: String, argument: String?, sample: String) throws {
        let keys = sample.map { key in { (field: TextInputSimulator) in field.insert(String(key)) } }
        let deletions = Array(repeating: { (field: TextInputSimulator) in field.backspace() }, count: sample.count + 2)
        try checkVerdicts(name, argument, steps: keys + deletions)
    }

    @Test("pasted, AutoFilled, then cut back: every verdict announced is the status", arguments: cases)
    func pastedVerdicts(entry name: String, argument: String?, sample: String) throws {
        try checkVerdicts(
            name, argument,
            steps: [
                { $0.paste(sample) },
                { $0.backspace() },
                {
                    $0.selectAll()
                    $0.backspace()
                },
                { $0.insertFromQuickType(sample) },
                { $0.backspace() },
            ])
    }

    @Test("typed, no separator the field writes itself is refused", arguments: cases)
    func separatorsAreNoRefusals(entry name: String, argument: String?, sample: String) throws {
        let pasted = try session(name, argument)
        pasted.field.paste(sample)
        let shown = pasted.field.text
        let typed = try session(name, argument)
        for character in shown {
            let announced = typed.announced { typed.field.insert(String(character)) }
            let refusals = typed.announcements.suffix(announced.count).filter { $0.kind == .refusedCharacter }
            // A character the field shows in the text it makes of the sample and that is neither a
            // letter nor a digit is one it writes itself.
            if !character.isLetter, !character.isNumber {
                #expect(refusals.isEmpty, "\(character.unicodeScalars.map { String($0.value, radix: 16) }) refused: \(refusals)")
            }
        }
    }
}
