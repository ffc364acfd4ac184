import Foundation
import TextInputCore

/// A text field drawn in a terminal: a real ``TextInputHost``, so a format bound to it goes
/// through the same binding path as on a `UITextField`.
///
/// Like a `UITextField`, it asks its delegate (the binding) before every edit, with the UTF-16
/// `NSRange` and the kind of the edit, applies an accepted edit itself, and reports changes
/// afterwards. Terminals deliver text already composed, so it never has marked text.
///
/// ```swift
/// let field = TerminalTextField()
/// TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
/// field.handle(.text("4"))
/// field.handle(.text("x"))
/// field.text   // "4"
/// ```
@MainActor
package final class TerminalTextField: TextInputHost {
    /// The field's text.
    package private(set) var text: String

    /// The selection, as indices into ``text``; an empty range is the caret.
    package private(set) var selectedRange: Range<String.Index>

    /// Whether Shift+arrows move the lower end of the selection (the user extended it leftwards).
    private var isExtendingLowerBound = false

    /// Whether the field has the keyboard focus.
    package private(set) var isEditing = false

    /// The binding (or other delegate) that approves edits. The field keeps it alive.
    package var hostDelegate: (any TextInputHostDelegate)?

    /// Creates a field holding `text`, with the caret at its end and no focus.
    package init(text: String = "") {
        self.text = text
        selectedRange = text.endIndex..<text.endIndex
    }

    /// Applies a key that edits or moves within the field. Answers false for keys the field
    /// leaves to its form (Tab, Enter, arrows up and down, Esc…).
    @discardableResult
    package func handle(_ key: TerminalKey) -> Bool {
        switch key {
        case let .text(string): insert(string, kind: .typing)
        case let .paste(string): insert(string, kind: .paste)
        case .backspace: delete(.deleteBackward)
        case .delete: delete(.deleteForward)
        case let .move(movement, selecting): move(movement, selecting: selecting)
        case .selectAll: select(text.startIndex..<text.endIndex, extendingLowerBound: false)
        case .tab, .backTab, .up, .down, .enter, .done, .suggestions, .regions, .announcements, .escape, .interrupt: return false
        }
        return true
    }

    /// Presses Return: asks the delegate, which lets plugins handle it. Answers whether the
    /// field should go on with its own behaviour (for a form: its return-key policy).
    package func pressReturn() -> Bool {
        hostDelegate?.hostShouldReturn(self) ?? true
    }

    // MARK: - Editing

    private func insert(_ string: String, kind: TextInputEditKind) {
        beginEditing()
        request(replacing: selectedRange, with: string, kind: kind)
    }

    private func delete(_ kind: TextInputEditKind) {
        beginEditing()
        let direction: String.DeletionDirection = kind == .deleteForward ? .forward : .backward
        if let range = text.rangeToDelete(direction, selection: selectedRange) {
            request(replacing: range, with: "", kind: kind)
        }
    }

    /// Asks the delegate, then applies the edit as the delegate allowed it.
    private func request(replacing range: Range<String.Index>, with string: String, kind: TextInputEditKind) {
        if let hostDelegate, !hostDelegate.host(self, shouldReplaceCharactersIn: text.utf16Range(of: range), with: string, kind: kind) {
            return
        }
        let edit = TextInputEdit(originalText: text, originalSelectedRange: selectedRange, replacementText: string, editedRange: range, kind: kind)
        (text, selectedRange) = edit.result
        isExtendingLowerBound = false
        hostDelegate?.hostDidChangeText(self)
    }

    // MARK: - Caret and selection

    private func move(_ movement: TerminalCaretMovement, selecting: Bool) {
        beginEditing()
        let selection = selectedRange
        // The end that moves: the caret, or the end of the selection the user is extending.
        let head = selecting && isExtendingLowerBound ? selection.lowerBound : selection.upperBound
        let anchor = selecting && isExtendingLowerBound ? selection.upperBound : selection.lowerBound
        let newHead: String.Index
        switch movement {
        case .left where !selecting && !selection.isEmpty: newHead = selection.lowerBound
        case .right where !selecting && !selection.isEmpty: newHead = selection.upperBound
        case .left: newHead = head > text.startIndex ? text.index(before: head) : head
        case .right: newHead = head < text.endIndex ? text.index(after: head) : head
        case .home: newHead = text.startIndex
        case .end: newHead = text.endIndex
        }
        if selecting {
            select(min(anchor, newHead)..<max(anchor, newHead), extendingLowerBound: newHead < anchor)
        } else {
            select(newHead..<newHead, extendingLowerBound: false)
        }
    }

    private func select(_ range: Range<String.Index>, extendingLowerBound: Bool) {
        beginEditing()
        isExtendingLowerBound = extendingLowerBound
        guard range != selectedRange else { return }
        selectedRange = range
        hostDelegate?.hostDidChangeSelection(self)
    }

    // MARK: - TextInputHost

    package var selectedUTF16Range: NSRange {
        text.utf16Range(of: selectedRange)
    }

    package var markedUTF16Range: NSRange? { nil }

    package func setText(_ text: String, selectedUTF16Range: NSRange) {
        self.text = text
        selectedRange = text.characterRange(forUTF16: selectedUTF16Range)
        isExtendingLowerBound = false
    }

    package func setSelectedUTF16Range(_ range: NSRange) {
        selectedRange = text.characterRange(forUTF16: range)
        isExtendingLowerBound = false
    }

    /// Takes the focus and puts the caret at the end of the text; does nothing when focused.
    package func beginEditing() {
        guard !isEditing else { return }
        isEditing = true
        selectedRange = text.endIndex..<text.endIndex
        hostDelegate?.hostDidBeginEditing(self)
    }

    /// Gives up the focus.
    package func endEditing() {
        guard isEditing else { return }
        isEditing = false
        hostDelegate?.hostDidEndEditing(self)
    }
}
