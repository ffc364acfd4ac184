import TextInputCore

/// What the playground shows under a field: the binding's value, and whether it is complete or
/// valid.
///
/// ```swift
/// TerminalFieldReadout(value: "4111111111111111", details: ["Visa"], status: .valid).line
/// // "value: 4111111111111111 · Visa · valid ✓"
/// TerminalFieldReadout(value: nil, status: .incomplete).line
/// // "value: — · incomplete"
/// ```
package struct TerminalFieldReadout: Hashable, Sendable {
    /// Where the text stands: Core's status of the field's text (``TextInputValueStatus``).
    package typealias Status = TextInputValueStatus

    /// The value as text, or nil when the binding has none.
    package var value: String?
    /// Facts about the value worth showing next to it, such as a card's brand.
    package var details: [String]
    /// Where the text stands.
    package var status: Status

    /// Creates a readout.
    package init(value: String?, details: [String] = [], status: Status) {
        self.value = value
        self.details = details
        self.status = status
    }

    /// The line shown under the field.
    package var line: String {
        let shownValue = value.map { $0.isEmpty ? "\"\"" : $0 } ?? "—"
        return (["value: " + shownValue] + details + [status.label]).joined(separator: " · ")
    }
}

extension TextInputValueStatus {
    /// The word the playground shows for the status, with a mark where it is final.
    package var label: String {
        switch self {
        case .empty: "empty"
        case .incomplete: "incomplete"
        case .complete: "complete ✓"
        case .valid: "valid ✓"
        case .invalid: "invalid ✗"
        }
    }
}
