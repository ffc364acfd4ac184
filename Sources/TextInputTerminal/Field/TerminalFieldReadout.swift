/// What the playground shows under a field: the binding's value, and whether it is complete or
/// valid.
///
/// ```swift
/// TerminalFieldReadout(value: "4111111111111111", details: ["Visa"], status: .valid).line
/// // "value: 4111111111111111 · Visa · valid ✓"
/// TerminalFieldReadout(value: nil, status: .incomplete).line
/// // "value: — · incomplete"
/// ```
public struct TerminalFieldReadout: Hashable, Sendable {
    /// Where the text stands.
    public enum Status: String, Hashable, Sendable {
        /// No text yet.
        case empty
        /// Some text, but no value yet.
        case incomplete
        /// The text has a value.
        case complete
        /// The text has a value that passes the format's own checks (a card number's Luhn digit…).
        case valid
        /// The text has a value that fails the format's own checks.
        case invalid

        /// The word shown for the status, with a mark where it is final.
        public var label: String {
            switch self {
            case .empty: "empty"
            case .incomplete: "incomplete"
            case .complete: "complete ✓"
            case .valid: "valid ✓"
            case .invalid: "invalid ✗"
            }
        }
    }

    /// The value as text, or nil when the binding has none.
    public var value: String?
    /// Facts about the value worth showing next to it, such as a card's brand.
    public var details: [String]
    /// Where the text stands.
    public var status: Status

    /// Creates a readout.
    public init(value: String?, details: [String] = [], status: Status) {
        self.value = value
        self.details = details
        self.status = status
    }

    /// The line shown under the field.
    public var line: String {
        let shownValue = value.map { $0.isEmpty ? "\"\"" : $0 } ?? "—"
        return (["value: " + shownValue] + details + [status.label]).joined(separator: " · ")
    }
}

/// How a registration describes a value of its format: its text, details and validity.
///
/// ```swift
/// let description = TerminalValueDescription("4111111111111111", details: ["Visa"], isValid: true)
/// ```
public struct TerminalValueDescription: Hashable, Sendable {
    /// The value as text.
    public var text: String
    /// Facts worth showing next to it.
    public var details: [String]
    /// Whether the value passes the format's own checks; nil when the format has none, so that
    /// having a value means being complete.
    public var isValid: Bool?

    /// Creates a description.
    public init(_ text: String, details: [String] = [], isValid: Bool? = nil) {
        self.text = text
        self.details = details
        self.isValid = isValid
    }
}
