import Foundation
import TextInputCore

/// Checks the editing invariants of one field bound to a format, after every edit: the one
/// checker of the property tests, the fuzzer and the benchmarks' self-checks.
///
/// It takes the binding's event handler, to watch its events. Call ``willEdit()`` before each
/// edit, ``textWasSetProgrammatically()`` after app code sets the text, and ``violation()``
/// after each edit. The invariants, checked in this order:
///
/// 1. The selection, and the marked range if any, lie inside the text on Character boundaries.
/// 2. Provisional text (an inline suggestion, a mask's remainder) ends the text, only while the
///    field is edited, and the selection is either all of it or outside it. Not checked while
///    text set by app code waits for the field's next report.
/// 3. Every `editingChanged` event named exactly the parts of the state that changed since the
///    event before it (``EditingEventLog``).
/// 4. Over the whole session so far, nothing printed of a field whose format hides characters in
///    print — its events, its values still being typed, a format style's error for its text —
///    showed one (``PrintedRedactionAudit``).
/// 5. The last event reported the state the field is in: its entered text (the text less an
///    inline suggestion not accepted), its UTF-16 selection and the binding's value. Not checked
///    while text set by app code waits for the field's next report.
/// 6. The value is the serializer's value of the entered text with the binding's memory, and
///    the binding's status agrees: empty exactly for an empty entered text, complete or valid
///    only with a value.
/// 7. Unless the field is composing, holds text app code set unreported, or shows the
///    whitespace a field expecting AutoFill lets into its empty text: the entered text is a
///    fixed point of the format (pasted into a fresh field it comes back unchanged — not
///    required where ``fixedPointHolds`` is false, nor after editing where
///    ``fixedPointHoldsAfterEditing`` is), and the value is the fresh field's (not required
///    where ``valueFollowsText`` is false).
/// 8. Where ``checksSpokenText`` is set: what VoiceOver says for the field
///    (``TextInputBindingType/spokenText(locale:)``) does not contain a provisional template
///    (a mask's remainder; an inline suggestion is said) unless the entered text does, and its
///    spelled-out ranges are sorted, apart, not empty and
///    within the spoken text; nor does it print anything of the text (``PrintedRedactionAudit``).
///
/// ```swift
/// let checker = EditingInvariantChecker(format: format, field: field, binding: format.bind(to: field))
/// checker.willEdit()
/// field.insert("4111")
/// if let violation = checker.violation() { print(violation.detail) }
/// ```
@MainActor
package final class EditingInvariantChecker<Value: Equatable> {
    /// The field's format.
    package let format: TextInputFormat<Value>
    /// The field checked.
    package let field: TextInputSimulator
    /// Its binding.
    package let binding: TextInputBinding<Value>
    /// The field's place among the fields of a regression test (`fields[index]`), for
    /// ``EditingViolation/expectation(naming:)``.
    package let index: Int
    /// False for affine masks picked by the input's length (`.capacity`,
    /// `.extractedValueCapacity`): the InputMask family picks by the raw input, so a text one
    /// mask formatted from a long paste may be taken by a shorter mask when pasted alone.
    package var fixedPointHolds = true
    /// False where the value depends on the field's memory of its edits (which affine mask an
    /// edit picked), not on the text alone.
    package var valueFollowsText = true
    /// False where the field shows its value in another form than the formatter's while it is
    /// not edited (a phone number's canonical form once editing ends): the fixed point is then
    /// checked only while the field is edited.
    package var fixedPointHoldsAfterEditing = true
    /// True to check what VoiceOver says for the field after every edit (invariant 8), as
    /// `TextInputFormatCheck` does.
    package var checksSpokenText = false

    /// The binding's events.
    private let log: EditingEventLog<Value>
    /// What the field printed over the session, when its format hides characters in print.
    private let printed: PrintedRedactionAudit<Value>?
    /// Whether app code set the text and no event has reported a state since; the binding
    /// formats such text at the field's next report, so until then the field may show
    /// unformatted text.
    package private(set) var hasUnreportedText = false
    /// The entered text and value last found a fixed point with the fresh field's value, so
    /// that an unchanged field is not formatted again.
    private var lastConsistent: (text: String, value: Value?)?
    /// What fresh fields showed for the short entered texts seen so far, by the text pasted:
    /// a script that comes back to a text (a format check's probes start from one sample's)
    /// formats it once.
    private var freshStates: [String: (text: String, fresh: TextInputEditingState<Value>)] = [:]

    /// Starts checking `field`, bound to `format` by `binding`.
    package init(format: TextInputFormat<Value>, field: TextInputSimulator, binding: TextInputBinding<Value>, index: Int = 0) {
        self.format = format
        self.field = field
        self.binding = binding
        self.index = index
        log = EditingEventLog(watching: binding, of: field)
        printed = PrintedRedactionAudit(format: format)
        printed?.dumpInterval = 8
        log.observer = { [printed] event in printed?.record(event) }
    }

    /// Marks the start of an edit: events from now on belong to it.
    package func willEdit() {
        log.resetArrivals()
    }

    /// App code set the field's text without the binding's approval.
    package func textWasSetProgrammatically() {
        hasUnreportedText = true
    }

    /// Whether the field shows only the whitespace a field that expects AutoFill lets into its
    /// empty text while it has the focus (QuickType asks about a space before inserting): the
    /// binding keeps it, unformatted, until the next edit or the end of editing.
    package var showsAutoFillPlaceholder: Bool {
        field.expectsAutoFill && field.isEditing && !field.text.isEmpty && field.text.allSatisfy(\.isWhitespace)
    }

    /// The first invariant the field breaks now, or nil.
    package func violation() -> EditingViolation? {
        let text = field.text
        guard text.isValidCharacterRange(field.selectedRange) else {
            return EditingViolation(
                invariant: .selectionInsideText,
                detail: "field \(index) selects \(field.selectedUTF16Range) of \(text.debugDescription)",
                expectation: { [index] names in
                    let field = names.field(index)
                    return "String.Index(\(field).selectedRange.lowerBound, within: \(field).text) != nil"
                        + " && String.Index(\(field).selectedRange.upperBound, within: \(field).text) != nil"
                }
            )
        }
        if let marked = field.markedRange, !text.isValidCharacterRange(marked) {
            return EditingViolation(
                invariant: .markedRangeInsideText,
                detail: "field \(index) marks \(String(describing: field.markedUTF16Range)) of \(text.debugDescription)",
                expectation: { [index] names in
                    let field = names.field(index)
                    return "\(field).markedUTF16Range.flatMap { Range($0, in: \(field).text) }.map {"
                        + " String.Index($0.lowerBound, within: \(field).text) != nil"
                        + " && String.Index($0.upperBound, within: \(field).text) != nil } ?? true"
                }
            )
        }
        // Text app code set is the binding's to judge once the field reports it: until then it
        // may end with what the memory holds by chance.
        if !hasUnreportedText, let provisional = binding.provisionalRange,
            provisional != field.selectedRange && field.selectedRange.upperBound > provisional.lowerBound
                || provisional.upperBound != text.endIndex || !field.isEditing
        {
            return EditingViolation(
                invariant: .provisionalTextEndsText,
                detail: "field \(index) shows \(text[provisional].debugDescription) provisionally in \(text.debugDescription), "
                    + "selecting \(field.selectedUTF16Range)\(field.isEditing ? "" : " after editing ended")",
                expectation: { [index] names in
                    let field = names.field(index)
                    return "\(names.binding(index)).provisionalRange.map { ($0 == \(field).selectedRange"
                        + " || \(field).selectedRange.upperBound <= $0.lowerBound)"
                        + " && $0.upperBound == \(field).text.endIndex && \(field).isEditing } ?? true"
                }
            )
        }
        if let violation = log.violation {
            return violation
        }
        if let printed {
            printed.recordStep(text: binding.enteredText, value: binding.value)
            if let violation = printed.violation { return violation }
        }
        if hasUnreportedText {
            guard log.hasArrivals else { return nil }
            hasUnreportedText = false
        }
        let entered = binding.enteredText
        let value = binding.value
        let hasProvisionalText = binding.provisionalRange != nil
        if !log.text.isIdentical(to: entered) || log.selection != field.selectedUTF16Range || log.value != value {
            return EditingViolation(
                invariant: .eventsUpToDate,
                detail: "field \(index) shows \(entered.debugDescription) \(field.selectedUTF16Range) \(String(describing: value)), "
                    + "its last event reported \(log.text.debugDescription) \(log.selection) \(String(describing: log.value))",
                expectation: nil
            )
        }
        let serializerValue = try? format.serializer.value(for: entered, memory: binding.memory)
        guard serializerValue == value else {
            return EditingViolation(
                invariant: .valueOfText,
                detail:
                    "field \(index) holds \(String(describing: value)) for \(entered.debugDescription), its serializer reads \(String(describing: serializerValue))",
                expectation: { [index] names in
                    let binding = names.binding(index)
                    return "\(binding).value == (try? \(names.format(index)).serializer.value(for: "
                        + "\(names.enteredText(index, hasProvisionalText: hasProvisionalText)), memory: \(binding).memory))"
                }
            )
        }
        let status = binding.status
        guard (status == .empty) == entered.isEmpty, !status.isAcceptable || value != nil else {
            return EditingViolation(
                invariant: .statusOfText,
                detail: "field \(index) is \(status) for \(entered.debugDescription), holding \(String(describing: value))",
                expectation: { [index] names in
                    let binding = names.binding(index)
                    return "(\(binding).status == .empty) == \(names.enteredText(index, hasProvisionalText: hasProvisionalText)).isEmpty"
                        + " && (!\(binding).status.isAcceptable || \(binding).hasValue)"
                }
            )
        }
        if checksSpokenText, let violation = spokenTextViolation(entered: entered) {
            return violation
        }
        guard field.markedRange == nil, !showsAutoFillPlaceholder else { return nil }
        if let last = lastConsistent, last.text.isIdentical(to: entered), last.value == value { return nil }
        let fresh = freshState(for: entered)
        if fixedPointHolds, fixedPointHoldsAfterEditing || field.isEditing, !fresh.text.isIdentical(to: entered) {
            return EditingViolation(
                invariant: .fixedPoint,
                detail: "field \(index) shows \(entered.debugDescription), pasted into a fresh field it gives \(fresh.text.debugDescription)",
                expectation: { [index] names in
                    let entered = names.enteredText(index, hasProvisionalText: hasProvisionalText)
                    return "Array(\(names.format(index)).formatted(\(entered)).text.utf8) == Array(\(entered).utf8)"
                }
            )
        }
        if valueFollowsText, fresh.text.isIdentical(to: entered), fresh.value != value {
            return EditingViolation(
                invariant: .valueOfFreshField,
                detail: "field \(index) holds \(String(describing: value)) for \(entered.debugDescription), a fresh field \(String(describing: fresh.value))",
                expectation: { [index] names in
                    let entered = names.enteredText(index, hasProvisionalText: hasProvisionalText)
                    return "\(names.binding(index)).value == \(names.format(index)).formatted(\(entered)).value"
                }
            )
        }
        lastConsistent = (entered, value)
        return nil
    }

    /// How what VoiceOver says for the field breaks invariant 8, if it does.
    private func spokenTextViolation(entered: String) -> EditingViolation? {
        let spoken = binding.spokenText(locale: Locale(identifier: "en_US"))
        if let printed {
            printed.record(spoken)
            if let violation = printed.violation { return violation }
        }
        // An inline suggestion is said, as a suggestion; a template (a mask's remainder) never.
        let template = binding.suggestionRange == nil ? binding.provisionalRange : nil
        let provisional = template.map { String(field.text[$0]) } ?? ""
        let readsProvisionalText = !provisional.isEmpty && spoken.text.contains(provisional) && !entered.contains(provisional)
        guard readsProvisionalText || !spoken.hasValidRanges else { return nil }
        // Only the counts: the spoken text is the field's, which a report must not show.
        return EditingViolation(
            invariant: .spokenText,
            detail: "field \(index) says \(spoken.text.count) Characters"
                + (readsProvisionalText ? " that read its provisional text of \(provisional.count)" : "")
                + ", spelling out \(spoken.spellOutRanges)",
            expectation: { [index] names in
                let spoken = "\(names.binding(index)).spokenText(locale: Locale(identifier: \"en_US\"))"
                return readsProvisionalText ? "!\(spoken).text.contains(\(provisional.debugDescription))" : "\(spoken).hasValidRanges"
            }
        )
    }

    /// The state a fresh field shows for `text` pasted into it, remembered for texts up to 1,000
    /// bytes long, and for at most 512 texts at a time.
    private func freshState(for text: String) -> TextInputEditingState<Value> {
        // Texts Swift calls equal may differ in their bytes: the one remembered must be the same.
        if let remembered = freshStates[text], remembered.text.isIdentical(to: text) { return remembered.fresh }
        let fresh = format.formatted(text)
        guard text.utf8.count <= 1_000 else { return fresh }
        if freshStates.count >= 512 { freshStates.removeAll(keepingCapacity: true) }
        freshStates[text] = (text, fresh)
        return fresh
    }
}
