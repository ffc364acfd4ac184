import Foundation
import Testing
import TextInputCore

/// A value that depends on the last edit, not only on the text: the number of edits the
/// formatter turned down by rewriting them to the text as it was.
private final class TurnedDownEdits: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

@MainActor
@Suite("The binding re-reads the value after an edit that leaves the text as it was")
struct TextInputBindingRevaluationTests {
    @Test("an edit rewritten to the same text updates a value that depends on the edit, and reports it")
    func revaluesUnchangedText() {
        let turnedDown = TurnedDownEdits()
        let formatter = TextInputFormatter { edit in
            guard edit.replacementText == "x" else { return .accepted }
            turnedDown.increment()
            let text = edit.originalText
            return .changed(text, selectedRange: edit.originalSelectedRange)
        }
        let format = TextInputFormat(TextInputSerializer<Int>(string: { String($0) }, value: { _ in turnedDown.value }), formatter)
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        var changes: [TextInputEditingChanges] = []
        binding.eventHandler = { event in
            if case let .editingChanged(_, change) = event { changes.append(change) }
        }
        field.insert("a")
        #expect(binding.value == 0)
        field.insert("x")
        #expect(field.text == "a")
        #expect(binding.value == 1)
        #expect(changes.last == .value)
    }
}
