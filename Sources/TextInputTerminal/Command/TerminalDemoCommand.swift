import Foundation
import TextInputCatalog
import TextInputCore

/// The `textinput-demo` command line.
///
/// ```
/// textinput-demo                                   the interactive form (needs a terminal)
/// textinput-demo format [--json] <format-name> <text>   paste <text>, print text and value
/// textinput-demo type [--json] <format-name> <keys>     type <keys> one by one, print each text
///                                                       (and the suggestions of a field that has them)
/// textinput-demo --list                            the format names
/// ```
///
/// With `--log`, `format` and `type` write each decision the field's binding takes to standard
/// error, one line each, its texts redacted as in any decision log (``TextInputDecisionLog``),
/// and what the field announces. With `--json`, they print what the field announced
/// (``TextInputAnnouncer``) as `announcements`; `--language CODE` (`en`, `de`, `fr`, `es`, `ja`,
/// `ar`) picks the language of the package's own words.
///
/// Errors (an unknown format name, an invalid argument or mask, no terminal for the form) are
/// one line on standard error and exit status 2.
///
/// ```swift
/// var output = ""
/// let status = TerminalDemoCommand().run(["format", "digits", "12ab34"], standardOutput: { output += $0 })
/// // status == 0, output == "text:  1234\nvalue: 1234 · complete ✓\n"
/// ```
@MainActor
package struct TerminalDemoCommand {
    /// What the command line asks for.
    package enum Action: Hashable, Sendable {
        /// The interactive form.
        case interactive
        /// Paste `text` into a field of `format` and print the result; with `log`, its binding's
        /// decisions on standard error; the package's words in `language`.
        case format(String, text: String, json: Bool, log: Bool = false, language: String = "en")
        /// Type `keys` into a field of `format` one by one and print each text; with `log`, its
        /// binding's decisions on standard error; the package's words in `language`.
        case type(String, keys: String, json: Bool, log: Bool = false, language: String = "en")
        /// List the format names.
        case list
        /// Print the usage.
        case help
    }

    /// The usage text.
    package static let usage = """
        usage: textinput-demo                                        interactive form (needs a terminal)
               textinput-demo format [--json] <format-name> <text>   paste <text>, print the text and value
               textinput-demo type [--json] <format-name> <keys>     type <keys> one by one, print each text
               textinput-demo --list                                 list the format names
        --log (format, type): write each decision of the field's binding to standard error
        --language CODE (format, type): the language of the field's announcements: en, de, fr, es, ja or ar
        """

    /// The formats the command offers.
    package var registry: TerminalFormatRegistry

    /// Creates the command over `registry`.
    package init(registry: TerminalFormatRegistry = .builtIn) {
        self.registry = registry
    }

    /// Reads the command line (without the program name).
    ///
    /// - Throws: ``TerminalDemoError/usage(_:)`` when it matches no usage,
    ///   ``TerminalDemoError/unknownLanguage(_:)`` for a language the package has no words in.
    package static func parse(_ arguments: [String]) throws -> Action {
        var json = false
        var log = false
        var language: String?
        var operands: [String] = []
        var acceptsOptions = true
        var remaining = arguments.makeIterator()
        while let argument = remaining.next() {
            if acceptsOptions, argument == "--" {
                acceptsOptions = false
            } else if acceptsOptions, argument == "--json" {
                json = true
            } else if acceptsOptions, argument == "--log" {
                log = true
            } else if acceptsOptions, argument == "--language" {
                guard let code = remaining.next() else { throw TerminalDemoError.usage("--language needs a language code: en, de, fr, es, ja or ar") }
                guard TextInputAnnouncer.languages.contains(code) else { throw TerminalDemoError.unknownLanguage(code) }
                language = code
            } else {
                operands.append(argument)
            }
        }
        let plain = !json && !log && language == nil
        switch operands.first {
        case nil where plain: return .interactive
        case "--list" where operands.count == 1 && plain: return .list
        case "--help" where operands.count == 1, "-h" where operands.count == 1: return .help
        case "format" where operands.count == 3:
            return .format(operands[1], text: operands[2], json: json, log: log, language: language ?? "en")
        case "type" where operands.count == 3:
            return .type(operands[1], keys: operands[2], json: json, log: log, language: language ?? "en")
        default: throw TerminalDemoError.usage("unexpected arguments: \(arguments.joined(separator: " ")) (textinput-demo --help shows the usage)")
        }
    }

    /// Runs the command line (without the program name) and answers the exit status: 0, or 2
    /// after printing a one-line error.
    ///
    /// - Parameter standardInputIsTerminal: Whether the interactive form may take the terminal.
    package func run(
        _ arguments: [String],
        standardInputIsTerminal: Bool = isatty(STDIN_FILENO) == 1,
        standardOutput: (String) -> Void = { FileHandle.standardOutput.write(Data($0.utf8)) },
        standardError: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) -> Int32 {
        do {
            switch try Self.parse(arguments) {
            case .interactive:
                guard standardInputIsTerminal else { throw TerminalDemoError.notATerminal }
                let form = try TerminalForm(registry: registry)
                try TerminalSession.run(form)
                standardOutput(Self.summary(of: form))
            case let .format(specifier, text, json, log, language):
                standardOutput(
                    try Self.loggingDecisions(log, to: standardError) { try formatOutput(specifier, pasting: text, json: json, language: language) })
            case let .type(specifier, keys, json, log, language):
                standardOutput(
                    try Self.loggingDecisions(log, to: standardError) { try typeOutput(specifier, typing: keys, json: json, language: language) })
            case .list:
                standardOutput(listOutput())
            case .help:
                standardOutput(Self.usage + "\n")
            }
            return 0
        } catch {
            standardError("textinput-demo: \(error)\n")
            return 2
        }
    }

    /// Runs `body` with the decisions of every binding it makes written to `standardError`, one
    /// line each, when `log`.
    static func loggingDecisions<Output>(_ log: Bool, to standardError: (String) -> Void, _ body: () throws -> Output) throws -> Output {
        guard log else { return try body() }
        return try withoutActuallyEscaping(standardError) { write in
            let previous = TextInputDecisionLog.processWide
            TextInputDecisionLog.processWide = TextInputDecisionLog { write("\($0)\n") }
            defer { TextInputDecisionLog.processWide = previous }
            return try body()
        }
    }

    // MARK: - Outputs

    /// `format`: the text after pasting, and the value; with `json`, what the field announced
    /// in `language` too.
    func formatOutput(_ specifier: String, pasting text: String, json: Bool, language: String = "en") throws -> String {
        let field = try registry.makeField(specifier, language: language)
        field.isAnnouncing = true
        field.textField.handle(.paste(text))
        if json {
            return try TerminalFieldReport(format: specifier, field: field, steps: nil).json + "\n"
        }
        return "text:  \(Self.shownText(of: field))\n\(field.readout.line)\n"
    }

    /// `type`: the text after each key, then the value; with `json`, what the field announced
    /// in `language` over the whole script too. The keys are decoded as the terminal's bytes
    /// would be, so `$'12\x7f3'` types 1, 2, Backspace, 3, and `$'Lyo\r'` presses Return after
    /// `Lyo`.
    func typeOutput(_ specifier: String, typing keys: String, json: Bool, language: String = "en") throws -> String {
        let field = try registry.makeField(specifier, language: language)
        field.isAnnouncing = true
        var decoder = TerminalKeyDecoder()
        var steps: [String] = []
        for key in decoder.decode(Array(keys.utf8)) + decoder.flush() {
            if case .enter = key {
                _ = field.textField.pressReturn()
            } else {
                field.textField.handle(key)
            }
            steps.append(Self.shownText(of: field))
        }
        if json {
            return try TerminalFieldReport(format: specifier, field: field, steps: steps).json + "\n"
        }
        let matches = field.autoFill.map { "matches: " + ($0.matches.isEmpty ? "—" : $0.matches.joined(separator: ", ")) + "\n" }
        return steps.map { $0 + "\n" }.joined() + field.readout.line + "\n" + (matches ?? "")
    }

    /// The field's text, with provisional text in brackets: an inline suggestion the user has
    /// not accepted ("Pa[ris]"), a mask's remainder ("+1 (5[5) ___-____]").
    static func shownText(of field: TerminalFormField) -> String {
        let text = field.textField.text
        guard let suggestion = field.binding.provisionalRange else { return text }
        return text[..<suggestion.lowerBound] + "[" + text[suggestion] + "]"
    }

    /// `--list`: one format per line, its name (with its argument) and what it does.
    func listOutput() -> String {
        let width = registry.entries.map(\.usage.count).max() ?? 0
        return registry.entries.map { entry in
            entry.usage.padding(toLength: width + 2, withPad: " ", startingAt: 0) + entry.label + ": " + entry.summary + "\n"
        }.joined()
    }

    /// What the interactive form leaves on the terminal once it is closed: each field's text.
    static func summary(of form: TerminalForm) -> String {
        let width = form.fields.map(\.label.count).max() ?? 0
        return form.fields.map { field in
            (field.label + ":").padding(toLength: width + 2, withPad: " ", startingAt: 0) + field.textField.text + "\n"
        }.joined()
    }
}

/// The JSON object of `format --json` and `type --json`.
private struct TerminalFieldReport: Encodable {
    var format: String
    var text: String
    var value: String?
    var details: [String]
    var status: String
    var steps: [String]?
    /// The suggestions of a field that offers them.
    var matches: [String]?
    /// The unfilled rest of a mask after the text, for a mask that shows it; "" once complete.
    var remainder: String?
    /// What a field that has a placeholder shows as one (a phone's example number).
    var placeholder: String?
    /// What VoiceOver says for the field's text, in US English.
    var spoken: TerminalSpokenReport
    /// What the field announced, in order.
    var announcements: [String]

    @MainActor
    init(format: String, field: TerminalFormField, steps: [String]?) {
        let readout = field.readout
        self.format = format
        let shown = field.textField.text
        if field.binding.showsMaskRemainder {
            let provisional = field.binding.provisionalRange
            text = provisional.map { String(shown[..<$0.lowerBound]) } ?? shown
            remainder = provisional.map { String(shown[$0]) } ?? ""
        } else {
            text = shown
        }
        value = readout.value
        details = readout.details
        status = readout.status.rawValue
        self.steps = steps
        matches = field.autoFill?.matches
        placeholder = field.placeholder
        // The package's words in the language asked for; in English, the catalogue's US English,
        // so that dates are said the same on every machine.
        let language = field.language
        spoken = TerminalSpokenReport(field.binding.spokenText(locale: language == "en" ? FormatCatalog.numberLocale : Locale(identifier: language)))
        announcements = field.announcements
    }

    private enum CodingKeys: String, CodingKey {
        case format, text, value, details, status, steps, matches, remainder, placeholder, spoken, announcements
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(text, forKey: .text)
        try container.encode(value, forKey: .value)  // null when there is none, rather than absent
        try container.encode(details, forKey: .details)
        try container.encode(status, forKey: .status)
        try container.encodeIfPresent(steps, forKey: .steps)
        try container.encodeIfPresent(matches, forKey: .matches)
        try container.encodeIfPresent(remainder, forKey: .remainder)
        try container.encodeIfPresent(placeholder, forKey: .placeholder)
        try container.encode(spoken, forKey: .spoken)
        try container.encode(announcements, forKey: .announcements)
    }

    var json: String {
        get throws {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            return String(decoding: try encoder.encode(self), as: UTF8.self)
        }
    }
}

/// The `spoken` object of the JSON: what VoiceOver says (``TextInputSpokenText``), its
/// spelled-out ranges as `[lower, upper]` pairs of Character offsets, half-open.
private struct TerminalSpokenReport: Encodable {
    var text: String
    var spellOut: [[Int]]

    init(_ spoken: TextInputSpokenText) {
        text = spoken.text
        spellOut = spoken.spellOutRanges.map { [$0.lowerBound, $0.upperBound] }
    }
}
