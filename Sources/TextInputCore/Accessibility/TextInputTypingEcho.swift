/// What a screen reader echoes after the binding rewrote a field for the user's edit: the
/// characters the user typed that the field kept, or those the edit removed, and never a
/// separator the format put in or took out, nor the whole field.
///
/// When a host applies an edit itself, the platform echoes what was typed. When the binding
/// answers with a rewrite (a card number's group separator added, a mask's fixed characters
/// completed), the platform sees text set by code: it may say nothing, or read the field again.
/// The Apple modules speak this echo instead, once VoiceOver runs.
///
/// ```swift
/// let text = "4111 1"
/// let typed = TextInputEdit(
///     originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
///     replacementText: "1", editedRange: text.endIndex..<text.endIndex, kind: .typing)
/// TextInputTypingEcho(of: typed, showing: "4111 11")?.characters   // "1"
/// ```
///
/// The echo holds what the user typed: its description and mirror leave the characters out, so
/// it never reaches a log.
package struct TextInputTypingEcho: Equatable, Sendable, CustomStringConvertible, CustomReflectable {
    /// Whether the user's edit put characters in or took them out.
    package enum Kind: Equatable, Sendable {
        /// The user typed or pasted the characters.
        case inserted
        /// The user's deletion removed the characters.
        case deleted
    }

    /// Whether the characters were put in or taken out.
    package let kind: Kind
    /// The characters to echo, in the field's order.
    package let characters: String

    /// The echo of `edit`, after which the field shows `shownText`; nil when the field kept
    /// nothing the edit typed (a refused character, which the field announces instead), or the
    /// edit removed nothing (a caret move).
    ///
    /// The texts are compared without their separators: whitespace, punctuation and symbols the
    /// user did not type (a `.` typed into an amount counts, the `,` the format adds does not).
    /// What the edit typed is echoed as the field shows it (an IBAN's letters upper-cased),
    /// leaving out what the format added around it (a mask's fixed digits). A deletion echoes
    /// what it asked to remove, or, when it asked to remove only a separator, the characters
    /// the format removed in its place.
    package init?(of edit: TextInputEdit, showing shownText: String) {
        let typed = edit.replacementText
        let isEchoed = { (character: Character) in
            !(character.isWhitespace || character.isPunctuation || character.isSymbol) || typed.contains(character)
        }
        let before = Array(edit.originalText.filter(isEchoed))
        let after = Array(shownText.filter(isEchoed))
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before[prefix...].reversed(), after[prefix...].reversed()).prefix { $0 == $1 }.count
        let removed = before[prefix..<(before.count - suffix)]
        if !typed.isEmpty {
            let kept = Self.characters(of: typed, amongst: after[prefix..<(after.count - suffix)])
            guard !kept.isEmpty else { return nil }
            (kind, characters) = (.inserted, kept)
        } else {
            let asked = edit.originalText[edit.editedRange].filter(isEchoed)
            guard !removed.isEmpty else { return nil }
            (kind, characters) = (.deleted, asked.isEmpty ? String(removed) : asked)
        }
    }

    /// The characters of `typed` found in order amongst `shown`, as `shown` has them (ignoring
    /// case): the typed characters the field kept, without the ones the format added.
    private static func characters(of typed: String, amongst shown: ArraySlice<Character>) -> String {
        var pending = Substring(typed.lowercased())
        var kept = ""
        for character in shown {
            let lowercased = character.lowercased()
            guard pending.hasPrefix(lowercased) else { continue }
            kept.append(character)
            pending = pending.dropFirst(lowercased.count)
        }
        return kept
    }

    /// The kind and the number of characters, never the characters.
    package var description: String {
        "TextInputTypingEcho(\(kind), \(characters.count) characters)"
    }

    /// The kind and the number of characters, never the characters.
    package var customMirror: Mirror {
        Mirror(self, children: ["kind": kind, "count": characters.count])
    }
}
