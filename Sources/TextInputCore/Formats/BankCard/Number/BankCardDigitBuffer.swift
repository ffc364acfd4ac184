/// Digits (values 0…9) collected into a scratch buffer: the card number formatter works on the
/// stack. Digits past the buffer's capacity are counted but not kept.
struct BankCardDigitBuffer {
    private var storage: ScratchBuffer<UInt8>
    /// The digits appended, kept or not.
    private(set) var totalCount = 0

    /// Collects digits into `storage`, which is empty.
    init(storage: ScratchBuffer<UInt8>) {
        self.storage = storage
    }

    /// The digits kept, in order.
    var stored: BorrowedBuffer<UInt8> {
        storage.elements
    }

    mutating func append(_ digit: UInt8) {
        totalCount += 1
        guard storage.count < storage.capacity else { return }
        storage.append(digit)
    }

    /// Appends the decimal digits of `text` in any script, skipping everything else.
    mutating func append(digitsOf text: String) {
        guard text.utf8.allSatisfy({ $0 < 0x80 }) else {
            for scalar in text.unicodeScalars {
                if let digit = DecimalDigit.value(of: scalar) { append(digit) }
            }
            return
        }
        for byte in text.utf8 {
            if let digit = DecimalDigit.value(ofASCII: byte) { append(digit) }
        }
    }

    /// Removes the digit at `index`, when it was kept.
    mutating func remove(at index: Int) {
        totalCount -= 1
        guard index < storage.count else { return }
        storage.remove(at: index)
    }
}
