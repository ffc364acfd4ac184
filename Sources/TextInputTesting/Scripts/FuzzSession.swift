import Foundation
import TextInputCore

/// Fresh fields bound to a target's formats, in one window (a field taking the focus ends the
/// other's editing), with a form navigator over them when the target has one. It performs
/// steps and checks the editing invariants of every field after each
/// (``EditingInvariantChecker``), then the target's paste rule.
@MainActor
package final class FuzzSession<Value: Equatable> {
    /// The formats, and the exceptions to the invariants they document.
    package let target: FuzzFormatTarget<Value>
    /// The fields, one per format of the target.
    package let fields: [TextInputSimulator]
    /// Each field's binding.
    package let bindings: [TextInputBinding<Value>]
    /// Each field's invariants, with the exceptions the target documents.
    package let checkers: [EditingInvariantChecker<Value>]
    /// The form navigator over the fields, when the target has one.
    package let navigator: TextInputFormNavigator?
    /// The fields' decision logs, when the setup logs them.
    package let decisions: FuzzDecisionRecorder?

    /// Binds fresh fields made as `setup` says.
    package init(_ target: FuzzFormatTarget<Value>, setup: FuzzFieldSetup) {
        self.target = target
        let window = TextInputSimulatorWindow()
        let fields = target.formats.map { _ in
            let field = TextInputSimulator(reportsEditKinds: setup.reportsEditKinds, window: window)
            field.expectsAutoFill = setup.expectsAutoFill
            field.isMultiline = target.isMultiline
            return field
        }
        self.fields = fields
        let bindings = zip(target.formats, fields).map { format, field in format.bind(to: field) }
        self.bindings = bindings
        if setup.logsDecisions {
            let recorder = FuzzDecisionRecorder()
            recorder.record(bindings, formats: target.formats)
            decisions = recorder
        } else {
            decisions = nil
        }
        navigator = target.navigates ? TextInputFormNavigator(bindings) : nil
        checkers = zip(fields, bindings).enumerated().map { index, fieldAndBinding in
            let (field, binding) = fieldAndBinding
            let checker = EditingInvariantChecker(format: target.formats[index], field: field, binding: binding, index: index)
            checker.fixedPointHolds = target.fixedPointHolds
            checker.valueFollowsText = target.valueFollowsText
            checker.fixedPointHoldsAfterEditing = target.fixedPointHoldsAfterEditing
            checker.checksSpokenText = target.checksSpokenText
            return checker
        }
    }

    /// Performs `step` and answers the first invariant it broke.
    package func run(_ step: FuzzStep) -> EditingViolation? {
        for checker in checkers {
            checker.willEdit()
        }
        let pasteCheck = pasteCheck(for: step)
        let selectionCheck = selectionCheck(for: step)
        let touchCheck = touchCheck(for: step)
        let deletionCheck = deletionCheck(for: step)
        let enteredCharacterCheck = enteredCharacterCheck(for: step)
        perform(step)
        if case .setTextProgrammatically = step {
            checkers[step.field].textWasSetProgrammatically()
        }
        for checker in checkers {
            if let violation = checker.violation() {
                return violation
            }
        }
        if let leak = decisions?.takeLeak() {
            return leak
        }
        return pasteCheck?() ?? selectionCheck?() ?? touchCheck?() ?? deletionCheck?() ?? enteredCharacterCheck?()
    }

    /// Performs `step` without checking anything.
    package func perform(_ step: FuzzStep) {
        let field = fields[step.field]
        switch step {
        case let .insert(_, string): field.insert(string)
        case let .paste(_, text): field.paste(text.string)
        case .backspace: field.backspace()
        case .deleteForward: field.deleteForward()
        case let .select(_, range): field.select(range)
        case .selectAll: field.selectAll()
        case let .replace(_, range, string): field.replace(range, with: string)
        case let .replaceUTF16Range(_, range, string): field.replaceUTF16Range(range, with: string)
        case let .insertFromQuickType(_, string): field.insertFromQuickType(string)
        case let .setMarkedText(_, string): field.setMarkedText(string)
        case .unmarkText: field.unmarkText()
        case let .setTextProgrammatically(_, string): field.setTextProgrammatically(string)
        case let .setValue(index, string):
            bindings[index].value = string.flatMap { target.formats[index].formatted($0).value }
        case let .reformat(index): bindings[index].reformat()
        case .pressReturn: field.pressReturn()
        case .beginEditing: field.beginEditing()
        case .endEditing: field.endEditing()
        case let .toolbar(index, button): _ = bindings[index].performToolbarItem(button.item)
        case let .tap(index, point): FuzzFormLayout.touch(editing: index, of: bindings).handleTouch(at: point)
        case let .reuseRow(index, row):
            navigator?.place([TextInputFormNavigator.PlacedField(bindings[index], path: [0, row], frame: FuzzFormLayout.frame(ofRow: row))])
        }
    }

    /// For a tap while a field is edited, a check to run after it: the editing ended exactly
    /// when Core said the tap ends it.
    private func touchCheck(for step: FuzzStep) -> (() -> EditingViolation?)? {
        guard case let .tap(index, point) = step, bindings[index].isEditing else { return nil }
        let outcome = FuzzFormLayout.touch(editing: index, of: bindings).outcome(ofTouchAt: point)
        return { [unowned self] in
            guard bindings[index].isEditing == (outcome == .endsEditing) else { return nil }
            return EditingViolation(
                invariant: .touchOutside,
                detail: "a tap at \(point) whose outcome is \(outcome) left field \(index) \(bindings[index].isEditing ? "editing" : "not editing")",
                expectation: { names in "\(names.binding(index)).isEditing == \(outcome != .endsEditing)" })
        }
    }

    /// For a selection the user makes, a check to run after it: if it moved the selection, the
    /// selection lies in the format's editable range or is the whole text. Checked in a field
    /// that shows no provisional text and held no text app code set unformatted: there the
    /// format's own rules place the selection.
    private func selectionCheck(for step: FuzzStep) -> (() -> EditingViolation?)? {
        guard case .select = step, !checkers[step.field].hasUnreportedText else { return nil }
        let index = step.field
        let field = fields[index]
        let before = field.selectedRange
        return { [unowned self] in
            let (text, selection) = (field.text, field.selectedRange)
            guard field.isEditing, field.markedRange == nil, bindings[index].provisionalRange == nil, selection != before,
                selection != text.startIndex..<text.endIndex
            else { return nil }
            let editable = target.formats[index].formatter.editableRange(in: text)
            guard selection.lowerBound < editable.lowerBound || selection.upperBound > editable.upperBound else { return nil }
            let offsets = text.utf16Range(of: selection)
            return EditingViolation(
                invariant: .selectionEditable,
                detail:
                    "selecting left UTF-16 \(offsets.location)..<\(offsets.location + offsets.length) of \(text.debugDescription), outside its editable \(text[editable].debugDescription)",
                expectation: nil
            )
        }
    }

    /// For a Backspace or forward delete at the caret of an edited field, a check to run after
    /// it, when the target asks for it: the key changed the entered text, or left the text and
    /// the caret as they were. A key that leaves the text as it was but moves the caret (a
    /// separator it skips instead of deleting what lies beyond it) seems to the user to do
    /// nothing, and the next key does the same. Checked in a field that composes nothing, shows
    /// no AutoFill placeholder and holds no text app code set unformatted.
    private func deletionCheck(for step: FuzzStep) -> (() -> EditingViolation?)? {
        guard target.checksDeletionsAtCaret else { return nil }
        let key: String
        switch step {
        case .backspace: key = "Backspace"
        case .deleteForward: key = "forward delete"
        default: return nil
        }
        let index = step.field
        let field = fields[index]
        guard field.isEditing, field.selectedRange.isEmpty, field.markedRange == nil, !checkers[index].hasUnreportedText,
            !checkers[index].showsAutoFillPlaceholder
        else { return nil }
        let before = bindings[index].enteredText
        let text = field.text
        let caret = field.selectedUTF16Range
        return { [unowned self] in
            let selection = fields[index].selectedUTF16Range
            guard bindings[index].enteredText.isIdentical(to: before), selection != caret else { return nil }
            return EditingViolation(
                invariant: .deletionAtCaret,
                detail: "\(key) at UTF-16 offset \(caret.location) of \(before.debugDescription) left the text as it was "
                    + "and moved the caret to \(selection.location)..<\(selection.location + selection.length)",
                expectation: { names in
                    "\(names.field(index)).text != \(text.swiftLiteral) || \(names.field(index)).selectedUTF16Range == NSRange(location: \(caret.location), length: 0)"
                }
            )
        }
    }

    /// Whether field `index` is edited and shows what the user and the format made of it alone:
    /// it composes nothing, shows no provisional text or AutoFill placeholder and holds no text
    /// app code set unformatted.
    private func showsOnlyEditedText(_ index: Int) -> Bool {
        fields[index].isEditing && fields[index].markedRange == nil && bindings[index].provisionalRange == nil
            && !checkers[index].hasUnreportedText && !checkers[index].showsAutoFillPlaceholder
    }

    /// For a keystroke, a paste or a deletion, a check to run after it: it removed no entered
    /// character it did not cover (``EnteredCharacterRule``). Checked in a field that composes
    /// nothing, shows no provisional text or AutoFill placeholder and holds no text app code set
    /// unformatted.
    private func enteredCharacterCheck(for step: FuzzStep) -> (() -> EditingViolation?)? {
        guard target.checksEnteredCharacters else { return nil }
        let index = step.field
        let field = fields[index]
        guard showsOnlyEditedText(index) else { return nil }
        let text = field.text
        var range = field.selectedRange
        var deletion: EnteredCharacterRule<Value>.Deletion?
        var inserted = ""
        switch step {
        case let .insert(_, string): inserted = string
        case let .paste(_, pasted):
            guard !step.isLargePaste else { return nil }
            inserted = pasted.string
        case .backspace where range.isEmpty:
            guard range.lowerBound > text.startIndex else { return nil }
            range = text.index(before: range.lowerBound)..<range.lowerBound
            deletion = .backward
        case .deleteForward where range.isEmpty:
            guard range.upperBound < text.endIndex else { return nil }
            range = range.lowerBound..<text.index(after: range.upperBound)
            deletion = .forward
        case .backspace, .deleteForward: break
        default: return nil
        }
        let rule = EnteredCharacterRule(format: target.formats[index], lettersAreEntered: target.lettersAreEntered)
        return { [unowned self, range, deletion] in
            rule.violation(editing: text, replacing: range, with: inserted, deletes: deletion, leaving: fields[index].text)
        }
    }

    /// For a paste or typing the target's ``FuzzPasteRule`` covers, a check to run after it.
    private func pasteCheck(for step: FuzzStep) -> (() -> EditingViolation?)? {
        guard let rule = target.pasteRule else { return nil }
        let index: Int
        let inserted: String
        switch step {
        case let .paste(field, text): (index, inserted) = (field, text.string)
        case let .insert(field, string): (index, inserted) = (field, string)
        default: return nil
        }
        let field = fields[index]
        guard showsOnlyEditedText(index) else { return nil }
        let before = field.text
        let selection = field.selectedRange
        return { [unowned self] in
            rule.violation(pasting: inserted, over: selection, of: before, leaving: fields[index].text, inField: index)
        }
    }
}
