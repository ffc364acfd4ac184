import Foundation

/// Where a binding writes every decision it takes, for a developer to read: the edit the field
/// asked for, the format's answer, what the field was made to show, text that arrived without a
/// question, a plugin's action, and the focus moving.
///
/// Logging is off until a log is set, on one binding (``TextInputBinding/decisionLog``) or for
/// every binding of the process (``processWide``); while it is off, a binding builds no entry.
/// Each entry shows the field's texts as the format's log-safety rules allow: a field whose
/// value is a ``TextInputRedactedValue`` (a card number, a security code) or whose content is
/// a card number, a security code, a phone number or a one-time code shows none of its digits.
/// A log is a sequence: the last four digits of each step of typing a card number would spell
/// the number between them.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.bankCardNumber().bind(to: field)
/// var entries: [TextInputDecisionLog.Entry] = []
/// binding.decisionLog = TextInputDecisionLog { entries.append($0) }
/// field.insert("42")
/// print(entries.map(\.category))   // [.focus, .edit, .format]: editing begins, the edit, the answer
/// ```
///
/// On Apple platforms, `TextInputDecisionLog.osLog(subsystem:)` (TextInputUIKit,
/// TextInputAppKit) writes the entries to the unified log, one `Logger` category per
/// ``Category``.
public struct TextInputDecisionLog: Sendable {
    /// Receives each entry, on the main actor, as the binding takes the decision.
    let write: @MainActor (Entry) -> Void

    /// A log that hands each entry to `write`.
    public init(_ write: @escaping @MainActor (Entry) -> Void) {
        self.write = write
    }

    /// The log of every binding that has none of its own (``TextInputBinding/decisionLog``);
    /// nil, the default, turns logging off.
    ///
    /// ```swift
    /// TextInputDecisionLog.processWide = .standardError
    /// ```
    ///
    /// Read on every keystroke of every binding, on the main actor only, and never held `inout`:
    /// dynamic exclusivity checks could catch nothing there, and would cost each read about 80
    /// instructions.
    @MainActor @exclusivity(unchecked) public static var processWide: TextInputDecisionLog?

    /// A log that writes each entry as one line on standard error: "format: typing of …".
    public static let standardError = TextInputDecisionLog { entry in
        FileHandle.standardError.write(Data("\(entry)\n".utf8))
    }
}

extension TextInputDecisionLog {
    /// One decision: what kind of decision it is, and what was decided, with the field's texts
    /// redacted as its format's log-safety rules say.
    public struct Entry: Hashable, Sendable, CustomStringConvertible {
        /// What kind of decision it is.
        public var category: Category
        /// What was decided, for a person to read.
        public var message: String

        /// An entry of `category` saying `message`.
        package init(_ category: Category, _ message: String) {
            self.category = category
            self.message = message
        }

        /// The category and the message: "rewrite: the field shows "•••• •" selecting UTF-16 {6, 0}".
        public var description: String {
            "\(category.rawValue): \(message)"
        }
    }

    /// The kinds of decision a binding logs; on Apple platforms, one `Logger` category each.
    public enum Category: String, CaseIterable, Hashable, Sendable {
        /// An edit asked for: by the field (its range, and its kind as the field reported it and
        /// as the binding inferred it), or by app code.
        case edit
        /// The format's answer to an edit: accepted, rejected, or rewritten to a text and a
        /// selection.
        case format
        /// What the binding made the field show instead of letting it apply an edit itself.
        case rewrite
        /// A text the field shows without having asked (QuickType, AutoFill, an input method's
        /// commit, app code setting the text), which the binding formats.
        case unaskedText
        /// A plugin attached, detached, or acting on Return or a toolbar item.
        case plugin
        /// Editing beginning or ending, and a form navigator moving the focus.
        case focus
    }
}

extension TextInputDecisionLog {
    /// A log that writes each entry's message with the writer `makeWriter` made for the entry's
    /// category, once per category when the log is made: the shape of a system log with one
    /// channel per category (the adapters' `osLog(subsystem:)`, one `Logger` per category).
    package static func perCategory(_ makeWriter: (Category) -> @MainActor (String) -> Void) -> TextInputDecisionLog {
        let writers = Dictionary(uniqueKeysWithValues: Category.allCases.map { ($0, makeWriter($0)) })
        return TextInputDecisionLog { entry in writers[entry.category]?(entry.message) }
    }
}
