import Testing
import TextInputCore

/// The two ways a text field tells a binding about an edit: with its kind, as the simulator,
/// AppKit and the terminal do, or without, as UIKit's delegate does (the binding then infers the
/// kind). Behaviour tests run in both and must agree; the few edits that only their kind tells
/// apart (a one-Character paste and typing, cut and Backspace, autocorrection next to the caret)
/// run with kinds only.
enum EditKindReporting: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// Every question carries the edit's kind.
    case withKinds
    /// No question carries a kind, as on UIKit.
    case withoutKinds

    var reportsEditKinds: Bool { self == .withKinds }

    var testDescription: String {
        self == .withKinds ? "with kinds" : "without kinds (UIKit)"
    }
}

extension TextInputSimulator {
    /// A simulator holding `text` that reports edit kinds as `reporting` says.
    convenience init(text: String = "", _ reporting: EditKindReporting) {
        self.init(text: text, reportsEditKinds: reporting.reportsEditKinds)
    }
}
