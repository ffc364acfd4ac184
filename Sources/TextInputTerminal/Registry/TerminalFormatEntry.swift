import TextInputCore

/// One registration of the playground: a format under a name, with the label its field shows and
/// how its value reads.
///
/// Each built-in format is one entry, built with one of the `format` factories:
///
/// ```swift
/// extension TerminalFormatEntry {
///     static let digits = TerminalFormatEntry.format(
///         "digits", label: "Digits", summary: "decimal digits only"
///     ) {
///         TextInputFormats.plain.filter(by: .decimalDigits)
///     }
/// }
/// ```
public struct TerminalFormatEntry: Sendable {
    /// The name the command line uses: `textinput-demo format <name> <text>`.
    public let name: String
    /// The label shown before the field.
    public let label: String
    /// One line for `--list`.
    public let summary: String
    /// What an argument after the name means (`pin:6` → "length"), or nil when it takes none.
    public let argumentName: String?

    /// Binds the format, made for an argument, to a field.
    let attach: @MainActor @Sendable (_ argument: String?, _ field: TerminalTextField) throws -> any TerminalFieldAttachment

    /// What `--list` shows for the name: `pin[:length]`.
    public var usage: String {
        argumentName.map { "\(name)[:\($0)]" } ?? name
    }
}

extension TerminalFormatEntry {
    /// An entry for a fixed format.
    ///
    /// - Parameters:
    ///   - makeFormat: Makes the format; an error it throws (an invalid mask…) is reported to
    ///     the user as a one-line message.
    ///   - describe: How a value reads under the field.
    public static func format<Value>(
        _ name: String,
        label: String,
        summary: String,
        _ makeFormat: @escaping @Sendable () throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> TerminalValueDescription = { TerminalValueDescription(String(describing: $0)) }
    ) -> TerminalFormatEntry {
        TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: nil) { _, field in
            try TerminalFormatAttachment(field: field, key: { _ in 0 }, makeFormat: { _ in try makeFormat() }, describe: describe)
        }
    }

    /// An entry whose format takes an argument from the command line: `name:argument`.
    ///
    /// ```swift
    /// TerminalFormatEntry.format("pin", label: "PIN", summary: "n digits", argument: "length") { argument in
    ///     TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: Int(argument ?? "4") ?? 4)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - makeFormat: Makes the format for the argument (nil when none was given); it throws for
    ///     an argument it cannot use.
    ///   - annotate: Facts about the text shown under the field whether or not it has a value yet
    ///     (a phone number's region while it is typed).
    public static func format<Value>(
        _ name: String,
        label: String,
        summary: String,
        argument argumentName: String,
        _ makeFormat: @escaping @Sendable (_ argument: String?) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> TerminalValueDescription = { TerminalValueDescription(String(describing: $0)) },
        annotate: @escaping @Sendable (_ argument: String?, _ text: String) -> [String] = { _, _ in [] }
    ) -> TerminalFormatEntry {
        TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: argumentName) { argument, field in
            try TerminalFormatAttachment(
                field: field,
                key: { _ in 0 },
                makeFormat: { _ in try makeFormat(argument) },
                describe: describe,
                annotate: { annotate(argument, $0) }
            )
        }
    }

    /// An entry whose format follows the values of other fields of the form, such as a security
    /// code whose length follows the card number's brand.
    ///
    /// After every change in the form, `key` is read again; when it differs from the last one,
    /// the field is bound to the format made for the new key and its text is formatted again.
    ///
    /// ```swift
    /// TerminalFormatEntry.format("code", label: "Code", summary: "as long as the PIN",
    ///     following: { values in (values["pin"] as? String)?.count ?? 4 }
    /// ) { length in
    ///     TextInputFormats.plain.filter(constrainingCharactersCount: length)
    /// }
    /// ```
    public static func format<Value, Key: Hashable & Sendable>(
        _ name: String,
        label: String,
        summary: String,
        following key: @escaping @Sendable (TerminalFormValues) -> Key,
        _ makeFormat: @escaping @Sendable (Key) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> TerminalValueDescription = { TerminalValueDescription(String(describing: $0)) }
    ) -> TerminalFormatEntry {
        TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: nil) { _, field in
            try TerminalFormatAttachment(field: field, key: key, makeFormat: makeFormat, describe: describe)
        }
    }
}

/// The values of a form's fields by format name, as the fields' bindings hold them.
///
/// ```swift
/// let length = (values["pin"] as? String)?.count ?? 4
/// ```
public struct TerminalFormValues {
    private let values: [String: Any]

    /// Creates a set of values by format name.
    public init(_ values: [String: Any] = [:]) {
        self.values = values
    }

    /// The value of the field with the format `name`; nil when there is none.
    public subscript(name: String) -> Any? {
        values[name]
    }
}
