/// The check of an IBAN's check digits, ISO 7064's MOD 97-10 as ISO 13616 applies it: the
/// IBAN with its first four characters moved to the end, each letter read as two digits
/// (A = 10 … Z = 35), is a number whose remainder modulo 97 is 1.
///
/// Check digits are 02 to 98: a remainder of 1 is also reached with 00, 01 and 99 in place of
/// 97, 98 and 02, which no IBAN carries.
///
/// ```swift
/// IBANCheckDigits.pass(Array("GB82WEST12345698765432".utf8)) // true
/// IBANCheckDigits.pass(Array("GB83WEST12345698765432".utf8)) // false
/// ```
enum IBANCheckDigits {
    /// Whether `characters`, upper-case ASCII letters and digits with two digits at positions 2
    /// and 3, pass the check.
    static func pass(_ characters: some Collection<UInt8>) -> Bool {
        let checkDigits = characters.dropFirst(2).prefix(2)
        guard let tens = checkDigits.first.flatMap(DecimalDigit.value(ofASCII:)),
            let units = checkDigits.dropFirst().first.flatMap(DecimalDigit.value(ofASCII:)), (2...98).contains(tens * 10 + units)
        else { return false }
        var remainder = 0
        func add(_ character: UInt8) {
            if let digit = DecimalDigit.value(ofASCII: character) {
                remainder = (remainder * 10 + Int(digit)) % 97
            } else {
                remainder = (remainder * 100 + Int(character) - Int(UInt8(ascii: "A")) + 10) % 97
            }
        }
        for character in characters.dropFirst(4) { add(character) }
        for character in characters.prefix(4) { add(character) }
        return remainder == 1
    }
}
