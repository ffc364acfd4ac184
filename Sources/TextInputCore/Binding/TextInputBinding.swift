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

    /// The log of this binding's decisions; nil, the default, leaves them to
    /// ``TextInputDecisionLog/processWide``.
    ///
    /// ```swift
    /// binding.decisionLog = TextInputDecisionLog { print($0) }   // "edit: the field asks …"
    /// ```
    ///
    /// Read on every keystroke, on the main actor only, and never held `inout`: unchecked, like
    /// the state below.
    @exclusivity(unchecked) public var decisionLog: TextInputDecisionLog?

    /// The delegate the field had before this binding; it hears every event and may veto edits.
    var previousDelegate: (any TextInputHostDelegate)?

    // The state below is read and written on every keystroke, only on the main actor, and never
    // held `inout` across a call that could reach it again (the formatter gets the memory): dynamic
    // exclusivity checks could catch nothing, and cost 200 instructions a keystroke (callgrind).

    /// What the field remembers between edits, for the formats whose rules need it (see
    /// ``TextInputFieldMemory``): its own, even when another field is bound to the same format.
    @exclusivity(unchecked) public internal(set) var memory = TextInputFieldMemory()

    /// The binding's side of the conversation with the host: what it approved and reported.
    @exclusivity(unchecked) var conversation: TextInputHostConversation

    /// The field that edits on this one's behalf while a keyboard bar shows it: it has the
    /// focus, and its edits are copied here (see ``TextInputKeyboardBar``).
    weak var standIn: (any TextInputHost)?

    /// The value of the text last reported, and the events that carry it.
    private let valueTracking: TextInputValueTracking<Value>

    /// Binds `format` to `host`; see ``TextInputFormat/bind(to:)``.
    @usableFromInline
    init(format: TextInputFormat<Value>, host: any TextInputHost, valueTracking: TextInputValueTracking<Value>) {
        self.format = format
        self.host = host
        self.valueTracking = valueTracking
        conversation = TextInputHostConversation(editableRange: { [formatter = format.formatter] in formatter.editableRange(in: $0) })
        (host.hostDelegate as? any TextInputBindingType)?.unbind()
        previousDelegate = host.hostDelegate
        host.hostDelegate = self
        if !host.text.isEmpty {
            replaceAllText(with: host.text)
        }
        refreshState(rereadingValue: true)
        format.pluginMakers.forEach { attach($0()) }
    }

    /// The field's text.
    public var text: String {
        host?.text ?? conversation.reportedText
    }

    /// The field's selection, as indices into ``text``; an empty range is the caret.
    public var selectedRange: Range<String.Index> {
        guard let host else { return conversation.reportedText.characterRange(forUTF16: conversation.reportedSelection) }
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
            guard let entered = conversation.unreportedText(text, provisionalSuffix: memory.provisionalSuffix) else { return valueTracking.current() }
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

    /// The part of the field's text the user has not entered, which views style apart: an
    /// inline completion's suggestion, a mask's remainder. Nil when the whole text is entered.
    public var provisionalRange: Range<String.Index>? {
        text.range(ofSuffix: memory.provisionalSuffix)
    }

    /// The inline suggestion the field shows after the entered text
    /// (``TextInputFormat/completing(from:)``), which its spoken text says; nil when its
    /// provisional text is none or a template (a mask's remainder).
    ///
    /// ```swift
    /// field.insert("L"); field.insert("y")
    /// binding.suggestionRange.map { String(field.text[$0]) }   // "on", of "Lyon"
    /// ```
    public var suggestionRange: Range<String.Index>? {
        memory.provisionalTextIsSuggestion ? provisionalRange : nil
    }

    /// Replaces `range` of the text with `string` through the format's rules, like an edit the
    /// user makes. Answers whether the field's text or selection changed.
    ///
    /// ```swift
    /// binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "Paris")
    /// ```
    @discardableResult
    public func replaceCharacters(in range: Range<String.Index>, with string: String, kind: TextInputEditKind = .programmatic) -> Bool {
        guard let host else { return false }
        // A text set behind the binding's back is formatted together with this edit.
        let shown = snapshot(of: host)
        let utf16Range = shown.text.utf16Range(of: shown.text.characterAlignedRange(range))
        logDecision(.edit, "app code replaces \(Self.logged(utf16Range)) with \(logged(string)) (\(kind))")
        return converse(.replace(utf16Range, with: string, kind: kind, in: shown), with: host).changesHost
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
        replaceAllText(with: host?.text ?? "", keepingRefusedText: false)
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

    /// Replaces the whole text with `string` pasted into the empty field through the format; a
    /// text it refuses leaves the field as it is, or empty unless `keepingRefusedText` (the
    /// conversation's ``TextInputHostEvent/setWholeText(_:keepingRefusedText:in:)``).
    private func replaceAllText(with string: String, keepingRefusedText: Bool = true) {
        guard let host else { return }
        logDecision(.edit, "the whole text is set to \(logged(string))")
        converse(.setWholeText(string, keepingRefusedText: keepingRefusedText, in: snapshot(of: host)), with: host)
    }

    /// Detaches the binding from its field: plugins are detached, the field gets its previous
    /// delegate back and keeps its text, less any suggestion the user did not accept.
    public func unbind() {
        plugins.reversed().forEach(detach)
        if let host {
            converse(.unbound(in: snapshot(of: host)), with: host)
            if host.hostDelegate === self {
                host.hostDelegate = previousDelegate
            }
        }
        previousDelegate = nil
        host = nil
    }

    /// Reports what changed in the field (`shown`, when the caller has just read it) since the last
    /// report, the value read again when the text changed or with `rereadingValue`.
    func refreshState(rereadingValue: Bool = false, shown: TextInputHostSnapshot? = nil) {
        guard let host else { return }
        let (text, selection) = (shown?.text ?? host.text, shown?.selectedUTF16Range ?? host.selectedUTF16Range)
        let report = conversation.report(text, selectedUTF16Range: selection, provisionalSuffix: memory.provisionalSuffix)
        let entered = report.enteredText
        var changes = report.changes
        if changes.contains(.text) ? valueTracking.update(entered, memory, true) : rereadingValue && valueTracking.update(entered, memory, false) {
            changes.insert(.value)
        }
        guard !changes.isEmpty, eventHandler != nil || !plugins.isEmpty else { return }
        let toPlugins: ((TextInputEvent<Any>) -> Void)? = plugins.isEmpty ? nil : { [unowned self] in forward($0) }
        valueTracking.reportChange(entered, entered.characterRange(forUTF16: report.selectedUTF16Range), changes, eventHandler, toPlugins)
    }

    /// Reports `event` to the event handler and the plugins.
    func report(_ event: TextInputEvent<Value>) {
        eventHandler?(event)
        guard !plugins.isEmpty else { return }
        forward(event.mapValue { $0 as Any })
    }

    /// Tells the plugins about `event`, in the order they were attached.
    private func forward(_ event: TextInputEvent<Any>) {
        for plugin in plugins {
            plugin.binding(self, didReport: event)
        }
    }
}
