import Foundation

/// One proposed edit: in `originalText`, replace `editedRange` with `replacementText`.
///
/// ```swift
/// let text = "4111"
/// let edit = TextInputEdit(
///     originalText: text,
///     originalSelectedRange: text.endIndex..<text.endIndex,
///     replacementText: "1",
///     editedRange: text.endIndex..<text.endIndex,
///     kind: .typing)
/// edit.resultingText // "41111"
/// ```
public struct TextInputEdit: Hashable, Sendable {
    /// The text before the edit.
    public var originalText: String
    /// The selection before the edit; an empty range is a caret. Indices are in `originalText`.
    public var originalSelectedRange: Range<String.Index>
    /// The text that replaces `editedRange`; empty for a deletion.
    public var replacementText: String
    /// The range of `originalText` being replaced.
    public var editedRange: Range<String.Index>
    /// Where the edit comes from.
    public var kind: TextInputEditKind

    /// Creates an edit. Ranges are indices into `originalText`.
    public init(
        originalText: String,
        originalSelectedRange: Range<String.Index>,
        replacementText: String,
        editedRange: Range<String.Index>,
        kind: TextInputEditKind = .unknown
    ) {
        self.originalText = originalText
        self.originalSelectedRange = originalSelectedRange
        self.replacementText = replacementText
        self.editedRange = editedRange
        self.kind = kind
    }

    /// An edit that pastes `text` into an empty field: how a binding formats text it did not
    /// see being typed (a field bound with text already in it, a programmatic value).
    public static func pasting(_ text: String, kind: TextInputEditKind = .paste) -> TextInputEdit {
        let empty = ""
        return TextInputEdit(
            originalText: empty,
            originalSelectedRange: empty.startIndex..<empty.startIndex,
            replacementText: text,
            editedRange: empty.startIndex..<empty.startIndex,
            kind: kind
        )
    }

    /// The text as the field would show it if the edit were applied unchanged.
    public var resultingText: String {
        // Indices of another, longer string would slice past the end.
        if editedRange.upperBound > originalText.endIndex { return withinOriginalText.resultingText }
        let lower = originalText.utf8.distance(from: originalText.startIndex, to: editedRange.lowerBound)
        let upper = originalText.utf8.distance(from: originalText.startIndex, to: editedRange.upperBound)
        // Copying the UTF-8 bytes of the three parts avoids the Character-aware appends of
        // `replaceSubrange`; the parts are valid UTF-8 split at Character boundaries.
        return originalText.withBorrowedUTF8 { original in
            replacementText.withBorrowedUTF8 { inserted in
                String(utf8Capacity: original.count - (upper - lower) + inserted.count) { text in
                    text.append(contentsOf: original.extracting(..<lower))
                    text.append(contentsOf: inserted)
                    text.append(contentsOf: original.extracting(upper...))
                }
            }
        }
    }

    /// Whether `text` is exactly ``resultingText`` (byte for byte), found without building it:
    /// how a binding recognises the edit it let the host apply, once per keystroke.
    package func hasResultingText(_ text: String) -> Bool {
        let original = originalText.utf8
        let lower = original.distance(from: original.startIndex, to: editedRange.lowerBound)
        let upper = original.distance(from: original.startIndex, to: editedRange.upperBound)
        let insertedCount = replacementText.utf8.count
        guard text.utf8.count == original.count - (upper - lower) + insertedCount else { return false }
        return text.withBorrowedUTF8 { candidate in
            originalText.withBorrowedUTF8 { original in
                replacementText.withBorrowedUTF8 { inserted in
                    candidate.extracting(..<lower).elementsEqual(original.extracting(..<lower))
                        && candidate.extracting(lower..<(lower + insertedCount)).elementsEqual(inserted)
                        && candidate.extracting((lower + insertedCount)...).elementsEqual(original.extracting(upper...))
                }
            }
        }
    }

    /// The text and caret the field would show if the edit were applied unchanged: the caret
    /// lands right after the inserted text (after the whole Character, if the inserted text
    /// merged with the one that follows it).
    public var result: (text: String, selectedRange: Range<String.Index>) {
        if editedRange.upperBound > originalText.endIndex { return withinOriginalText.result }
        let text = resultingText
        let caretOffset =
            originalText.utf8.distance(from: originalText.startIndex, to: editedRange.lowerBound)
            + replacementText.utf8.count
        // The insertion may merge with the Character after it ("\u{202E}" before a ZWJ): the
        // caret then goes after the merged Character, never inside it.
        let caret = text.characterBoundary(atOrAfter: text.utf8.index(text.startIndex, offsetBy: caretOffset))
        return (text, caret..<caret)
    }

    /// This edit with its ranges inside ``originalText``: ranges that reach past its end (indices
    /// of another, longer string) are clamped to it and widened to Character boundaries, so that
    /// no formatter slices a string out of its bounds. An edit whose ranges fit is returned as it
    /// is, after two comparisons.
    package var withinOriginalText: TextInputEdit {
        let end = originalText.endIndex
        guard editedRange.upperBound > end || originalSelectedRange.upperBound > end else { return self }
        var edit = self
        edit.editedRange = originalText.characterAlignedRange(editedRange)
        edit.originalSelectedRange = originalText.characterAlignedRange(originalSelectedRange)
        return edit
    }

    /// The same edit with another replacement text.
    package func replacing(with replacementText: String) -> TextInputEdit {
        var edit = self
        edit.replacementText = replacementText
        return edit
    }
}
