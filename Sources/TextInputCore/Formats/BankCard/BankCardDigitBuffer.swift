/// Digits (values 0…9) collected into fixed, caller-provided storage: the card number formatter
/// works on the stack. Digits past the storage's capacity are counted but not kept.
struct BankCardDigitBuffer {
    private let storage: UnsafeMutableBufferPointer<UInt8>
    /// The digits kept.
    private(set) var count = 0
    /// The digits appended, kept or not.
    private(set) var totalCount = 0

    init(storage: UnsafeMutableBufferPointer<UInt8>) {
        self.storage = storage
    }

    /// The digits kept, in order.
    var stored: UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: storage[..<count])
    }

    @inline(__always)
    mutating func append(_ digit: UInt8) {
        totalCount += 1
        guard count < storage.count else { return }
        storage[count] = digit
        count += 1
    }

    /// Appends the decimal digits of `text` in any script, skipping everything else.
    mutating func append(digitsOf text: String) {
        let asciiStart = totalCount
        for byte in text.utf8 {
            guard byte < 0x80 else {
                // Not ASCII: start over, scalar by scalar.
                count = Swift.min(count, asciiStart)
                totalCount = asciiStart
                for scalar in text.unicodeScalars {
                    if let digit = DecimalDigit.value(of: scalar) { append(digit) }
                }
                return
            }
            if let digit = DecimalDigit.value(ofASCII: byte) { append(digit) }
        }
    }

    /// Removes the digit at `index`, when it was kept.
    mutating func remove(at index: Int) {
        totalCount -= 1
        guard index < count else { return }
        var position = index
        while position + 1 < count {
            storage[position] = storage[position + 1]
            position += 1
        }
        count -= 1
    }
}
