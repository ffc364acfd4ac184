/// What VoiceOver says for a field's text: the words, and the parts of them it reads
/// character by character.
///
/// Formatted text read as it is shown sounds wrong: a card number's group "4111" is read as
/// "four thousand one hundred eleven", a mask's unfilled `___` as "underscore underscore
/// underscore". Each format says its text its own way (``TextInputFormat/spokenText(of:locale:)``):
/// identifiers have their groups spelled out, amounts read as amounts, dates as dates, and a
/// mask says how many characters are left instead of reading its template.
///
/// ```swift
/// let spoken = TextInputFormats.bankCardNumber().spokenText(of: "4111 1111 1111 1111")
/// spoken.text             // "4111 1111 1111 1111"
/// spoken.spellOutRanges   // [0..<4, 5..<9, 10..<14, 15..<19]
/// ```
///
/// The spelled-out ranges mark the text rather than rewrite it, so that a braille display still
/// shows the digits: the UIKit and AppKit views map them to their spell-out speech attributes.
///
/// Printing one shows neither its text nor its ranges: what a field says is what it holds, and
/// must not reach a log.
public struct TextInputSpokenText: Sendable, Equatable {
    /// What VoiceOver says.
    public var text: String
    /// Half-open ranges of Character offsets in ``text`` read character by character: sorted,
    /// not overlapping, within the text.
    public var spellOutRanges: [Range<Int>]

    /// Says `text`, with `spellOutRanges` (Character offsets, half-open) read character by
    /// character.
    ///
    /// ```swift
    /// let spoken = TextInputSpokenText("Code 42", spellOutRanges: [5..<7])   // "Code four two"
    /// ```
    public init(_ text: String, spellOutRanges: [Range<Int>] = []) {
        self.text = text
        self.spellOutRanges = spellOutRanges
    }

    /// Says `text` with every run of two or more decimal digits read digit by digit: how a field
    /// of identifiers (card numbers, phone numbers, codes) is read, and what a custom format
    /// says unless it says otherwise.
    ///
    /// ```swift
    /// TextInputSpokenText(spellingOutDigitRunsIn: "+44 20 7946").spellOutRanges   // [1..<3, 4..<6, 7..<11]
    /// ```
    public init(spellingOutDigitRunsIn text: String) {
        self.init(text, spellOutRanges: Self.runs(in: text, of: DecimalDigit.isDigit).filter { $0.count >= 2 })
    }

    /// Says `text` with every run of letters and digits read character by character: how a
    /// field of codes that mix them (an IBAN's "WEST" is no word) is read.
    ///
    /// ```swift
    /// TextInputSpokenText(spellingOutGroupsIn: "GB82 WEST").spellOutRanges   // [0..<4, 5..<9]
    /// ```
    public init(spellingOutGroupsIn text: String) {
        self.init(text, spellOutRanges: Self.runs(in: text) { $0.isLetter || $0.isNumber })
    }

    /// This spoken text with `phrase` after it, separated by a comma: what is said after the
    /// text itself, such as how many characters are left to type.
    ///
    /// ```swift
    /// TextInputSpokenText(spellingOutDigitRunsIn: "555").appending("seven digits left").text   // "555, seven digits left"
    /// ```
    public func appending(_ phrase: String) -> TextInputSpokenText {
        guard !phrase.isEmpty else { return self }
        guard !text.isEmpty else { return TextInputSpokenText(phrase) }
        return TextInputSpokenText(text + ", " + phrase, spellOutRanges: spellOutRanges)
    }

    /// Whether ``spellOutRanges`` are sorted, do not overlap, are not empty and lie within
    /// ``text``: what a view needs to mark them.
    ///
    /// ```swift
    /// TextInputSpokenText("42", spellOutRanges: [0..<3]).hasValidRanges   // false
    /// ```
    public var hasValidRanges: Bool {
        var end = 0
        let count = text.count
        for range in spellOutRanges {
            guard range.lowerBound >= end, !range.isEmpty, range.upperBound <= count else { return false }
            end = range.upperBound
        }
        return true
    }

    /// The maximal runs of Characters of `text` that `isInRun` accepts, as Character offsets.
    private static func runs(in text: String, of isInRun: (Character) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        var offset = 0
        for character in text {
            if isInRun(character) {
                start = start ?? offset
            } else if let runStart = start {
                runs.append(runStart..<offset)
                start = nil
            }
            offset += 1
        }
        if let start { runs.append(start..<offset) }
        return runs
    }
}

extension TextInputSpokenText: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// `TextInputSpokenText(•••)`: neither the words nor the ranges, which would tell the
    /// length of what the field holds.
    public var description: String {
        "TextInputSpokenText(•••)"
    }

    /// The same as ``description``.
    public var debugDescription: String {
        description
    }

    /// A mirror with no children, so that `dump` shows nothing of the text.
    public var customMirror: Mirror {
        Mirror(self, children: [], displayStyle: .struct)
    }
}
