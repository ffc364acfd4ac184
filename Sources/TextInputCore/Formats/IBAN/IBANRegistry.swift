/// The IBAN formats of SWIFT's registry (ISO 13616), one per country code: how long the
/// country's IBANs are, and which kind of character each position of their BBAN holds.
///
/// Read once from the generated ``ibanRegistryText``, when an IBAN is first checked or laid out.
///
/// ```swift
/// let format = IBANRegistry.shared.format(forCountryCode: Array("GB".utf8))
/// format?.length        // 22
/// format?.bban.first    // .letter: a British BBAN starts with the bank's four letters
/// ```
struct IBANRegistry: Sendable {
    /// The registry's formats.
    static let shared = IBANRegistry(text: ibanRegistryText)

    /// The formats by country code: `formats[index(first, second)]`, nil for codes with no IBAN.
    private let formats: [IBANCountryFormat?]
    /// The country codes, in alphabetical order.
    let countryCodes: [String]

    /// The registry of `text`, in the line format of ``ibanRegistryText``; a malformed line is
    /// left out.
    init(text: String) {
        var formats = [IBANCountryFormat?](repeating: nil, count: 26 * 26)
        var codes: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t")
            guard fields.count == 3, let index = Self.index(ofCountryCode: Array(fields[0].utf8)), let length = Int(fields[1]),
                let format = IBANCountryFormat(length: length, bbanStructure: fields[2])
            else { continue }
            formats[index] = format
            codes.append(String(fields[0]))
        }
        self.formats = formats
        countryCodes = codes.sorted()
    }

    /// The format of IBANs starting with `characters`' first two (upper-case ASCII letters),
    /// or nil when they name no country of the registry.
    func format(forCountryCode characters: some Collection<UInt8>) -> IBANCountryFormat? {
        Self.index(ofCountryCode: characters).flatMap { formats[$0] }
    }

    /// Whether some country code of the registry starts with `letter` (an upper-case ASCII
    /// letter).
    func startsCountryCode(_ letter: UInt8) -> Bool {
        guard let first = Self.letterIndex(letter) else { return false }
        return formats[first * 26..<(first + 1) * 26].contains { $0 != nil }
    }

    /// The index of the code made of the first two of `characters` in ``formats``.
    private static func index(ofCountryCode characters: some Collection<UInt8>) -> Int? {
        var bytes = characters.makeIterator()
        guard let first = bytes.next().flatMap(letterIndex), let second = bytes.next().flatMap(letterIndex) else { return nil }
        return first * 26 + second
    }

    private static func letterIndex(_ byte: UInt8) -> Int? {
        let index = Int(byte) - Int(UInt8(ascii: "A"))
        return (0..<26).contains(index) ? index : nil
    }
}

/// One country's IBAN format: its length, and what each character of its BBAN may be.
struct IBANCountryFormat: Sendable, Equatable {
    /// The number of characters of the country's IBANs: 4 (country code and check digits) and
    /// the BBAN's.
    let length: Int
    /// The kind of each character of the BBAN, in order.
    let bban: [IBANCharacterKind]

    /// The format of an IBAN `length` characters long whose BBAN follows `structure`, in the
    /// registry's notation ("4!a6!n8!n"); nil when `structure` is not in it or its length is
    /// not `length` - 4.
    init?(length: Int, bbanStructure structure: Substring) {
        var kinds: [IBANCharacterKind] = []
        var count = 0
        var expectsKind = false
        for byte in structure.utf8 {
            if expectsKind {
                guard let kind = IBANCharacterKind(registryLetter: byte), count > 0 else { return nil }
                kinds += repeatElement(kind, count: count)
                count = 0
                expectsKind = false
            } else if byte == UInt8(ascii: "!") {
                expectsKind = true
            } else if let digit = DecimalDigit.value(ofASCII: byte), count < 100 {
                count = count * 10 + Int(digit)
            } else {
                return nil
            }
        }
        guard count == 0, !expectsKind, kinds.count + 4 == length else { return nil }
        self.length = length
        bban = kinds
    }

    /// Whether `character` (an upper-case ASCII letter or digit) may stand at `position` of an
    /// IBAN of this format: a digit at the check digits' positions 2 and 3, what the BBAN's
    /// structure says after them; the country code's positions are the registry's to check.
    func admits(_ character: UInt8, at position: Int) -> Bool {
        switch position {
        case 0, 1: true
        case 2, 3: DecimalDigit.value(ofASCII: character) != nil
        default: position - 4 < bban.count && bban[position - 4].admits(character)
        }
    }
}

/// What a character of a BBAN may be, in the registry's notation.
enum IBANCharacterKind: Sendable, Equatable {
    /// "n": a digit 0–9.
    case digit
    /// "a": an upper-case letter A–Z.
    case letter
    /// "c": a letter or a digit.
    case letterOrDigit

    init?(registryLetter: UInt8) {
        switch registryLetter {
        case UInt8(ascii: "n"): self = .digit
        case UInt8(ascii: "a"): self = .letter
        case UInt8(ascii: "c"): self = .letterOrDigit
        default: return nil
        }
    }

    /// Whether `character`, an upper-case ASCII letter or digit, is of this kind.
    func admits(_ character: UInt8) -> Bool {
        let isDigit = DecimalDigit.value(ofASCII: character) != nil
        switch self {
        case .digit: return isDigit
        case .letter: return (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(character)
        case .letterOrDigit: return isDigit || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(character)
        }
    }
}
