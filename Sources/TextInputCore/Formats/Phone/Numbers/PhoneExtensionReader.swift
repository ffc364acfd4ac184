/// Finds where a phone number's text holds an extension, by the rules of libphonenumber's
/// `parse`: the text is cut where a second number starts ("/x"), trailing punctuation is
/// dropped, and an extension is a label (``PhoneExtensionLabel``) followed by at most as many
/// digits as the label allows, ending the text; the earliest place such a label starts wins.
///
/// ```swift
/// PhoneExtensionReader.read(Array("+44 20 7946 0958 ext. 12".unicodeScalars))
/// // .found(numberEnd: 16, digitsStart: 22, digits: "12", numberIsViable: true)
/// ```
enum PhoneExtensionReader {
    /// What a text holds after its number; offsets count Unicode scalars.
    enum Reading: Equatable {
        /// Nothing that could be an extension.
        case none
        /// An extension: the number ends at `numberEnd`, the extension's digits (ASCII) start at
        /// `digitsStart`. `numberIsViable` is libphonenumber's check that what precedes the
        /// label can be a number (three digits among phone punctuation, or two bare digits);
        /// where it fails, `parse` reads no extension.
        case found(numberEnd: Int, digitsStart: Int, digits: [UInt8], numberIsViable: Bool)
        /// A label, or its start, after the number's last digit and nothing after it: an
        /// extension being typed.
        case pending(numberEnd: Int)
        /// A label after the number's digits that introduces no extension libphonenumber reads
        /// (more digits than the label allows, text after them): the text is no number.
        case unreadable

        /// This reading, or `other` when this is none and `other` is pending.
        func orPending(_ other: Reading) -> Reading {
            if case .pending = self { return self }
            if case .pending = other { return other }
            return self
        }
    }

    /// A label may follow this many scalars of separators, at most, before its digits; a
    /// longer run would cost a keystroke time in the square of its length.
    private static let longestTail = 64

    /// The reading of `scalars`, a whole text.
    static func read(_ scalars: [Unicode.Scalar]) -> Reading {
        guard let start = scalars.firstIndex(where: isStartOfNumber) else { return .none }
        // As `parse` does: trailing punctuation goes first, then a second number.
        var trimmedEnd = scalars.count
        while trimmedEnd > start, isUnwantedAtEnd(scalars[trimmedEnd - 1]) { trimmedEnd -= 1 }
        let end = secondNumberStart(in: scalars[..<trimmedEnd], from: start) ?? trimmedEnd

        let endsWithHash = end > start && scalars[end - 1] == "#"
        let digitsEnd = endsWithHash ? end - 1 : end
        var digitsStart = digitsEnd
        while digitsStart > start, DecimalDigit.value(of: scalars[digitsStart - 1]) != nil { digitsStart -= 1 }
        let digitCount = digitsEnd - digitsStart
        if digitCount > 0 {
            var tailStart = digitsStart
            while tailStart > start, digitsStart - tailStart < longestTail,
                DecimalDigit.value(of: scalars[tailStart - 1]) == nil
            {
                tailStart -= 1
            }
            let tail = lowercased(scalars[tailStart..<digitsStart])
            for numberEnd in tailStart..<digitsStart {
                let candidate = tail[(numberEnd - tailStart)...]
                guard PhoneExtensionLabel.allCases.contains(where: { $0.matches(candidate, digitCount: digitCount, endsWithHash: endsWithHash) }) else {
                    continue
                }
                // A label inside the number ("… ext 6722,0081") would take an extension's
                // digits into it.
                if holdsLabelAfterDigit(scalars[start..<numberEnd]) { return .unreadable }
                let digits = scalars[digitsStart..<digitsEnd].map { UInt8(ascii: "0") &+ (DecimalDigit.value(of: $0) ?? 0) }
                return .found(
                    numberEnd: numberEnd, digitsStart: digitsStart, digits: digits,
                    numberIsViable: isViableNumber(scalars[start..<numberEnd]))
            }
        }

        let pending = readPending(scalars).orPending(readPending(Array(scalars[..<end])))
        if case let .pending(numberEnd) = pending {
            if holdsLabelAfterDigit(scalars[start..<numberEnd]) { return .unreadable }
            // "#" after digits ends an extension ("- 503#"): with none before it, the text is
            // no number for libphonenumber, not a number whose extension is being typed.
            return scalars[numberEnd..<end].contains("#") ? .unreadable : pending
        }
        return holdsLabelAfterDigit(scalars[start..<end]) ? .unreadable : .none
    }

    /// `.pending` when `scalars` end with a label, or its start, after their last digit (before
    /// any second number), else `.none`: a label typed after a number.
    static func readPending(_ scalars: [Unicode.Scalar]) -> Reading {
        guard let start = scalars.firstIndex(where: isStartOfNumber) else { return .none }
        let end = secondNumberStart(in: scalars[...], from: start) ?? scalars.count
        guard let lastDigit = scalars[start..<end].lastIndex(where: { DecimalDigit.value(of: $0) != nil }) else {
            return .none
        }
        let after = lowercased(scalars[(lastDigit + 1)..<end])
        return PhoneExtensionLabel.isPending(after[...]) ? .pending(numberEnd: lastDigit + 1) : .none
    }

    /// Whether a label follows a digit in `scalars`: only after a digit does a label speak of
    /// an extension ("Fax: 020…" is a number).
    private static func holdsLabelAfterDigit(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let firstDigit = scalars.firstIndex(where: { DecimalDigit.value(of: $0) != nil }) else { return false }
        let rest = lowercased(scalars[firstDigit...])
        return rest.indices.contains { index in
            PhoneExtensionLabel.isLabelCharacter(rest[index]) || PhoneExtensionLabel.startsLabelWord(rest[...], at: index)
        }
    }

    /// Whether the text holds an extension or its label anywhere: the phone formatter's cheap
    /// test for the texts that need ``read(_:)``.
    static func mayHoldExtension(_ text: String) -> Bool {
        // Every keystroke asks, several times: the common ASCII bytes are told apart in the
        // string's own storage, without Unicode's property tables.
        let firstOther = text.utf8.withContiguousStorageIfAvailable { bytes -> UInt8? in
            for byte in bytes where !isNumberPunctuationOrDigit(byte) { return byte }
            return nil
        }
        switch firstOther {
        case .some(nil): return false
        case let .some(byte?) where byte < 0x80: return true
        default: return text.unicodeScalars.contains(where: isLabelOrLetter)
        }
    }

    /// Digits, "+" and the punctuation a laid-out number holds: no sign of an extension.
    private static func isNumberPunctuationOrDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: " "), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "."), UInt8(ascii: "/"):
            true
        default:
            false
        }
    }

    private static func isLabelOrLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return !isNumberPunctuationOrDigit(UInt8(scalar.value)) }
        return scalar.properties.isAlphabetic || PhoneExtensionLabel.isLabelCharacter(scalar) || scalar == "\u{FF03}"
    }

    // MARK: - libphonenumber's character classes

    /// `[+＋\d]`: where `parse` starts reading a number.
    private static func isStartOfNumber(_ scalar: Unicode.Scalar) -> Bool {
        PhoneNumberDigits.isPlus(scalar) || DecimalDigit.value(of: scalar) != nil
    }

    /// Where `parse` stops reading `scalars`: at a second number ("/x2303"), else at the end.
    static func numberTextEnd(_ scalars: [Unicode.Scalar]) -> Int {
        guard let start = scalars.firstIndex(where: isStartOfNumber) else { return scalars.count }
        return secondNumberStart(in: scalars[...], from: start) ?? scalars.count
    }

    /// `[\\/] *x`: a second number ("(530) 583-6985 x302/x2303"), cut off before reading.
    private static func secondNumberStart(in scalars: ArraySlice<Unicode.Scalar>, from start: Int) -> Int? {
        var index = start
        while index < scalars.endIndex {
            if scalars[index] == "/" || scalars[index] == "\\" {
                var next = index + 1
                while next < scalars.endIndex, scalars[next] == " " { next += 1 }
                if next < scalars.endIndex, scalars[next] == "x" { return index }
            }
            index += 1
        }
        return nil
    }

    /// `(?:_|[^#\w])`: what `parse` drops from the end of a text.
    private static func isUnwantedAtEnd(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "_" { return true }
        if scalar == "#" { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .decimalNumber, .letterNumber, .otherNumber:
            return false
        default:
            return true
        }
    }

    /// libphonenumber's `_VALID_PHONE_NUMBER`: two bare digits, or pluses then at least three
    /// digits among phone punctuation, then punctuation, letters and digits.
    static func isViableNumber(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        if scalars.count == 2, scalars.allSatisfy({ DecimalDigit.value(of: $0) != nil }) { return true }
        var index = scalars.startIndex
        while index < scalars.endIndex, PhoneNumberDigits.isPlus(scalars[index]) { index += 1 }
        var digits = 0
        for scalar in scalars[index...] {
            if DecimalDigit.value(of: scalar) != nil {
                digits += 1
            } else if !(isPhonePunctuation(scalar) || scalar == "*" || (digits >= 3 && isASCIILetter(scalar))) {
                return false
            }
        }
        return digits >= 3
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// libphonenumber's `_VALID_PUNCTUATION`.
    private static func isPhonePunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0x78, 0x2010...0x2015, 0x2212, 0x30FC, 0xFF0D...0xFF0F, 0x20, 0xA0, 0xAD, 0x200B, 0x2060, 0x3000,
            0x28, 0x29, 0xFF08, 0xFF09, 0xFF3B, 0xFF3D, 0x2E, 0x5B, 0x5D, 0x2F, 0x7E, 0x2053, 0x223C, 0xFF5E:
            true
        default:
            false
        }
    }

    /// `scalars` with each letter lowercased, as the case-insensitive pattern compares them.
    static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> [Unicode.Scalar] {
        scalars.map { scalar in
            if scalar.isASCII {
                return ("A"..."Z").contains(scalar) ? Unicode.Scalar(scalar.value + 32) ?? scalar : scalar
            }
            let mapping = scalar.properties.lowercaseMapping.unicodeScalars
            return mapping.count == 1 ? mapping.first ?? scalar : scalar
        }
    }
}
