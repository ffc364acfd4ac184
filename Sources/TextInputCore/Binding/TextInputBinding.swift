import Foundation

/// Attaches a ``TextInputFormat`` to a text field: every edit of the field goes through the
/// format's formatter, and the text's value is kept up to date.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
/// binding.eventHandler = { event in
///     if case let .editingChanged(state, _) = event { print(state.text) }
/// }
/// field.insert("12ab34")   // the field shows "1234"
/// binding.value            // "1234"
/// ```
///
/// Ownership: the field keeps its binding alive, and the binding holds its field weakly, so a
/// binding lives as long as its field even when the object `bind(to:)` returned is dropped. Call
/// ``unbind()`` to detach it early: the field keeps its text and gets its previous delegate
/// back. Binding a field that already has a binding unbinds the old one first.
@MainActor
public final class TextInputBinding<Value>: TextInputBindingType, TextInputHostDelegate {
    /// The format every edit goes through.
    public let format: TextInputFormat<Value>

    /// The bound field; nil once unbound or once the field is gone.
    public private(set) weak var host: (any TextInputHost)?

    /// Called with every event, after the field shows the change.
    public var eventHandler: ((TextInputEvent<Value>) -> Void)?

    /// The attached plugins, in the order they are asked.
    public internal(set) var plugins: [any TextInputPlugin] = []

    /// The delegate the field had before this binding; it hears every event and may veto edits.
    var previousDelegate: (any TextInputHostDelegate)?

    // The state below is read and written on every keystroke, only from the main actor, and
    // never held `inout` across a call that could reach it again (the formatter gets the
    // memory, not the binding): dynamic exclusivity checks could catch nothing, and cost about
    // 200 instructions a keystroke (callgrind, plain field).

    /// What the field remembers between edits, for the formats whose rules need it (see
    /// ``TextInputFieldMemory``). It is the field's own: another field bound to the same format
    /// has its own memory.
    @exclusivity(unchecked)
    public internal(set) var memory = TextInputFieldMemory()

    /// The host's text and selection when the binding last reported, and the UTF-8 length of
    /// the provisional suffix the text ended with then (see ``TextInputFieldMemory/provisionalSuffix``): the
    /// events carried the text without it.
    @exclusivity(unchecked) var reportedText = ""
    @exclusivity(unchecked) var reportedSelection = NSRange(location: 0, length: 0)
    @exclusivity(unchecked) var reportedSuffixLength = 0

    /// The edit the binding last let the host apply itself, until the host reports it: a new text
    /// other than its result is one the binding did not approve.
    @exclusivity(unchecked) var approvedEdit: TextInputEdit?

    /// Whitespace let into the empty field because AutoFill may follow it (see
    /// ``TextInputHost/expectsAutoFill``), while it is all the field holds.
    @exclusivity(unchecked) var autoFillPlaceholder: String?

    /// The field that edits on this one's behalf while a keyboard bar shows it: it has the
    /// focus, and its edits are copied here (see ``TextInputKeyboardBar``).
    weak var standIn: (any TextInputHost)?

    /// The value of the text last reported, and the events that carry it.
    private let valueTracking: TextInputValueTracking<Value>

    /// The text and selection before an input method started composing, while it composes.
    @exclusivity(unchecked) var compositionStart: (text: String, selectedUTF16Range: NSRange)?

    /// Binds `format` to `host`; see ``TextInputFormat/bind(to:)``.
    @usableFromInline
    init(format: TextInputFormat<Value>, host: any TextInputHost, valueTracking: TextInputValueTracking<Value>) {
        self.format = format
        self.host = host
        self.valueTracking = valueTracking

        if let existing = host.hostDelegate as? any TextInputBindingType {
            existing.unbind()
        }
        previousDelegate = host.hostDelegate
        host.hostDelegate = self
        if !host.text.isEmpty {
            replaceAllText(with: host.text)
        }
        reportedText = host.text
        reportedSelection = host.selectedUTF16Range
        _ = valueTracking.update(reportedText, memory, true)
        for makePlugin in format.pluginMakers {
            attach(makePlugin())
        }
    }

    // MARK: - The field's contents

    /// The field's text.
    public var text: String {
        host?.text ?? reportedText
    }

    /// The field's selection, as indices into ``text``; an empty range is the caret.
    public var selectedRange: Range<String.Index> {
        guard let host else { return reportedText.characterRange(forUTF16: reportedSelection) }
        return host.text.characterRange(forUTF16: host.selectedUTF16Range)
    }

    /// The value the text stands for; nil when the serializer finds none. A suggestion the user
    /// has not accepted (``provisionalRange``) is not part of it.
    ///
    /// Setting it writes `format.serializer.string(for:)` into the field through the formatter,
    /// as if it were pasted into the empty field, moves the caret to the end and reports
    /// ``TextInputEvent/editingChanged(_:_:)``. Setting nil empties the field. If the format
    /// rejects the text, the field keeps what it had.
    public var value: Value? {
        get {
            let text = self.text
            guard !text.hasSameUTF8(as: reportedText) else { return valueTracking.current() }
            let entered = enteredText(text, droppingSuffixOf: provisionalSuffixLength(in: text))
            return try? format.serializer.value(for: entered, memory: memory)
        }
        set {
            replaceAllText(with: newValue.map(format.serializer.string(for:)) ?? "")
        }
    }

    /// Whether the text stands for a value.
    public var hasValue: Bool {
        value != nil
    }

    // MARK: - Edits the app makes

    /// Replaces `range` of the text with `string` through the format's rules, like an edit the
    /// user makes. Answers whether the field's text or selection changed.
    ///
    /// ```swift
    /// binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "Paris")
    /// ```
    @discardableResult
    public func replaceCharacters(
        in range: Range<String.Index>,
        with string: String,
        kind: TextInputEditKind = .programmatic
    ) -> Bool {
        guard let host else { return false }
        let text = host.text
        // A text set behind the binding's back is formatted together with this edit.
        let utf16Range = text.utf16Range(of: text.characterAlignedRange(range))
        if let edit = editOfUnapprovedText(text, in: host, thenReplacing: utf16Range, with: string, kind: kind) {
            showOutcome(of: edit, in: host)
            return true
        }
        let edit = TextInputEdit(
            originalText: text,
            originalSelectedRange: text.characterRange(forUTF16: host.selectedUTF16Range),
            replacementText: string,
            editedRange: text.characterAlignedRange(range),
            kind: kind
        )
        return show(validate(edit), of: edit, in: host)
    }

    /// Runs the field's text through the format again, as if it were pasted into the empty
    /// field, and reads its value again, reporting whatever changed. A text the format refuses
    /// altogether (app code set it) leaves the field empty.
    ///
    /// Call it when something outside the text that the format depends on has changed: a
    /// security code field whose length follows the card brand typed elsewhere, for example.
    /// When the text changes, the caret moves to its end.
    ///
    /// ```swift
    /// codeBinding.reformat()   // "1234" becomes "123" once the code's length is 3
    /// ```
    public func reformat() {
        guard let host else { return }
        // A text the format refuses altogether leaves the empty field, as such a paste would.
        let text = format.pastedIntoEmptyField(host.text, kind: .programmatic, memory: &memory)?.text ?? ""
        if !text.hasSameUTF8(as: host.text) {
            host.setText(text, selectedUTF16Range: NSRange(location: text.utf16.count, length: 0), answeringUserEdit: false)
        }
        refreshState(rereadingValue: true)
    }

    /// Changes what the field remembers, then runs its text through the format again
    /// (``reformat()``): how a linked field tells this one something its format reads.
    ///
    /// ```swift
    /// enum MaximumLength: TextInputFieldMemoryKey { static let defaultValue = 4 }
    /// binding.updateMemory { $0[MaximumLength.self] = 6 }
    /// ```
    public func updateMemory(_ update: (inout TextInputFieldMemory) -> Void) {
        update(&memory)
        reformat()
    }

    /// Replaces the whole text with `string`, formatted as a paste into the empty field.
    private func replaceAllText(with string: String) {
        guard let host else { return }
        guard let (text, _) = format.pastedIntoEmptyField(string, kind: .programmatic, memory: &memory) else { return }
        if !text.hasSameUTF8(as: host.text) {
            host.setText(text, selectedUTF16Range: NSRange(location: text.utf16.count, length: 0), answeringUserEdit: false)
        }
        refreshState()
    }

    /// Validates `edit` with the format's formatter and this field's memory.
    func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        format.formatter.validate(edit, memory: &memory)
    }

    /// Shows the outcome of a validated edit in the field. Answers whether anything changed.
    @discardableResult
    func show(_ result: TextInputValidationResult, of edit: TextInputEdit, in host: any TextInputHost) -> Bool {
        guard let (text, selection) = result.outcome(of: edit) else { return false }
        let selectedUTF16Range = text.utf16Range(of: selection)
        if text.hasSameUTF8(as: host.text) {
            // The edit left the text as it was, but its value may still differ (a mask with
            // affine formats values a text by the mask that formatted it on this edit).
            guard selectedUTF16Range != host.selectedUTF16Range else {
                refreshState(rereadingValue: true)
                return false
            }
            host.setSelectedUTF16Range(selectedUTF16Range)
            refreshState(rereadingValue: true)
            return true
        }
        host.setText(text, selectedUTF16Range: selectedUTF16Range, answeringUserEdit: edit.kind != .programmatic)
        refreshState()
        return true
    }

    // MARK: - Unbinding

    /// Detaches the binding from its field: plugins are detached, the field gets its previous
    /// delegate back and keeps its text, less any suggestion the user did not accept.
    public func unbind() {
        for plugin in plugins.reversed() {
            detach(plugin)
        }
        if let host {
            dropProvisionalSuffix(in: host)
            refreshState()
            if host.hostDelegate === self {
                host.hostDelegate = previousDelegate
            }
        }
        previousDelegate = nil
        compositionStart = nil
        approvedEdit = nil
        autoFillPlaceholder = nil
        host = nil
    }

    // MARK: - State and events

    /// Reads the field and reports what changed since the last report, if anything did. The
    /// value is read again when the text changed, or always with `rereadingValue`. `knownText`
    /// is the host's text when the caller has just read it.
    ///
    /// A provisional suffix (``TextInputFieldMemory/provisionalSuffix``) is left out of what is reported:
    /// the value and the events see the text the user entered, and a selection within the
    /// entered text.
    func refreshState(rereadingValue: Bool = false, knownText: String? = nil) {
        guard let host else { return }
        let shown = knownText ?? host.text
        let suffixLength = provisionalSuffixLength(in: shown)
        let text = enteredText(shown, droppingSuffixOf: suffixLength)
        var selection = host.selectedUTF16Range
        var changes: TextInputEditingChanges = []
        approvedEdit = nil
        let enteredTextChanged = if suffixLength == 0, reportedSuffixLength == 0 {
            !shown.hasSameUTF8(as: reportedText)
        } else {
            !text.hasSameUTF8(as: enteredText(reportedText, droppingSuffixOf: reportedSuffixLength))
        }
        if enteredTextChanged {
            changes.insert(.text)
            if valueTracking.update(text, memory, true) {
                changes.insert(.value)
            }
        } else if rereadingValue, valueTracking.update(text, memory, false) {
            changes.insert(.value)
        }
        reportedText = shown
        reportedSuffixLength = suffixLength
        if selection != reportedSelection {
            changes.insert(.selectedRange)
            reportedSelection = selection
        }
        guard !changes.isEmpty, eventHandler != nil || !plugins.isEmpty else { return }
        if suffixLength > 0 {
            let end = text.utf16.count
            selection = NSRange(location: min(selection.location, end), length: 0)
        }
        valueTracking.reportChange(
            text,
            text.characterRange(forUTF16: selection),
            changes,
            eventHandler,
            plugins.isEmpty ? nil : { [unowned self] event in
                for plugin in plugins {
                    plugin.binding(self, didReport: event)
                }
            }
        )
    }

    func report(_ event: TextInputEvent<Value>) {
        eventHandler?(event)
        guard !plugins.isEmpty else { return }
        let erasedEvent = event.mapValue { $0 as Any }
        for plugin in plugins {
            plugin.binding(self, didReport: erasedEvent)
        }
    }
}
