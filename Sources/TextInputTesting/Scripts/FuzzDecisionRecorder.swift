import TextInputCore

/// The decision logs of a session's fields: every entry as a line for the report of a failing
/// script, and the entries that show a digit of a field whose format hides digits in logs
/// (a card number, a security code, a phone number), which break ``EditingInvariant/decisionLogRedacted``.
@MainActor
package final class FuzzDecisionRecorder {
    /// Every entry, "field N: category: message", in order.
    private(set) var lines: [String] = []
    /// The entries that showed a digit they must hide, since the last ``takeLeak()``.
    private var leaks: [String] = []

    /// Gives each of `bindings` a log that records here; `formats` are their formats, in order.
    package func record<Value>(_ bindings: [TextInputBinding<Value>], formats: [TextInputFormat<Value>]) {
        for (index, binding) in bindings.enumerated() {
            let hidesDigits = !formats[index].loggedText("0123456789").contains(where: \.isNumber)
            binding.decisionLog = TextInputDecisionLog { [unowned self] entry in
                let line = "field \(index): \(entry)"
                lines.append(line)
                if hidesDigits, entry.quotedTexts.contains(where: { $0.contains(where: \.isNumber) }) {
                    leaks.append(line)
                }
            }
        }
    }

    /// The violation the entries since the last call make, if any.
    package func takeLeak() -> EditingViolation? {
        guard let leak = leaks.first else { return nil }
        leaks.removeAll()
        return EditingViolation(invariant: .decisionLogRedacted, detail: "logged \(leak)", expectation: nil)
    }
}
