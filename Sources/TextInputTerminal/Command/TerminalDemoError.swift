import TextInputCore

/// Why the playground cannot do what its command line asks; shown as one line, exit status 2.
///
/// ```swift
/// TerminalDemoError.unknownFormat("zip").description
/// // "unknown format \"zip\" (textinput-demo --list shows the formats)"
/// ```
package enum TerminalDemoError: Error, Hashable, Sendable, CustomStringConvertible {
    /// No format has this name.
    case unknownFormat(String)
    /// The format takes no argument, yet `name:argument` gave one.
    case unexpectedArgument(format: String)
    /// The format cannot use the argument it was given.
    case invalidArgument(format: String, argument: String, reason: String)
    /// Making the format failed (an invalid mask string…).
    case invalidFormat(format: String, reason: String)
    /// `--language` names a language the package has no words in.
    case unknownLanguage(String)
    /// The command line does not match any usage.
    case usage(String)
    /// The interactive form needs a terminal on standard input.
    case notATerminal

    package var description: String {
        switch self {
        case let .unknownFormat(name):
            "unknown format \"\(name)\" (textinput-demo --list shows the formats)"
        case let .unexpectedArgument(name):
            "the format \"\(name)\" takes no argument"
        case let .invalidArgument(name, argument, reason):
            "invalid argument \"\(argument)\" for the format \"\(name)\": \(reason)"
        case let .invalidFormat(name, reason):
            "cannot make the format \"\(name)\": \(reason)"
        case let .unknownLanguage(code):
            "unknown language \"\(code)\" (the languages are \(TextInputAnnouncer.languages.joined(separator: ", ")))"
        case let .usage(message):
            message
        case .notATerminal:
            "the interactive form needs a terminal; use `textinput-demo format <format-name> <text>` in scripts"
        }
    }
}
