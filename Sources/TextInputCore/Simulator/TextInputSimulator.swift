import Foundation

/// An in-memory text field that edits the way `UITextField` does: use it to test formats and
/// bindings on any platform, Linux CI included.
///
/// Every edit asks the bound binding first, with the UTF-16 `NSRange` UIKit's delegate call
/// would carry, and applies the answer: an accepted edit is applied by the simulator itself, a
/// rewrite is already in place, a rejected edit changes nothing. With no binding it behaves as a
/// plain field. Editing methods give the simulator the focus first, as a tap would.
///
/// By default the simulator tells the binding each edit's kind (typing, paste, backspace…).
/// UIKit tells none: create the simulator with `reportsEditKinds: false` to test what a real
/// `UITextField` gives the binding, which then infers the kind from the range, the string and
/// the selection. QuickType's AutoFill (``insertFromQuickType(_:)``) and app code setting the
/// text (``setTextProgrammatically(_:)``) change the text without asking, as UIKit does.
///
/// Simulators created in one ``TextInputSimulatorWindow`` share the keyboard focus the way
/// the fields of a window share the first responder: one taking it ends the other's editing
/// first. A simulator that is disabled, hidden or not editable does not take the focus, and
/// ignores edits.
///
/// It is the field of `TextInputFormatCheck` (in the `TextInputTesting` library), which checks
/// a format's editing rules over scripts of its edits, and of the test a failing check prints:
/// see <doc:Reliability#Checking-a-format-of-your-own>.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 3).bind(to: field)
/// field.insert("abcd")  // field.text == "abc"
/// field.backspace()     // field.text == "ab"
/// binding.value         // "ab"
/// ```
@MainActor
public final class TextInputSimulator: TextInputHost, TextInputKeyboardHost {
    /// The field's text.
    public private(set) var text: String

    /// The selection, as indices into ``text``; an empty range is the caret.
    public private(set) var selectedRange: Range<String.Index> {
        didSet { selectedUTF16Range = text.utf16Range(of: selectedRange) }
    }

    /// The text an input method is composing, as indices into ``text``, or nil.
    package private(set) var markedRange: Range<String.Index>? {
        didSet { markedUTF16Range = markedRange.map(text.utf16Range(of:)) }
    }

    /// The selection in UTF-16 offsets, kept with ``selectedRange`` so that reading it costs
    /// nothing.
    public private(set) var selectedUTF16Range: NSRange

    /// The marked text in UTF-16 offsets, kept with the marked range in Characters.
    public private(set) var markedUTF16Range: NSRange?

    /// Counts rewrites made through ``setText(_:selectedUTF16Range:)``, so that an edit can tell
    /// whether its delegate replaced the text while it was being asked.
    private var rewriteCount = 0

    /// Whether the field has the keyboard focus.
    public private(set) var isEditing = false

    /// Whether every question tells the binding the edit's kind; false plays UIKit, whose
    /// delegate hears only "replace this range with this string" (kind
    /// ``TextInputEditKind/unknown``).
    package let reportsEditKinds: Bool

    /// Whether the system may fill the field from AutoFill: what setting a `textContentType`
    /// on a `UITextField` says. False by default.
    public var expectsAutoFill = false

    /// The binding (or other delegate) that approves edits. The simulator keeps it alive.
    public var hostDelegate: (any TextInputHostDelegate)?

    /// Whether the field is enabled (`UIControl.isEnabled`). True by default.
    public var isEnabled = true

    /// Whether the field is hidden (`UIView.isHidden`). False by default.
    public var isHidden = false

    /// Whether the user may edit the text (`NSTextField.isEditable`; a `UITextField` whose
    /// delegate refuses to begin editing). True by default.
    public var isEditable = true

    /// The text shown while the field is empty. Nil by default.
    public var placeholder: String?

    /// Whether the field holds several lines, as a `UITextView` does: ``pressReturn()`` then
    /// types a line break, which the binding offers to its plugins as Return first. False by
    /// default.
    public var isMultiline = false

    /// The keyboard the field shows. The full keyboard by default.
    package var keyboardType: TextInputKeyboardType = .default

    /// Whether the field can take the focus: it is enabled, visible and editable.
    public var canBeginEditing: Bool {
        isEnabled && !isHidden && isEditable
    }

    /// Whether the field is in a window yet: UIKit gives no focus to a field outside one, such as
    /// a SwiftUI field created focused, one task before its view is in the window. True by default.
    package var isInWindow = true

    /// The window whose fields share the focus with this one, if any.
    package let window: TextInputSimulatorWindow?

    /// Creates a field holding `text`, with the caret at its end and no focus.
    ///
    /// - Parameters:
    ///   - text: The text the field holds.
    ///   - reportsEditKinds: Whether questions carry the edit's kind; pass false to be told as
    ///     little as UIKit tells.
    ///   - window: The window whose fields share the keyboard focus with this one; nil for a
    ///     field on its own.
    public init(text: String = "", reportsEditKinds: Bool = true, window: TextInputSimulatorWindow? = nil) {
        self.text = text
        self.reportsEditKinds = reportsEditKinds
        self.window = window
        selectedRange = text.endIndex..<text.endIndex
        selectedUTF16Range = NSRange(location: text.utf16.count, length: 0)
    }

    /// The selection in Characters from the start of the text.
    public var selectedCharacterRange: Range<Int> {
        text.characterOffset(of: selectedRange.lowerBound)..<text.characterOffset(of: selectedRange.upperBound)
    }

    // MARK: - Focus

    /// Takes the keyboard focus and puts the caret at the end of the text: the field of the same
    /// window that had the focus ends editing first. Does nothing when the field already has
    /// the focus, or cannot take it (``canBeginEditing``).
    public func beginEditing() {
        guard !isEditing, canBeginEditing, isInWindow else { return }
        if let focused = window?.focusedField, focused !== self {
            focused.endEditing()
        }
        isEditing = true
        window?.focusedField = self
        selectedRange = text.endIndex..<text.endIndex
        hostDelegate?.hostDidBeginEditing(self)
    }

    /// Commits any composition and gives up the keyboard focus.
    public func endEditing() {
        guard isEditing else { return }
        unmarkText()
        isEditing = false
        if window?.focusedField === self {
            window?.focusedField = nil
        }
        hostDelegate?.hostDidEndEditing(self)
    }

    /// Takes the focus for an edit, as a tap would; answers whether the field has it.
    private func focusForEditing() -> Bool {
        beginEditing()
        return isEditing
    }

    // MARK: - Selection

    /// Selects a range given in Characters; offsets outside the text are clamped to it.
    public func select(_ range: Range<Int>) {
        guard focusForEditing() else { return }
        let lower = text.index(atCharacterOffset: range.lowerBound)
        let upper = text.index(atCharacterOffset: Swift.max(range.upperBound, range.lowerBound))
        moveSelection(to: lower..<upper)
    }

    /// Selects the whole text.
    public func selectAll() {
        guard focusForEditing() else { return }
        moveSelection(to: text.startIndex..<text.endIndex)
    }

    private func moveSelection(to range: Range<String.Index>) {
        guard range != selectedRange else { return }
        selectedRange = range
        hostDelegate?.hostDidChangeSelection(self)
    }

    // MARK: - Editing

    /// Types or pastes `string` over the selection. One Character is typing, more is a paste.
    /// Typing while text is marked commits the composition first.
    public func insert(_ string: String) {
        guard focusForEditing() else { return }
        unmarkText()
        request(replacing: selectedRange, with: string, kind: .insertion(of: string))
    }

    /// Pastes `string` over the selection: an edit of kind ``TextInputEditKind/paste`` however
    /// long the string is (``insert(_:)`` takes a single Character for typing).
    public func paste(_ string: String) {
        guard focusForEditing() else { return }
        unmarkText()
        request(replacing: selectedRange, with: string, kind: .paste)
    }

    /// Backspace: deletes the selection, or else the whole Character before the caret.
    public func backspace() {
        guard focusForEditing() else { return }
        unmarkText()
        if let range = text.rangeToDelete(.backward, selection: selectedRange) {
            request(replacing: range, with: "", kind: .deleteBackward)
        }
    }

    /// Forward delete: deletes the selection, or else the whole Character after the caret.
    public func deleteForward() {
        guard focusForEditing() else { return }
        unmarkText()
        if let range = text.rangeToDelete(.forward, selection: selectedRange) {
            request(replacing: range, with: "", kind: .deleteForward)
        }
    }

    /// Replaces a range given in Characters, as autocorrection, a keyboard suggestion or system
    /// autofill does. Offsets outside the text are clamped to it.
    public func replace(_ range: Range<Int>, with string: String) {
        guard focusForEditing() else { return }
        unmarkText()
        let lower = text.index(atCharacterOffset: range.lowerBound)
        let upper = text.index(atCharacterOffset: Swift.max(range.upperBound, range.lowerBound))
        request(replacing: lower..<upper, with: string, kind: .replacement)
    }

    /// Asks to replace a UTF-16 range the way a `UITextField` delegate is asked, trusting the
    /// range as given: use it to test how a binding copes with ranges that split a surrogate
    /// pair or a grapheme cluster, or lie outside the text, as misbehaving hosts send them.
    public func replaceUTF16Range(_ range: NSRange, with string: String) {
        guard focusForEditing() else { return }
        unmarkText()
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: selectedRange,
            replacementText: string,
            editedRange: text.characterRange(forUTF16: range)
        )
        request(utf16Range: range, with: string, kind: .inferred(for: edit))
    }

    /// Inserts a QuickType suggestion or an AutoFill value (a contact's phone number, a card
    /// number, a one-time code) the way UIKit does: the delegate is asked about a space over the
    /// selection, and only if it lets the space in is `value` inserted after it, without asking,
    /// followed by a text change report.
    public func insertFromQuickType(_ value: String) {
        guard focusForEditing() else { return }
        unmarkText()
        guard request(replacing: selectedRange, with: " ", kind: .replacement) else { return }
        let caret = selectedRange.upperBound
        (text, selectedRange) =
            TextInputEdit(
                originalText: text, originalSelectedRange: selectedRange, replacementText: value, editedRange: caret..<caret
            ).result
        hostDelegate?.hostDidChangeText(self)
    }

    /// Sets the text the way app code sets `UITextField.text`: the caret moves to the end, and
    /// the delegate is neither asked nor told.
    public func setTextProgrammatically(_ newText: String) {
        markedRange = nil
        text = newText
        selectedRange = text.endIndex..<text.endIndex
    }

    /// Sets the text an input method is composing, replacing the current composition or else the
    /// selection, with the caret after it. An empty string ends the composition and removes it.
    public func setMarkedText(_ string: String) {
        guard focusForEditing() else { return }
        let range = markedRange ?? selectedRange
        let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
        guard request(replacing: range, with: string, kind: .markedText, reportingChange: false) else { return }
        let lower = text.characterBoundary(atOrBefore: text.utf8.index(text.startIndex, offsetBy: Swift.min(start, text.utf8.count)))
        let upper = text.index(lower, offsetBy: string.count, limitedBy: text.endIndex) ?? text.endIndex
        markedRange = string.isEmpty ? nil : lower..<upper
        selectedRange = upper..<upper
        hostDelegate?.hostDidChangeText(self)
    }

    /// Commits the composition: the marked text stays as ordinary text.
    public func unmarkText() {
        guard markedRange != nil else { return }
        markedRange = nil
        hostDelegate?.hostDidChangeText(self)
    }

    /// Presses Return. While text is marked, Return only commits the composition, as input
    /// methods do. A multi-line field asks about a typed line break, as a `UITextView` does; a
    /// single-line field tells its delegate that Return was pressed, as a `UITextField` does.
    public func pressReturn() {
        guard focusForEditing() else { return }
        if markedRange != nil {
            unmarkText()
            return
        }
        guard isMultiline else {
            _ = hostDelegate?.hostShouldReturn(self)
            return
        }
        request(replacing: selectedRange, with: "\n", kind: .typing)
    }

    /// Asks the delegate about replacing `range` with `string` and applies the edit when it
    /// agrees, the way UIKit applies the `NSRange` to whatever text the field then holds.
    @discardableResult
    private func request(
        replacing range: Range<String.Index>,
        with string: String,
        kind: TextInputEditKind,
        reportingChange: Bool = true
    ) -> Bool {
        request(utf16Range: text.utf16Range(of: range), range: range, with: string, kind: kind, reportingChange: reportingChange)
    }

    @discardableResult
    private func request(
        utf16Range: NSRange,
        range: Range<String.Index>? = nil,
        with string: String,
        kind: TextInputEditKind,
        reportingChange: Bool = true
    ) -> Bool {
        let rewritesBefore = rewriteCount
        let kind = reportsEditKinds ? kind : .unknown
        if let hostDelegate, !hostDelegate.host(self, shouldReplaceCharactersIn: utf16Range, with: string, kind: kind) {
            return false
        }
        // Like UIKit, apply the NSRange to whatever text the field holds once the delegate agrees.
        let editedRange =
            if let range, rewriteCount == rewritesBefore {
                range
            } else {
                text.characterRange(forUTF16: utf16Range)
            }
        let (newText, newSelection) = TextInputEdit(
            originalText: text,
            originalSelectedRange: selectedRange,
            replacementText: string,
            editedRange: editedRange
        ).result
        text = newText
        selectedRange = newSelection
        if reportingChange {
            hostDelegate?.hostDidChangeText(self)
        }
        return true
    }

    // MARK: - TextInputHost

    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        rewriteCount += 1
        self.text = text
        selectedRange = text.characterRange(forUTF16: selectedUTF16Range)
        markedRange = nil
    }

    public func setSelectedUTF16Range(_ range: NSRange) {
        selectedRange = text.characterRange(forUTF16: range)
    }
}

/// The window simulators share the keyboard focus in: one field at a time has it, and a field
/// taking it ends the editing of the one that had it first, as UIKit's first responder moves.
///
/// ```swift
/// let window = TextInputSimulatorWindow()
/// let name = TextInputSimulator(window: window)
/// let city = TextInputSimulator(window: window)
/// name.beginEditing()
/// city.beginEditing()   // name ends editing first, then city begins
/// window.focusedField   // city
/// ```
@MainActor
public final class TextInputSimulatorWindow {
    /// The field that has the keyboard focus, if any.
    package internal(set) weak var focusedField: TextInputSimulator?

    /// A window with no field focused.
    public init() {}
}
