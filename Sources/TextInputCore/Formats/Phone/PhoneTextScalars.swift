/// A phone field's text as Unicode scalars, with the UTF-8 offset of each: the extension
/// reader counts scalars, edits and carets count UTF-8 bytes.
struct PhoneTextScalars {
    let scalars: [Unicode.Scalar]
    /// `utf8Offsets[i]` is where scalar `i` starts; the last element is the text's length.
    private let utf8Offsets: [Int]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        var offsets: [Int] = []
        offsets.reserveCapacity(scalars.count + 1)
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        utf8Offsets = offsets
    }

    func utf8Offset(ofScalar index: Int) -> Int {
        utf8Offsets[min(max(index, 0), scalars.count)]
    }

    /// The scalars that start within `lower..<upper` (UTF-8 offsets).
    private func scalarRange(from lower: Int, to upper: Int) -> Range<Int> {
        let start = utf8Offsets.firstIndex { $0 >= lower } ?? scalars.count
        let end = utf8Offsets.firstIndex { $0 >= upper } ?? scalars.count
        return min(start, scalars.count)..<min(max(end, start), scalars.count)
    }

    /// The decimal digits between two UTF-8 offsets.
    func digitCount(from lower: Int, to upper: Int) -> Int {
        scalars[scalarRange(from: lower, to: upper)].reduce(0) { $0 + (DecimalDigit.value(of: $1) == nil ? 0 : 1) }
    }

    /// Whether a decimal digit follows the UTF-8 offset `lower`.
    func hasDigit(from lower: Int) -> Bool {
        digitCount(from: lower, to: utf8Offsets[scalars.count]) > 0
    }

    /// The dialled characters before scalar `end`.
    func dialled(upTo end: Int) -> [UInt8] {
        PhoneNumberDigits(scalars[..<min(end, scalars.count)]).characters
    }

    /// How many dialled characters precede the UTF-8 offset `offset`.
    func dialledCount(upTo offset: Int) -> Int {
        dialled(upTo: scalarRange(from: 0, to: offset).upperBound).count
    }

    /// The reading of the whole text (``PhoneExtensionReader/read(_:)``).
    func reading() -> PhoneExtensionReader.Reading {
        PhoneExtensionReader.read(scalars)
    }

    /// `.pending` when the text ends with a label after its last digit, else `.none`.
    func pendingReading() -> PhoneExtensionReader.Reading {
        PhoneExtensionReader.readPending(scalars)
    }

    /// The number's end, the extension's first digit and its digits, when the text holds an
    /// extension (or its label alone) after a number with a digit: how a field finds the
    /// parts of a text it wrote.
    func extensionParts() -> (numberEnd: Int, digitsStart: Int, digits: [UInt8])? {
        switch reading() {
        case let .found(numberEnd, digitsStart, digits, _):
            guard dialled(upTo: numberEnd).contains(where: { $0 != PhoneAsYouTypeFormatter.plus }) else { return nil }
            return (numberEnd, digitsStart, digits)
        case let .pending(numberEnd):
            return (numberEnd, scalars.count, [])
        case .none, .unreadable:
            return nil
        }
    }
}
