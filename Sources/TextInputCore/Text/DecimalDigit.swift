/// Reading decimal digits of any script: the one place where the card, phone and number formats
/// decide what a digit is.
///
/// A digit is a scalar whose Unicode numeric type is decimal: ASCII "0"–"9", full-width "０"–"９",
/// Arabic-Indic "٠"–"٩", Devanagari "०"–"९" and the other scripts' decimal digits. Superscripts,
/// circled digits and fractions are not.
package enum DecimalDigit {
    /// The value of an ASCII digit byte, or nil.
    package static func value(ofASCII byte: UInt8) -> UInt8? {
        let value = byte &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }

    /// The value of a decimal digit of any script, or nil for anything else.
    package static func value(of scalar: Unicode.Scalar) -> UInt8? {
        if scalar.isASCII {
            return value(ofASCII: UInt8(truncatingIfNeeded: scalar.value))
        }
        // Matched, not compared with `==`: the comparison made every call, ASCII ones included,
        // look up the type metadata of an optional numeric type first.
        guard case .decimal? = scalar.properties.numericType, let value = scalar.properties.numericValue,
            value >= 0, value < 10
        else { return nil }
        return UInt8(value)
    }

    /// Appends the values of the decimal digits of `text` to `digits`, skipping everything else.
    package static func appendValues(of text: String, to digits: inout [UInt8]) {
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

    /// Whether `character` holds a decimal digit.
    package static func isDigit(_ character: Character) -> Bool {
        character.unicodeScalars.contains { value(of: $0) != nil }
    }
}
