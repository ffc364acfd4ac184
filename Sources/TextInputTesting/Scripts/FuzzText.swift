/// A string a step inserts, kept as a unit and a repeat count so that a megabyte paste stays
/// small in a script and prints as one line of Swift.
package struct FuzzText {
    /// The repeated piece.
    package let unit: String
    /// How many times `unit` repeats.
    package let count: Int

    /// A string used once.
    package init(_ string: String) {
        unit = string
        count = 1
    }

    /// `unit` repeated `count` times.
    package init(repeating unit: String, count: Int) {
        self.unit = unit
        self.count = count
    }

    /// The whole string; built anew on each call.
    package var string: String {
        count == 1 ? unit : String(repeating: unit, count: count)
    }

    /// The string as a Swift expression.
    package var swiftCode: String {
        count == 1 ? unit.swiftLiteral : "String(repeating: \(unit.swiftLiteral), count: \(count))"
    }
}

extension String {
    /// This string as a Swift string literal that gives it back exactly: every scalar outside
    /// printable ASCII is written as a `\u{…}` escape, so that bidi controls, NUL and combining
    /// marks survive copying from a terminal.
    package var swiftLiteral: String {
        var literal = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return literal + "\""
    }
}
