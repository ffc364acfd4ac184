extension PhoneAsYouTypeFormatter {
    /// Recognises "+" or the region's international prefix at the start of the input; what
    /// follows becomes the national number (for now: the calling code comes next).
    mutating func extractInternationalPrefix() -> Bool {
        guard let end = internationalPrefixEnd(in: accruedDigits) else { return false }
        isCompleteNumber = true
        nationalNumber = Array(accruedDigits[end...])
        prefixBeforeNationalNumber = Array(accruedDigits[..<end])
        if accruedDigits.first != Self.plus {
            prefixBeforeNationalNumber.append(Self.space)
        }
        return true
    }

    /// Where "+" or the international prefix ends. libphonenumber matches `\+|<prefix>`, so a
    /// plan without an international prefix matches the empty string.
    private func internationalPrefixEnd(in digits: [UInt8]) -> Int? {
        if digits.first == Self.plus { return 1 }
        guard let prefix = metadata.internationalPrefix else { return 0 }
        return prefix.prefixMatch(digits)?.end
    }

    /// Recognises a calling code at the start of the national number and switches to its plan.
    mutating func extractCountryCallingCode() -> Bool {
        guard let (countryCode, rest) = Self.countryCode(startingWith: nationalNumber, in: table) else {
            return false
        }
        nationalNumber = rest
        let region = table.mainRegion(forCountryCode: countryCode)
        if region == "001" || region != defaultRegion {
            // The main region's plan (or the non-geographic one) has the formats.
            metadata = table.mainMetadata(forCountryCode: countryCode) ?? .empty
        }
        prefixBeforeNationalNumber += Array(String(countryCode).utf8)
        prefixBeforeNationalNumber.append(Self.space)
        extractedNationalPrefix = []
        return true
    }

    /// The known calling code (one to three digits, never starting with 0) at the start of
    /// `digits`, and the digits after it.
    static func countryCode(startingWith digits: [UInt8], in table: PhoneMetadataTable) -> (Int, [UInt8])? {
        guard let first = digits.first, first != UInt8(ascii: "0") else { return nil }
        var code = 0
        for length in 1...min(digits.count, 3) {
            let digit = Int(digits[length - 1]) - Int(UInt8(ascii: "0"))
            guard (0...9).contains(digit) else { return nil }
            code = code * 10 + digit
            if table.isKnownCountryCode(code) {
                return (code, Array(digits[length...]))
            }
        }
        return nil
    }

    /// Removes a national prefix (or, in the NANP, a leading 1) from the national number and
    /// returns it; the prefix moves into the text shown before the national number.
    mutating func removeNationalPrefixFromNationalNumber() -> [UInt8] {
        var start = 0
        if isNANPNumberWithNationalPrefix {
            start = 1
            prefixBeforeNationalNumber += [UInt8(ascii: "1"), Self.space]
            isCompleteNumber = true
        } else if let prefix = metadata.nationalPrefixForParsing,
            let match = prefix.prefixMatch(nationalNumber), match.end > 0
        {
            // A national prefix means a complete national number: local-number formats no
            // longer apply.
            isCompleteNumber = true
            start = match.end
            prefixBeforeNationalNumber += nationalNumber[..<start]
        }
        let removed = Array(nationalNumber[..<start])
        nationalNumber.removeFirst(start)
        return removed
    }

    /// In the NANP, a national number 1[2-9]… starts with the national prefix 1 (1[01]… are
    /// short numbers).
    private var isNANPNumberWithNationalPrefix: Bool {
        guard metadata.countryCode == 1, nationalNumber.count >= 2, nationalNumber[0] == UInt8(ascii: "1") else {
            return false
        }
        return nationalNumber[1] != UInt8(ascii: "0") && nationalNumber[1] != UInt8(ascii: "1")
    }

    /// Some national prefixes contain shorter ones; when the shorter one led nowhere, puts it
    /// back and tries again. Answers whether a different prefix came out.
    mutating func extractLongerNationalPrefix() -> Bool {
        if !extractedNationalPrefix.isEmpty {
            nationalNumber = extractedNationalPrefix + nationalNumber
            // The prefix may have been typed after the calling code ("+44 (0)20…"), so only its
            // last occurrence is removed from the text before the national number.
            if let start = lastOccurrence(of: extractedNationalPrefix, in: prefixBeforeNationalNumber) {
                prefixBeforeNationalNumber.removeSubrange(start...)
            } else {
                prefixBeforeNationalNumber.removeLast(min(1, prefixBeforeNationalNumber.count))
            }
        }
        return extractedNationalPrefix != removeNationalPrefixFromNationalNumber()
    }

    private func lastOccurrence(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        var start = haystack.count - needle.count
        while start >= 0 {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return start }
            start -= 1
        }
        return nil
    }
}
