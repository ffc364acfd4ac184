/// Reading digits out of what users type and paste.
enum BankCardDigits {
    /// The value of an ASCII digit byte, or nil.
    @inline(__always)
    static func value(ofASCII byte: UInt8) -> UInt8? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }

    /// The value of a decimal digit in any script (ASCII, fullwidth "１", Arabic-Indic "٣"…),
    /// or nil for anything else.
    @inline(__always)
    static func value(of scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII {
            return value(ofASCII: UInt8(truncatingIfNeeded: scalar.value))
        }
        guard scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue,
              value >= 0, value < 10
        else { return nil }
        return UInt8(value)
    }

    /// Appends the values of the decimal digits of `text` to `digits`, skipping everything else.
    static func append(digitsOf text: String, to digits: inout [UInt8]) {
        let startCount = digits.count
        // ASCII text, the common case, is read byte by byte.
        for byte in text.utf8 {
            if byte >= 0x80 {
                digits.removeSubrange(startCount...)
                for scalar in text.unicodeScalars {
                    if let value = value(of: scalar) { digits.append(value) }
                }
                return
            }
            if let value = value(ofASCII: byte) { digits.append(value) }
        }
    }

    /// Whether `digits` pass the Luhn (mod 10) check that card numbers carry in their last digit.
    static func passesLuhnCheck(_ digits: some BidirectionalCollection<UInt8>) -> Bool {
        guard !digits.isEmpty else { return false }
        var sum = 0
        var doubles = false
        for digit in digits.reversed() {
            var value = Int(digit)
            if doubles {
                value *= 2
                if value > 9 { value -= 9 }
            }
            sum += value
            doubles.toggle()
        }
        return sum % 10 == 0
    }
}
