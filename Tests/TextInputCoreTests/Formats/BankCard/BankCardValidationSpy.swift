import Foundation
import Testing
import TextInputCore

/// Wraps a format so that a test can see what its formatter answered when a bound simulator
/// asked it, and counts the binding's `editingChanged` events: a keystroke that "changes
/// nothing" must be answered `.rejected` and report no event, not merely end with the same text.
@MainActor
final class BankCardValidationSpy<Value> {
    /// What the formatter answered, edit after edit (the binding may ask from any context).
    private final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [TextInputValidationResult] = []
        var all: [TextInputValidationResult] { lock.withLock { stored } }
        func append(_ answer: TextInputValidationResult) { lock.withLock { stored.append(answer) } }
    }

    private let answers = Answers()
    let field: TextInputSimulator
    let binding: TextInputBinding<Value>
    private(set) var changeEvents = 0

    /// A simulator showing `notation` (see ``FieldNotation``), bound to `format`,
    /// reporting edit kinds as `reporting` says.
    init(_ format: TextInputFormat<Value>, _ notation: String, _ reporting: EditKindReporting = .withKinds) {
        let answers = answers
        let formatter = format.formatter
        let spied = TextInputFormat(
            format.serializer,
            TextInputFormatter(validate: { edit in
                let answer = formatter.validate(edit)
                answers.append(answer)
                return answer
            }))
        (field, binding) = FieldNotation.field(spied, notation, reporting)
        field.beginEditing()
        field.select(FieldNotation.parse(notation).selection)
        binding.eventHandler = { [weak self] event in
            if case .editingChanged = event { self?.changeEvents += 1 }
        }
    }

    /// The formatter's answer to the last edit, or nil when it was never asked.
    var lastAnswer: TextInputValidationResult? { answers.all.last }

    /// Performs `actions` (see ``FieldNotation/perform(_:on:)``) and expects each to be
    /// refused: text and selection as they were, `.rejected` answered, no event reported.
    func expectRefused(_ actions: [String], sourceLocation: SourceLocation = #_sourceLocation) {
        let before = FieldNotation.describe(field)
        let eventsBefore = changeEvents
        let answersBefore = answers.all.count
        FieldNotation.perform(actions, on: field)
        #expect(FieldNotation.describe(field) == before, sourceLocation: sourceLocation)
        #expect(changeEvents == eventsBefore, "no event for a refused keystroke", sourceLocation: sourceLocation)
        let asked = answers.all.dropFirst(answersBefore)
        #expect(!asked.isEmpty, "the formatter was asked", sourceLocation: sourceLocation)
        #expect(asked.allSatisfy { $0 == .rejected }, "answers: \(Array(asked))", sourceLocation: sourceLocation)
    }
}
