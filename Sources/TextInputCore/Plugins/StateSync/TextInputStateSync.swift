/// Keeps a value and a focus flag held outside a field — SwiftUI state behind a `Binding`, a
/// view model's properties — in step with the field's binding, both ways, without either side
/// echoing the other.
///
/// A SwiftUI wrapper tells it what the outside holds at each view update
/// (``update(value:isFocused:)``), and the outside hears the field through ``onValueChange`` and
/// ``onFocusChange``:
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
/// var amount: String?                        // the outside: SwiftUI state
/// let sync = TextInputStateSync(binding)
/// sync.onValueChange = { amount = $0 }
/// field.insert("42")                         // amount == "42"
/// sync.update(value: amount, isFocused: nil) // the view update that follows writes nothing
/// ```
///
/// Three rules keep the two sides apart:
/// - The outside is acted on only where it changed since the previous update. An update made
///   with state that does not hold the field's latest change yet (SwiftUI can update a view
///   before the state the field just wrote reaches it) leaves the field alone. A focus the
///   field took or left without telling (AppKit reports no visit without an edit) is told to
///   the outside at the next update instead.
/// - A value the outside changed is written into the field, through the format, only when the
///   field does not show it already (nil counts as shown by an empty field). The format may
///   show it otherwise — cut to the field's length, or refused — and the outside then hears
///   what the field holds.
/// - The outside hears nothing during an update: SwiftUI forbids changing state while it
///   updates views. What it would hear waits for ``performPendingChanges()``, which the wrapper
///   calls once the update is over when ``update(value:isFocused:)`` answers true. Focus
///   requests wait too: a field taking the focus tells the outside at once, and a view being
///   made is not in a window yet.
@MainActor
package final class TextInputStateSync<Value: Equatable>: TextInputPlugin {
    /// Called with the field's value when the user's edits change it, and when the field shows
    /// a value the outside gave otherwise.
    package var onValueChange: (@MainActor (Value?) -> Void)?

    /// Called with true when the field takes the keyboard focus, and with false when it gives
    /// it up or cannot take the focus the outside asked for.
    package var onFocusChange: (@MainActor (Bool) -> Void)?

    private weak var binding: TextInputBinding<Value>?
    /// What the outside held at the previous update: nil before the first one.
    private var outsideValue: Value??
    private var outsideFocus: Bool?
    /// True while the outside is updating the field, when nothing may be told to it.
    private var isHoldingReports = false
    private var pendingValue = false
    private var pendingFocus: Bool?
    private var focusRequest: Bool?
    /// The focus the outside was last told of.
    private var toldFocus: Bool?

    /// Keeps the outside in step with `binding`, to which it attaches itself; the binding keeps
    /// it alive.
    package init(_ binding: TextInputBinding<Value>) {
        self.binding = binding
        binding.attach(self)
    }

    /// Whether something waits for ``performPendingChanges()``.
    package var hasPendingChanges: Bool {
        pendingValue || pendingFocus != nil || focusRequest != nil
    }

    /// Tells the field what the outside holds now: `value`, and whether it should have the
    /// keyboard focus (nil when the outside does not say). Answers whether something waits for
    /// ``performPendingChanges()``.
    ///
    /// ```swift
    /// if sync.update(value: value.wrappedValue, isFocused: isFocused?.wrappedValue) {
    ///     Task { @MainActor in sync.performPendingChanges() }   // once SwiftUI's update is over
    /// }
    /// ```
    @discardableResult
    package func update(value: Value?, isFocused: Bool?) -> Bool {
        holdingReports {
            guard let binding else { return }
            if outsideValue != .some(value) {
                outsideValue = .some(value)
                if !Self.field(of: binding, shows: value) {
                    binding.value = value
                    pendingValue = !Self.field(of: binding, shows: value)
                }
            }
            guard let isFocused else { return }
            if outsideFocus != isFocused {
                outsideFocus = isFocused
                focusRequest = isFocused == binding.isEditing ? nil : isFocused
            } else if focusRequest == nil, isFocused != binding.isEditing, toldFocus != binding.isEditing {
                // The field took or left the focus without a word (AppKit tells nothing of a
                // visit without an edit), and the outside was never told: it hears it now.
                pendingFocus = binding.isEditing
            }
        }
    }

    /// Runs `body`, work done to the field while the outside updates it (a SwiftUI wrapper takes
    /// the focus from a field it is removing), holding back what the outside would hear
    /// meanwhile until ``performPendingChanges()``. Answers whether something waits for it.
    ///
    /// ```swift
    /// if sync.holdingReports({ binding.endEditing() }) {
    ///     Task { @MainActor in sync.performPendingChanges() }
    /// }
    /// ```
    @discardableResult
    package func holdingReports(_ body: () -> Void) -> Bool {
        let wasHolding = isHoldingReports
        isHoldingReports = true
        body()
        isHoldingReports = wasHolding
        return hasPendingChanges
    }

    /// Does what waited for the outside's update to be over: gives or takes the focus the
    /// outside asked for, and tells the outside what it has not heard yet.
    package func performPendingChanges() {
        if let request = focusRequest {
            focusRequest = nil
            if let binding {
                if request {
                    binding.beginEditing()
                } else {
                    binding.endEditing()
                }
                if binding.isEditing != request {
                    if request, binding.host?.canBeginEditing == true {
                        // A field that could take the focus but is not in a window yet (a
                        // SwiftUI field created focused) keeps the request until it is: call
                        // this again then.
                        focusRequest = request
                    } else {
                        // A field that cannot take the focus (disabled, hidden) says so.
                        pendingFocus = binding.isEditing
                    }
                }
            }
        }
        if let focus = pendingFocus {
            pendingFocus = nil
            tellNow(isFocused: focus)
        }
        if pendingValue {
            pendingValue = false
            if let binding {
                onValueChange?(binding.value)
            }
        }
    }

    // MARK: - TextInputPlugin

    package func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        switch event {
        case .editingDidBegin:
            tell(isFocused: true)
        case .editingDidEnd:
            tell(isFocused: false)
        case let .editingChanged(_, changes) where changes.contains(.value):
            // During an update, the update compares what the field holds once it has written.
            if !isHoldingReports, let field = self.binding {
                onValueChange?(field.value)
            }
        case .editingChanged:
            break
        }
    }

    package func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        self.binding = nil
    }

    /// Whether the field shows `value`: its own value is the same, or nothing is entered (a
    /// mask's remainder aside) and `value` is nil (a text format values an empty field as "",
    /// which stands for no value as well).
    private static func field(of binding: TextInputBinding<Value>, shows value: Value?) -> Bool {
        binding.value == value || (value == nil && binding.enteredText.isEmpty)
    }

    private func tell(isFocused: Bool) {
        if isHoldingReports {
            pendingFocus = isFocused
        } else {
            pendingFocus = nil
            tellNow(isFocused: isFocused)
        }
    }

    private func tellNow(isFocused: Bool) {
        toldFocus = isFocused
        onFocusChange?(isFocused)
    }
}
