import TextInputCatalog
import TextInputCore

/// One registration of the playground: a format under a name, with the label its field shows and
/// how its value reads.
///
/// The built-in formats are the entries of ``FormatCatalog``; a registration of one's own is
/// built with one of the `format` factories:
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
package struct TerminalFormatEntry: Sendable {
    /// The name the command line uses: `textinput-demo format <name> <text>`.
    package let name: String
    /// The label shown before the field.
    package let label: String
    /// One line for `--list`.
    package let summary: String
    /// What an argument after the name means (`pin:6` → "length"), or nil when it takes none.
    package let argumentName: String?

    /// Binds the format, made for an argument, to a field.
    let attach: @MainActor @Sendable (_ argument: String?, _ field: TerminalTextField) throws -> any TerminalFieldAttachment

    /// What `--list` shows for the name: `pin[:length]`.
    package var usage: String {
        argumentName.map { "\(name)[:\($0)]" } ?? name
    }
}

extension TerminalFormatEntry {
    /// The registration of a built-in format. An argument it cannot use is reported as
    /// ``TerminalDemoError/invalidArgument(format:argument:reason:)``.
    package init(_ entry: CatalogEntry) {
        self.init(name: entry.name, label: entry.label, summary: entry.summary, argumentName: entry.argumentName) { argument, field in
            let key: (TerminalFormValues) -> String? =
                if let follow = entry.argumentFromForm {
                    { values in follow { values[$0] } }
                } else {
                    { _ in argument }
                }
            do {
                return try Self.attach(entry.make(key(TerminalFormValues())), key: key, to: field)
            } catch let error as CatalogArgumentError {
                throw TerminalDemoError.invalidArgument(format: entry.name, argument: error.argument, reason: error.reason)
            }
        }
    }

    /// Binds `made` to `field`, and the same entry's format made for each new key after it.
    @MainActor
    private static func attach<Made: CatalogFormatProtocol>(
        _ made: Made, key: @escaping (TerminalFormValues) -> String?, to field: TerminalTextField
    ) throws -> any TerminalFieldAttachment {
        try TerminalFormatAttachment(field: field, key: key, made: made) { try made.remade(for: $0) }
    }

    /// An entry for a fixed format.
    ///
    /// - Parameters:
    ///   - makeFormat: Makes the format; an error it throws (an invalid mask…) is reported to
    ///     the user as a one-line message.
    ///   - describe: How a value reads under the field.
    package static func format<Value: Equatable & Sendable>(
        _ name: String,
        label: String,
        summary: String,
        _ makeFormat: @escaping @Sendable () throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> CatalogValueDescription = { CatalogValueDescription(String(describing: $0)) }
    ) -> TerminalFormatEntry {
        let make: @Sendable (Int) throws -> CatalogFormat<Value> = { _ in
            try CatalogFormat(argument: nil, make: { _ in try makeFormat() }, describe: describe)
        }
        return TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: nil) { _, field in
            try TerminalFormatAttachment(field: field, key: { _ in 0 }, makeFormat: make)
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
    package static func format<Value: Equatable & Sendable>(
        _ name: String,
        label: String,
        summary: String,
        argument argumentName: String,
        _ makeFormat: @escaping @Sendable (_ argument: String?) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> CatalogValueDescription = { CatalogValueDescription(String(describing: $0)) },
        annotate: @escaping @Sendable (_ argument: String?, _ text: String) -> [String] = { _, _ in [] }
    ) -> TerminalFormatEntry {
        let make: @Sendable (String?) throws -> CatalogFormat<Value> = { argument in
            try CatalogFormat(argument: argument, make: makeFormat, describe: describe, annotate: annotate)
        }
        return TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: argumentName) { argument, field in
            try TerminalFormatAttachment(field: field, key: { _ in 0 }) { _ in try make(argument) }
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
    package static func format<Value: Equatable & Sendable, Key: Hashable & Sendable>(
        _ name: String,
        label: String,
        summary: String,
        following key: @escaping @Sendable (TerminalFormValues) -> Key,
        _ makeFormat: @escaping @Sendable (Key) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> CatalogValueDescription = { CatalogValueDescription(String(describing: $0)) }
    ) -> TerminalFormatEntry {
        let make: @Sendable (Key) throws -> CatalogFormat<Value> = { key in
            try CatalogFormat(argument: nil, make: { _ in try makeFormat(key) }, describe: describe)
        }
        return TerminalFormatEntry(name: name, label: label, summary: summary, argumentName: nil) { _, field in
            try TerminalFormatAttachment(field: field, key: key, makeFormat: make)
        }
    }
}

/// The values of a form's fields by format name, as the fields' bindings hold them.
///
/// ```swift
/// let length = (values["pin"] as? String)?.count ?? 4
/// ```
package struct TerminalFormValues {
    private let values: [String: Any]

    /// Creates a set of values by format name.
    package init(_ values: [String: Any] = [:]) {
        self.values = values
    }

    /// The value of the field with the format `name`; nil when there is none.
    package subscript(name: String) -> Any? {
        values[name]
    }
}
