/// An editing invariant a field broke.
package struct EditingViolation: Error {
    /// Which invariant: the same for every failure of one rule, so that shrinking a failing
    /// script keeps it failing for the same reason.
    package let invariant: EditingInvariant
    /// What was seen, for the report.
    package let detail: String
    /// Writes a Swift expression, in public API only, that is false once the failing script has
    /// run, naming the fields as a regression test declares them; nil where none is short
    /// enough.
    private let expectationCode: (@Sendable (SwiftFieldNames) -> String)?

    /// Creates a violation whose expectation `expectation` writes with the names it is given.
    package init(invariant: EditingInvariant, detail: String, expectation: (@Sendable (SwiftFieldNames) -> String)?) {
        self.invariant = invariant
        self.detail = detail
        expectationCode = expectation
    }

    /// A Swift expression that is false once the failing script has run, for a regression test
    /// that declares its fields as `names` says; nil where none is short enough.
    package func expectation(naming names: SwiftFieldNames) -> String? {
        expectationCode?(names)
    }
}

/// The invariants a bound field keeps after every edit; see ``EditingInvariantChecker`` for
/// their exact rules.
package enum EditingInvariant: String, Sendable {
    case selectionInsideText = "the selection lies inside the text, on Character boundaries"
    case markedRangeInsideText = "the marked range lies inside the text, on Character boundaries"
    case provisionalTextEndsText = "provisional text ends the text, only while editing, and is selected whole or not at all"
    case fixedPoint = "the text is a fixed point of its format"
    case valueOfText = "the value is the serializer's value of the entered text"
    case valueOfFreshField = "the value is what a fresh field with the same text holds"
    case statusOfText = "the status is empty exactly for empty text, and complete or valid only with a value"
    case eventChanges = "each editingChanged names exactly what changed since the last one"
    case eventsUpToDate = "every change of text, selection or value is reported"
    case pasteKept = "a paste or keystroke the format accepts whole stays in the field"
    case selectionEditable = "a selection the user makes stays out of fixed text, unless it selects the whole text"
    case touchOutside = "a tap outside the edited field ends its editing; one in it, on its bar or on another field does not"
    case decisionLogRedacted = "no decision log entry of a field whose format hides digits in logs shows one"
    case printedRedacted = "over a whole script, nothing printed of a field shows a character its format hides, but a complete value's own forms"
    case deletionAtCaret = "a Backspace or forward delete at a caret changes the entered text, or changes nothing"
    case pasteNormalized = "a paste with changes the format undoes one by one gives the text of the paste without them"
    case enteredCharactersKept = "no edit removes an entered character it did not cover"
    case spokenText = "what VoiceOver says never reads a provisional template, and its spelled-out ranges are sorted, apart and within it"
}
