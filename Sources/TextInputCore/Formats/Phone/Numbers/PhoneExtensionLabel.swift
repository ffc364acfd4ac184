/// The ways libphonenumber's `parse` recognises an extension after a number
/// (`_EXTN_PATTERNS_FOR_PARSING`), each with the most digits it reads after it: the more
/// ambiguous the label, the fewer digits, so that two numbers side by side are not read as a
/// number and an extension.
///
/// Each label describes the text between the number and the extension's digits (its
/// "tail"), lowercased; the digits and an optional trailing "#" are matched by the reader.
enum PhoneExtensionLabel: CaseIterable, Equatable {
    /// ";ext=", as in a `tel:` URI (RFC 3966).
    case rfc3966
    /// "ext", "extn", "extension", "extensión", "anexo", "доб", after spaces or commas.
    case explicit
    /// "x", "#", "~" or "int", after spaces or commas.
    case ambiguous
    /// American style: a dash or space, then digits ended by "#" ("- 503#").
    case hashTerminated
    /// ",," or ";", which phones dial after the call connects.
    case autoDialling
    /// One comma or more.
    case commas

    /// The most digits an extension after this label has.
    var digitLimit: Int {
        switch self {
        case .rfc3966, .explicit: 20
        case .autoDialling: 15
        case .ambiguous, .commas: 9
        case .hashTerminated: 6
        }
    }

    /// Whether `tail` (lowercased scalars) introduces `digitCount` digits with this label;
    /// `endsWithHash` tells whether a "#" follows the digits.
    func matches(_ tail: ArraySlice<Unicode.Scalar>, digitCount: Int, endsWithHash: Bool) -> Bool {
        guard digitCount <= digitLimit else { return false }
        let start = tail.startIndex
        switch self {
        case .rfc3966:
            // The one form without an optional "#" after its digits.
            return !endsWithHash && tail.elementsEqual(";ext=".unicodeScalars)
        case .explicit, .ambiguous:
            let labelStart = Self.skip(Self.separatorsBeforeLabel, in: tail, from: start)
            let words = self == .explicit ? Self.explicitWords : Self.ambiguousWords
            return words.contains { word in
                tail[labelStart...].starts(with: word) && Self.isTrailer(tail, from: labelStart + word.count)
            }
        case .hashTerminated:
            return endsWithHash && !tail.isEmpty && tail.allSatisfy { $0 == "-" || $0 == " " }
        case .autoDialling:
            let labelStart = Self.skip(Self.spaces, in: tail, from: start)
            if tail[labelStart...].starts(with: [",", ","]) { return Self.isTrailer(tail, from: labelStart + 2) }
            if tail[labelStart...].starts(with: [";"]) { return Self.isTrailer(tail, from: labelStart + 1) }
            return false
        case .commas:
            let labelStart = Self.skip(Self.spaces, in: tail, from: start)
            return tail[labelStart...].first == "," && Self.isTrailer(tail, from: labelStart + 1)
        }
    }

    /// Whether `tail` is a label, or the start of one, with nothing after it but what may
    /// stand between a label and its digits: an extension being typed ("x", " ext. ", ", ").
    static func isPending(_ tail: ArraySlice<Unicode.Scalar>) -> Bool {
        guard !tail.isEmpty else { return false }
        // Looser than a label before digits: punctuation in any order may follow, as a
        // number's own punctuation would ("x .", "-x").
        func isPendingTrailer(from index: Int) -> Bool {
            tail[index...].allSatisfy { separatorsBeforeDigits.contains($0) || punctuationAfterLabel.contains($0) }
        }
        let afterSpaces = skip(spaces, in: tail, from: tail.startIndex)
        if tail[afterSpaces...].first == ",", isPendingTrailer(from: afterSpaces + 1) { return true }
        let labelStart = skip(separatorsBeforeDigits, in: tail, from: tail.startIndex)
        let rest = tail[labelStart...]
        guard !rest.isEmpty else { return false }
        for word in allWords where rest.starts(with: word) && isPendingTrailer(from: labelStart + word.count) {
            return true
        }
        // A word cut short: the user is still typing it.
        return allWords.contains { $0.count > rest.count && $0.starts(with: rest) }
    }

    /// Whether `scalar` (lowercased) can only be part of an extension's label after a number's
    /// digits: text holding one there is an extension or no number at all.
    static func isLabelCharacter(_ scalar: Unicode.Scalar) -> Bool {
        labelCharacters.contains(scalar)
    }

    /// Whether the lowercased `scalars` hold, at `index`, a label word that has no
    /// single-character sign ("int", "доб").
    static func startsLabelWord(_ scalars: ArraySlice<Unicode.Scalar>, at index: Int) -> Bool {
        wordsWithoutSigns.contains { scalars[index...].starts(with: $0) }
    }

    // MARK: - The words

    private static let separatorsBeforeLabel: Set<Unicode.Scalar> = [" ", "\u{A0}", "\t", ","]
    private static let spaces: Set<Unicode.Scalar> = [" ", "\u{A0}", "\t"]
    private static let separatorsBeforeDigits: Set<Unicode.Scalar> = [" ", "\u{A0}", "\t", ",", "-"]
    private static let punctuationAfterLabel: Set<Unicode.Scalar> = [":", ".", "\u{FF0E}"]
    private static let labelCharacters: Set<Unicode.Scalar> = ["x", "\u{FF58}", "#", "\u{FF03}", "~", "\u{FF5E}", ";", ","]
    private static let wordsWithoutSigns: [[Unicode.Scalar]] = ["int", "\u{FF49}\u{FF4E}\u{FF54}", "доб"].map { Array($0.unicodeScalars) }

    /// `e?xt(?:ensi(?:o\u0301?|ó))?n?`, the full-width `ｅ?ｘｔｎ?`, "доб" and "anexo", spelt out:
    /// the language is finite, and a list needs no backtracking.
    private static let explicitWords: [[Unicode.Scalar]] = {
        var words: [String] = []
        for e in ["", "e"] {
            for middle in ["", "ensio", "ensio\u{301}", "ensi\u{F3}"] {
                for n in ["", "n"] { words.append(e + "xt" + middle + n) }
            }
        }
        words += ["\u{FF58}\u{FF54}", "\u{FF45}\u{FF58}\u{FF54}", "\u{FF58}\u{FF54}\u{FF4E}", "\u{FF45}\u{FF58}\u{FF54}\u{FF4E}"]
        words += ["доб", "anexo"]
        // Longest first, so that a pending label is recognised whole.
        return words.map { Array($0.unicodeScalars) }.sorted { $0.count > $1.count }
    }()

    private static let ambiguousWords: [[Unicode.Scalar]] = ["x", "\u{FF58}", "#", "\u{FF03}", "~", "\u{FF5E}", "int", "\u{FF49}\u{FF4E}\u{FF54}"]
        .map { Array($0.unicodeScalars) }

    private static let allWords: [[Unicode.Scalar]] =
        explicitWords + ambiguousWords + [";ext=", ";", ",,"].map { Array($0.unicodeScalars) }

    private static func skip(_ set: Set<Unicode.Scalar>, in tail: ArraySlice<Unicode.Scalar>, from index: Int) -> Int {
        var index = index
        while index < tail.endIndex, set.contains(tail[index]) { index += 1 }
        return index
    }

    /// Whether `tail` from `index` is `[:.．]?[ \u00A0\t,-]*`: what may follow a label.
    private static func isTrailer(_ tail: ArraySlice<Unicode.Scalar>, from index: Int) -> Bool {
        guard index <= tail.endIndex else { return false }
        var index = index
        if index < tail.endIndex, punctuationAfterLabel.contains(tail[index]) { index += 1 }
        return tail[index...].allSatisfy { separatorsBeforeDigits.contains($0) }
    }
}
