import Foundation
import TextInputCore

/// Audits everything the package prints of one field over a whole editing session: the
/// `description`, `debugDescription` and `dump` of each event and of its state erased to `Any`
/// (as plugins see it), the value's printed forms after each edit, the text of the error a
/// format style throws for the field's text, and the texts its decision log quotes.
///
/// A log keeps every keystroke, so safety is a property of the session: the printed texts of all
/// its steps together must reveal no character the format's redaction hides
/// (``TextInputFormat/printedRedaction``; every digit of a card number, a security code, a phone
/// number). Only a finished value may show more of itself: its own printed forms show hidden
/// characters only while it is complete (``TextInputCompletable``), as a card number's last four
/// digits. Every prefix of a session is a session that could have ended there, so the audit
/// checks the whole session so far after each step.
///
/// ```swift
/// let audit = PrintedRedactionAudit(format: format)
/// binding.eventHandler = { audit.record($0) }
/// field.insert("4")
/// audit.recordStep(text: binding.enteredText, value: binding.value)
/// #expect(audit.violation == nil)
/// ```
package final class PrintedRedactionAudit<Value> {
    /// The characters the field's printed texts must not show that the audit looks for: the
    /// digits the format's redaction hides. Letters are left out, since the words printing adds
    /// of itself ("editingChanged", "value") are made of them; a test of a field that hides
    /// letters looks for its own texts.
    package let redaction: TextInputRedaction
    private let format: TextInputFormat<Value>
    /// What the session revealed so far: each printed text that showed a hidden character.
    package private(set) var revealed: [String] = []
    /// How many texts the session printed.
    package private(set) var printedCount = 0
    /// How many events the session sent.
    private var eventCount = 0
    /// Every how many events the audit also dumps one; 1 dumps every event.
    package var dumpInterval = 1
    /// The texts audited so far, up to ``rememberedLength`` bytes long: a session that returns
    /// to a state prints the same texts again.
    private var audited = Set<String>()
    /// The longest text worth remembering.
    private static var rememberedLength: Int { 2_000 }
    /// The last text whose format style error was audited: an edit that leaves the text as it
    /// was (a selection) gives the same error.
    private var lastParsedText = ""

    /// Audits a field of `format`; nil when the format's printed texts hide nothing, since then
    /// there is nothing to audit.
    package init?(format: TextInputFormat<Value>) {
        let redaction = format.printedRedaction.intersection(.digits)
        guard !redaction.isEmpty else { return nil }
        self.format = format
        self.redaction = redaction
    }

    /// The first printed text of the session that revealed a hidden character, as a violation.
    package var violation: EditingViolation? {
        guard let first = revealed.first else { return nil }
        return EditingViolation(
            invariant: .printedRedacted,
            detail: "after \(printedCount) printed texts, \(revealed.count) showed what the field hides, first \(first.debugDescription)",
            expectation: nil)
    }

    /// Records what printing `event` shows: its description and debug description always, its
    /// `dump` and its form erased to `Any` at every ``dumpInterval``th event, since reflection
    /// costs as much as the edit itself and prints the same texts.
    package func record(_ event: TextInputEvent<Value>) {
        guard case .editingChanged = event else { return }
        eventCount += 1
        audit(String(describing: event), String(reflecting: event))
        if eventCount % dumpInterval == 1 || dumpInterval == 1 {
            audit(Self.dumped(event), String(reflecting: event.mapValue { $0 as Any }))
        }
    }

    /// Records what printing the field's value shows after a step, and the error a format style
    /// throws for its entered text: a value that redacts itself (``TextInputRedactedValue``) may
    /// show no hidden character while it is still being typed. A value of another type prints
    /// as its type says, which is the app's to decide.
    package func recordStep(text: String, value: Value?) {
        if let value, value is any TextInputRedactedValue, (value as? any TextInputCompletable)?.isComplete != true {
            audit(String(describing: value), String(reflecting: value))
            if eventCount % dumpInterval == 1 || dumpInterval == 1 { audit(Self.dumped(value)) }
        }
        // The error's text, not its reason: the reason is the package's words ("complete with 4
        // digits"), the text is the field's.
        guard value == nil, !text.isEmpty, !text.isIdentical(to: lastParsedText) else { return }
        lastParsedText = text
        do {
            _ = try format.parsedValue(text)
        } catch {
            audit(error.text)
        }
    }

    /// Records how what VoiceOver says for the field prints: it must show nothing of the text.
    package func record(_ spoken: TextInputSpokenText) {
        audit(String(describing: spoken), String(reflecting: spoken), Self.dumped(spoken))
    }

    /// Records the texts a decision log entry of the field quotes, where its texts appear.
    package func record(_ entry: TextInputDecisionLog.Entry) {
        for text in entry.quotedTexts { audit(text) }
    }

    private func audit(_ texts: String...) {
        for text in texts {
            printedCount += 1
            // A text printed again shows what it showed the first time (texts Swift calls equal
            // differ at most in canonical decompositions, which no decimal digit has).
            guard text.utf8.count > Self.rememberedLength || audited.insert(text).inserted else { continue }
            if shows(text) { revealed.append(text) }
        }
    }

    /// Whether `printed` shows a character this audit's redaction hides anywhere but in the
    /// numbers printing adds of itself: a selection's Character offsets ("19..<19"), a count of
    /// digits or characters, the raw value of the changes an event names, `dump`'s element counts and tuple
    /// labels, and the escapes of a debug description ("\u{200D}"). Those say where, how long
    /// and what changed, not what was typed.
    package func shows(_ printed: String) -> Bool {
        let characters = Array(printed)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if PrintedNumber.mayStart(with: character), let end = PrintedNumber.end(in: characters, at: index) {
                index = end
            } else if hides(character) {
                return true
            } else {
                index += 1
            }
        }
        return false
    }

    /// Whether the redaction hides `character`: the audit's redaction hides digits only, so
    /// the letters and marks printed texts are made of need no look at their properties.
    private func hides(_ character: Character) -> Bool {
        guard redaction.contains(.digits) else { return false }
        guard let ascii = character.asciiValue else { return DecimalDigit.isDigit(character) }
        return DecimalDigit.value(ofASCII: ascii) != nil
    }

    private static func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
