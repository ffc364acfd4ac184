import TextInputCore

/// The rule that no edit removes an entered character it did not cover
/// (``EditingInvariant/enteredCharactersKept``): the letters and digits of a text outside the
/// edited range stay in the text, in their order, whatever the edit inserts.
///
/// Entered characters are the letters and digits the format does not write itself: one the
/// format puts back when it is taken out of the text (an amount's trailing zeros, a mask's
/// fixed letters) is the format's, not the user's. A Backspace or forward delete whose range
/// holds no entered character (a separator) may take the entered character on either side of
/// it. Zeros before the first other letter or digit say nothing (an amount's "0" before the
/// first digit typed), an inserted mark that joins a Character edits it, and a Character typed
/// over the one after it (an overwrite mode) takes its place.
/// Characters are compared as a format may normalize them: a digit by its value, a letter
/// without case.
///
/// ```swift
/// let rule = EnteredCharacterRule(format: TextInputFormats.bankCardNumber())
/// let full = "3782 822463 10005"
/// let caret = full.index(full.startIndex, offsetBy: 2)
/// rule.violation(editing: full, replacing: caret..<caret, with: "5", deletes: nil, leaving: "3758 282246 31000")
/// // the last "5" is gone: a violation
/// ```
struct EnteredCharacterRule<Value> {
    /// How a deletion reached its range, when the edit is one.
    enum Deletion {
        case backward, forward
    }

    let format: TextInputFormat<Value>
    /// False for a format that writes the letters of its text itself (a phone number's
    /// extension label, which "x", "ext" and ";ext=" all give): only digits are entered.
    var lettersAreEntered = true

    /// Why the edit of `before` that replaced `range` with `inserted` (a deletion when
    /// `deletion` is set) and left `after` breaks the rule; nil when it keeps every entered
    /// character it did not cover.
    func violation(
        editing before: String,
        replacing range: Range<String.Index>,
        with inserted: String,
        deletes deletion: Deletion?,
        leaving after: String
    ) -> EditingViolation? {
        let kept = keys(of: after)
        let range = Self.covered(by: range, of: before, inserting: inserted)
        var leading = keys(of: before[..<range.lowerBound])
        var trailing = keys(of: before[range.upperBound...])
        // Every letter and digit kept: nothing more to know.
        if Self.holds(leading + trailing, in: kept) { return nil }
        let entered = enteredOffsets(in: before)
        let start = before.unicodeScalars.distance(from: before.startIndex, to: range.lowerBound)
        let end = before.unicodeScalars.distance(from: before.startIndex, to: range.upperBound)
        leading = keys(of: before, at: entered.filter { $0 < start })
        trailing = keys(of: before, at: entered.filter { $0 >= end })
        if Self.holds(leading + trailing, in: kept) { return nil }
        // A Character typed over the one after it (an overwrite mode) takes its place in sight.
        if deletion == nil, inserted.count == 1, Self.holds(leading + trailing.dropFirst(), in: kept) { return nil }
        // A deletion of separators only may take the entered character on either side.
        if deletion != nil, !entered.contains(where: { $0 >= start && $0 < end }),
            Self.holds(leading.dropLast() + trailing, in: kept) || Self.holds(leading + trailing.dropFirst(), in: kept)
        {
            return nil
        }
        let offsets = before.utf16Range(of: range)
        return EditingViolation(
            invariant: .enteredCharactersKept,
            detail: "editing UTF-16 \(offsets.location)..<\(offsets.location + offsets.length) of \(before.debugDescription) "
                + "left \(after.debugDescription), without entered characters it did not cover",
            expectation: nil
        )
    }

    /// `range` of `text`, widened by the Character before it when `inserted` joins that
    /// Character (a combining mark typed after a digit edits the digit), and by the one after it
    /// when that one joins `inserted`.
    private static func covered(by range: Range<String.Index>, of text: String, inserting inserted: String) -> Range<String.Index> {
        guard !inserted.isEmpty else { return range }
        var lower = range.lowerBound, upper = range.upperBound
        if lower > text.startIndex, (String(text[..<lower]) + inserted).count < text[..<lower].count + inserted.count {
            lower = text.index(before: lower)
        }
        if upper < text.endIndex, (inserted + String(text[upper...])).count < inserted.count + text[upper...].count {
            upper = text.index(after: upper)
        }
        return lower..<upper
    }

    /// The scalar offsets of the letters and digits of `text` the format does not put back
    /// when they are taken out.
    private func enteredOffsets(in text: String) -> [Int] {
        let scalars = Array(text.unicodeScalars)
        return scalars.indices.filter { offset in
            guard key(of: scalars[offset]) != nil else { return false }
            var without = String.UnicodeScalarView()
            without.append(contentsOf: scalars[..<offset])
            without.append(contentsOf: scalars[(offset + 1)...])
            return format.formatted(String(without)).text != text
        }
    }

    /// Whether `keys` appear in `text`'s keys in their order, others between them allowed. Zeros
    /// before the first other key say nothing (`100%` with its `1` deleted may read `0%`).
    private static func holds(_ keys: some Collection<String>, in text: [String]) -> Bool {
        var remaining = text[...]
        for key in keys.drop(while: { $0 == "0" }) {
            guard let found = remaining.firstIndex(of: key) else { return false }
            remaining = remaining[(found + 1)...]
        }
        return true
    }

    private func keys(of text: some StringProtocol) -> [String] {
        text.unicodeScalars.compactMap(key(of:))
    }

    private func keys(of text: String, at offsets: [Int]) -> [String] {
        let scalars = Array(text.unicodeScalars)
        return offsets.compactMap { key(of: scalars[$0]) }
    }

    /// What a letter or digit is compared by: a decimal digit's value, a letter's uppercase.
    private func key(of scalar: Unicode.Scalar) -> String? {
        let properties = scalar.properties
        if properties.numericType == .decimal, let value = properties.numericValue { return String(Int(value)) }
        guard lettersAreEntered, properties.isAlphabetic else { return nil }
        return properties.uppercaseMapping
    }
}
