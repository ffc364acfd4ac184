/// An invariant a step broke.
struct FuzzViolation: Error {
    /// Which invariant: the same name for every failure of one rule, so that shrinking keeps a
    /// script failing for the same reason.
    let invariant: FuzzInvariant
    /// What was seen, for the report.
    let detail: String
    /// A Swift expression that is false once the script has run, for the regression test.
    let expectation: String?
}

/// The invariants checked after every step; see ``FuzzSession`` for their exact rules.
enum FuzzInvariant: String {
    case selectionInsideText = "the selection lies inside the text, on Character boundaries"
    case markedRangeInsideText = "the marked range lies inside the text, on Character boundaries"
    case fixedPoint = "the text is a fixed point of its format"
    case valueOfText = "the value is the serializer's value of the entered text"
    case valueOfFreshField = "the value is what a fresh field with the same text holds"
    case eventChanges = "each editingChanged names exactly what changed since the last one"
    case eventsUpToDate = "every change of text, selection or value is reported"
    case pasteKept = "a paste or keystroke the format accepts whole stays in the field"
}
