import Foundation

/// How a locale writes a numeric date: the order of its parts and the text between them, read
/// from Foundation's pattern for the skeleton "yyyyMMdd" (`MM/dd/yyyy` in en_US, `dd.MM.yyyy` in
/// de_DE, `yyyy/MM/dd` in ja_JP, `yyyy. MM. dd.` in ko_KR).
///
/// The pattern is asked for in the Gregorian calendar whatever the locale's own (th_TH counts
/// Buddhist years, fa_IR Persian ones), since the field's days are Gregorian. Text before the
/// first part or after the last (ko_KR's final ".", bg_BG's " г.") is left out: nobody types it,
/// and a field that ends in fixed text would keep the caret out of its end.
struct DateTextLayout: Hashable, Sendable {
    /// A part of the date, with as many digits as the field takes for it.
    enum Part: Hashable, Sendable {
        case year, month, day

        /// Digits of a complete part.
        var length: Int {
            self == .year ? 4 : 2
        }

        /// The smallest first digit that begins no two-digit month or day of any month, so that
        /// typing it is the whole part: month "2" is "02", day "4" is "04". Nil for the year.
        ///
        /// The day's does not depend on its month: in February a "3" waits for the next key, so
        /// that "30" typed there is refused as a day February lacks, rather than taken as the
        /// 3rd with the "0" beginning the year.
        var smallestWholeDigit: UInt8? {
            switch self {
            case .year: nil
            case .month: 2
            case .day: 4
            }
        }
    }

    /// The three parts in the locale's order.
    let parts: [Part]
    /// The text between part 0 and 1, and between part 1 and 2.
    let separators: [String]
    /// `separators` as UTF-8 bytes.
    let separatorBytes: [[UInt8]]

    /// The layout of `locale`'s numeric dates; ISO 8601's `yyyy-MM-dd` when the locale's pattern
    /// lacks a part or puts two parts together.
    init(locale: Locale) {
        var components = Locale.Components(locale: locale)
        components.calendar = .gregorian
        let pattern = DateFormatter.dateFormat(fromTemplate: "yyyyMMdd", options: 0, locale: Locale(components: components))
        self.init(pattern: pattern ?? "")
    }

    /// The layout a `DateFormatter` pattern describes.
    init(pattern: String) {
        if let (parts, separators) = Self.read(pattern) {
            self.init(parts: parts, separators: separators)
        } else {
            self.init(parts: [.year, .month, .day], separators: ["-", "-"])
        }
    }

    private init(parts: [Part], separators: [String]) {
        self.parts = parts
        self.separators = separators
        separatorBytes = separators.map { Array($0.utf8) }
    }

    /// The parts and the literal text between them, or nil when the pattern is no numeric date
    /// with three distinct parts separated by text without digits.
    private static func read(_ pattern: String) -> ([Part], [String])? {
        var parts: [Part] = []
        var separators: [String] = []
        var literal = ""
        var previousField: Character?
        var isQuoted = false
        var characters = pattern.makeIterator()
        var pending = characters.next()
        while let character = pending {
            pending = characters.next()
            if character == "'" {
                // '' is a quote, in quoted text or outside it.
                if pending == "'" {
                    literal.append("'")
                    pending = characters.next()
                } else {
                    isQuoted.toggle()
                }
                previousField = nil
                continue
            }
            guard !isQuoted, character.isASCII, character.isLetter else {
                literal.append(character)
                previousField = nil
                continue
            }
            defer { previousField = character }
            guard character != previousField else { continue }
            let part: Part? =
                switch character {
                case "y", "u": .year
                case "M", "L": .month
                case "d": .day
                default: nil
                }
            // Other fields (an era) are dropped with the text around them.
            guard let part else {
                literal = ""
                continue
            }
            if !parts.isEmpty { separators.append(literal) }
            literal = ""
            parts.append(part)
        }
        guard parts.count == 3, Set(parts).count == 3,
            separators.allSatisfy({ !$0.isEmpty && !$0.contains(where: DecimalDigit.isDigit) })
        else { return nil }
        return (parts, separators)
    }
}
