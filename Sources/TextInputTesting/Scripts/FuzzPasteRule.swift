import TextInputCore

/// What a paste (or typing) the format accepts whole must leave in the field: nothing the user
/// entered may vanish without a rule that says so. Checked after a paste or a keystroke into a
/// focused field that holds no composition, no inline suggestion and no AutoFill placeholder.
package enum FuzzPasteRule {
    /// Any pasted string lands exactly where the selection was (the plain format).
    case wholeText
    /// A paste of ASCII digits lands whole — the field's digits are those before the selection,
    /// the pasted ones, then those after it — when the field then holds at most `limit` digits
    /// and held no other digits (Arabic-Indic, full-width, or with a combining mark).
    /// For formats of digits only, with `limit` their smallest maximum length.
    case digits(limit: Int)
    /// A paste of ASCII letters and digits lands whole and upper-cased — the field's letters
    /// and digits are those before the selection, the pasted ones, then those after it — when
    /// the field then holds at most `limit` of them and held nothing but ASCII. For the IBAN
    /// format, with `limit` the length of the shortest IBAN, which every country's allows.
    case asciiLettersAndDigits(limit: Int)

    /// The violation of the rule by a paste of `pasted` over `selection` of `before`, which left
    /// `after` in the field numbered `field`; nil when the rule holds or does not apply.
    package func violation(
        pasting pasted: String,
        over selection: Range<String.Index>,
        of before: String,
        leaving after: String,
        inField field: Int
    ) -> EditingViolation? {
        let prefix = before[..<selection.lowerBound]
        let suffix = before[selection.upperBound...]
        switch self {
        case .wholeText:
            let expected = String(prefix) + pasted + suffix
            guard !after.isIdentical(to: expected) else { return nil }
            return EditingViolation(
                invariant: .pasteKept,
                detail: "pasting \(pasted.debugDescription) over \(prefix.debugDescription)|…|\(suffix.debugDescription) gave \(after.debugDescription)",
                expectation: { names in "Array(\(names.field(field)).text.utf8) == Array(\(expected.swiftLiteral).utf8)" }
            )
        case let .digits(limit):
            guard !pasted.isEmpty, pasted.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                !prefix.hasOtherDigits, !suffix.hasOtherDigits
            else { return nil }
            let expected = prefix.asciiDigits + pasted + suffix.asciiDigits
            guard expected.utf8.count <= limit, after.asciiDigits != expected else { return nil }
            return EditingViolation(
                invariant: .pasteKept,
                detail:
                    "pasting \(pasted.debugDescription) over \(prefix.debugDescription)|…|\(suffix.debugDescription) gave \(after.debugDescription), digits \(expected) expected",
                expectation: { names in "\(names.field(field)).text.filter(\\.isASCII).filter(\\.isNumber) == \(expected.swiftLiteral)" }
            )
        case let .asciiLettersAndDigits(limit):
            guard !pasted.isEmpty, pasted.utf8.allSatisfy(\.isASCIILetterOrDigit), prefix.utf8.allSatisfy({ $0 < 0x80 }),
                suffix.utf8.allSatisfy({ $0 < 0x80 })
            else { return nil }
            let expected = (prefix.asciiLettersAndDigits + pasted + suffix.asciiLettersAndDigits).uppercased()
            guard expected.utf8.count <= limit, after.asciiLettersAndDigits != expected else { return nil }
            return EditingViolation(
                invariant: .pasteKept,
                detail:
                    "pasting \(pasted.debugDescription) over \(prefix.debugDescription)|…|\(suffix.debugDescription) gave \(after.debugDescription), \(expected) expected",
                expectation: { names in "\(names.field(field)).text.filter { $0.isASCII && ($0.isLetter || $0.isNumber) } == \(expected.swiftLiteral)" }
            )
        }
    }
}

extension UInt8 {
    /// Whether the byte is an ASCII letter or digit.
    fileprivate var isASCIILetterOrDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self)
    }
}

extension StringProtocol {
    /// The ASCII letters and digits of the text, in order.
    var asciiLettersAndDigits: String {
        String(decoding: utf8.filter(\.isASCIILetterOrDigit), as: UTF8.self)
    }

    /// The ASCII digits of the text, in order.
    package var asciiDigits: String {
        String(decoding: utf8.filter { (0x30...0x39).contains($0) }, as: UTF8.self)
    }

    /// Whether the text holds a numeric Character other than a bare ASCII digit.
    package var hasOtherDigits: Bool {
        contains { $0.isNumber && !$0.isASCII }
    }
}
