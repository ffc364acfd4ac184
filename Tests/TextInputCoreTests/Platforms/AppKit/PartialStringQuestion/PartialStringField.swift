import Foundation
import TextInputCore

/// A field that edits as an `NSTextField` does, through a ``TextInputPartialStringSession``:
/// every edit is first a partial-string question whose answer the field applies itself, and
/// every change of its text is reported as the field editor reports it (`controlTextDidChange`).
@MainActor
final class PartialStringField: TextInputHost {
    let session = TextInputPartialStringSession()
    /// What the field editor holds, which the host reports only outside a question.
    private(set) var editorText: String
    private(set) var editorSelection: NSRange
    var hostDelegate: (any TextInputHostDelegate)?
    var markedUTF16Range: NSRange?
    let isEditing = true
    /// True plays an `NSTextView`, false an `NSTextField`.
    var isMultiline = false

    init(text: String = "") {
        editorText = text
        editorSelection = NSRange(location: text.utf16.count, length: 0)
        session.host = self
    }

    var text: String {
        session.askedText ?? editorText
    }

    var selectedUTF16Range: NSRange {
        session.askedSelection ?? editorSelection
    }

    func setText(_ text: String, selectedUTF16Range: NSRange) {
        session.write(text, selection: selectedUTF16Range) {
            editorText = text
            editorSelection = selectedUTF16Range
            session.didChangeText()
        }
    }

    func setSelectedUTF16Range(_ range: NSRange) {
        session.select(range) {
            editorSelection = range
            session.didChangeSelection(of: self, fieldEditor: self)
        }
    }

    func beginEditing() {}
    func endEditing() {}

    /// The user moves the caret or the selection.
    func userSelects(_ range: NSRange) {
        editorSelection = range
    }

    /// The user's edit of `range`, which AppKit hands the formatter as `origSelRange`: the
    /// answer is applied as AppKit applies it, and a change reported.
    @discardableResult
    func userReplaces(_ range: NSRange, with string: String) -> TextInputPartialStringSession.Answer {
        let original = editorText
        let proposed = (original as NSString).replacingCharacters(in: range, with: string)
        let answer = session.answer(
            proposed: proposed,
            original: original,
            originalSelection: range,
            editorText: editorText,
            editorSelection: editorSelection
        )
        return apply(answer, replacing: range, with: string)
    }

    /// The user's edit of `range` as an `NSTextView` asks its delegate about it
    /// (`textView(_:shouldChangeTextIn:replacementString:)`), `kind` as the text view tells it;
    /// nil `string` is a change of attributes only.
    @discardableResult
    func userReplacesInTextView(_ range: NSRange, with string: String?, kind: TextInputEditKind = .unknown) -> TextInputPartialStringSession.Answer {
        let answer = session.answer(replacing: range, with: string, kind: kind, in: editorText, selection: editorSelection)
        return apply(answer, replacing: range, with: string ?? "")
    }

    /// Applies `answer` as AppKit does, and reports the change.
    private func apply(_ answer: TextInputPartialStringSession.Answer, replacing range: NSRange, with string: String) -> TextInputPartialStringSession.Answer {
        switch answer {
        case .accept:
            editorText = (editorText as NSString).replacingCharacters(in: range, with: string)
            editorSelection = NSRange(location: range.location + string.utf16.count, length: 0)
        case .reject:
            return answer
        case let .replace(text, selection):
            editorText = text
            editorSelection = selection
        }
        session.didChangeText()
        return answer
    }
}

/// A host delegate that answers each question with `answer`, which may rewrite the host.
@MainActor
final class AnsweringHostDelegate: TextInputHostDelegate {
    let answer: (any TextInputHost) -> Bool
    /// What the host showed when each question came.
    var textsAsked: [String] = []

    init(answer: @escaping (any TextInputHost) -> Bool) {
        self.answer = answer
    }

    func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
        textsAsked.append(host.text)
        return answer(host)
    }

    func hostDidChangeText(_ host: any TextInputHost) {}
    func hostDidChangeSelection(_ host: any TextInputHost) {}
    func hostDidBeginEditing(_ host: any TextInputHost) {}
    func hostDidEndEditing(_ host: any TextInputHost) {}
    func hostShouldReturn(_ host: any TextInputHost) -> Bool { true }
}
