/// The digits (values 0…9) of one part of a date, at most four, kept inline, so that the
/// parts of a keystroke's text take no heap memory. A fifth digit is not kept: no part has one.
struct DateDigits: RandomAccessCollection, Hashable, ExpressibleByArrayLiteral {
    /// Digit `i` in byte `i`; bytes past `count` are zero, so equal digits are equal values.
    private var packed: UInt32 = 0
    private(set) var count = 0

    static let capacity = 4

    init(arrayLiteral digits: UInt8...) {
        self.init(digits)
    }

    init(_ digits: some Sequence<UInt8>) {
        for digit in digits { append(digit) }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> UInt8 {
        UInt8(truncatingIfNeeded: packed >> (8 * UInt32(position)))
    }

    /// The digits read as a number.
    var value: Int {
        reduce(0) { $0 * 10 + Int($1) }
    }

    mutating func insert(_ digit: UInt8, at position: Int) {
        guard count < Self.capacity, (0...count).contains(position) else { return }
        let shift = 8 * UInt32(position)
        let low = position == 0 ? 0 : packed & (UInt32.max >> (32 - shift))
        let high = position == 0 ? packed : packed >> shift
        packed = low | UInt32(digit) << shift | (position == Self.capacity - 1 ? 0 : high << (shift + 8))
        count += 1
    }

    mutating func append(_ digit: UInt8) {
        insert(digit, at: count)
    }

    mutating func remove(at position: Int) {
        guard indices.contains(position) else { return }
        let shift = 8 * UInt32(position)
        let low = position == 0 ? 0 : packed & (UInt32.max >> (32 - shift))
        let high = position == Self.capacity - 1 ? 0 : packed >> (shift + 8)
        packed = low | (position == Self.capacity - 1 ? 0 : high << shift)
        count -= 1
    }

    mutating func removeFirst() {
        remove(at: 0)
    }

    mutating func removeLast() {
        remove(at: count - 1)
    }
}

/// One value for each of a date's three parts, kept inline.
struct DatePartValues<Element: Hashable>: Hashable {
    private var first: Element
    private var second: Element
    private var third: Element

    init(_ first: Element, _ second: Element, _ third: Element) {
        self.first = first
        self.second = second
        self.third = third
    }

    subscript(part: Int) -> Element {
        get {
            switch part {
            case 0: first
            case 1: second
            default: third
            }
        }
        set {
            switch part {
            case 0: first = newValue
            case 1: second = newValue
            default: third = newValue
            }
        }
    }
}
