import TextInputCatalog

/// The formats the playground offers, in the order its form shows them.
///
/// ```swift
/// let registry = TerminalFormatRegistry.builtIn
/// registry.names                      // ["card-number", "card-expiry", …, "pin"]
/// let field = try registry.makeField("pin:6")
/// ```
package struct TerminalFormatRegistry: Sendable {
    /// The registrations, in form order.
    package var entries: [TerminalFormatEntry]

    /// Creates a registry of `entries`.
    package init(_ entries: [TerminalFormatEntry]) {
        self.entries = entries
    }

    /// Every built-in format, in the catalogue's order.
    package static let builtIn = TerminalFormatRegistry(FormatCatalog.entries.map(TerminalFormatEntry.init))

    /// The registered names, in form order.
    package var names: [String] {
        entries.map(\.name)
    }

    /// The entry named `name`, or nil.
    package func entry(named name: String) -> TerminalFormatEntry? {
        entries.first { $0.name == name }
    }

    /// A field bound to the format that `specifier` names: a name, or `name:argument`; its
    /// announcements are in `language`.
    ///
    /// - Throws: ``TerminalDemoError`` for an unknown name, an argument the format does not take,
    ///   or a format that cannot be made (an invalid mask string…).
    @MainActor
    package func makeField(_ specifier: String, language: String = "en") throws -> TerminalFormField {
        let parts = specifier.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let name = String(parts[0])
        let argument = parts.count > 1 ? String(parts[1]) : nil
        guard let entry = entry(named: name) else {
            throw TerminalDemoError.unknownFormat(name)
        }
        if argument != nil, entry.argumentName == nil {
            throw TerminalDemoError.unexpectedArgument(format: name)
        }
        return try TerminalFormField(entry: entry, argument: argument, language: language)
    }
}
