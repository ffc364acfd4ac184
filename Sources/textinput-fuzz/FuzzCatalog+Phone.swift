import TextInputCore

extension FuzzCatalog {
    /// Fragments that dial calling codes, national prefixes and whole numbers.
    static let phoneFragments = ["+", "+44", "+1", "0", "00", "020 7946 0958", "+1 204 234 5678", "7400 123456", " ", "-"]

    /// Phone fields with the options that change their text when editing begins and ends: the
    /// fuzzer's steps begin and end editing among the edits.
    static func phones() -> [any FuzzTarget] {
        var targets: [any FuzzTarget] = PhoneNumber.FormatStyle.Style.allCases.map { style in
            var target = FuzzFormatTarget(
                "phone-end-of-editing-\(style.rawValue)",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: "GB", endOfEditingStyle: style)),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"GB\", endOfEditingStyle: .\(style.rawValue)))",
                fragments: phoneFragments + FuzzAlphabet.digits
            )
            // Once editing ends the field shows the canonical form, which the formatter would
            // write as typed.
            target.fixedPointHoldsAfterEditing = false
            return target
        }
        // A two-digit calling code: "+44 " is the formatter's own text. ("+1 " is not: the
        // as-you-type formatter separates a one-digit code only once a digit follows it.)
        targets.append(
            FuzzFormatTarget(
                "phone-starts-with-calling-code",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: "GB", startsWithCallingCode: true)),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"GB\", startsWithCallingCode: true))",
                fragments: phoneFragments + FuzzAlphabet.digits
            ))
        return targets
    }
}
