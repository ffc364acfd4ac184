import TextInputCore
import TextInputTesting

extension FuzzCatalog {
    /// Fragments that dial calling codes, national prefixes and whole numbers.
    static let phoneFragments = ["+", "+44", "+1", "0", "00", "020 7946 0958", "+1 204 234 5678", "7400 123456", " ", "-"]

    /// Fragments that start, fill and end extensions: labels in libphonenumber's forms, and
    /// numbers complete enough for a label to start one.
    static let phoneExtensionFragments = [
        " ext. ", "x", "X", "#", ",", ",,", ";", ";ext=", "~", " int ", "anexo", "доб", "e", "t", ":", ".",
        "020 7946 0958", "+44 20 7946 0958 x12", "0664 123456", "4155552671", "1234567890", "12",
    ]

    /// Phone fields typed and pasted into with extensions, in regions whose prefixes differ:
    /// " x" (GB), " ext. " (AT, US), "#" (TW).
    static func phoneExtensions() -> [any FuzzTarget] {
        let fragments = phoneFragments + phoneExtensionFragments + FuzzAlphabet.digits
        var targets: [any FuzzTarget] = ["GB", "AT", "TW", "US"].map { region in
            FuzzFormatTarget(
                "phone-extension-\(region.lowercased())",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: region)),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"\(region)\"))",
                fragments: fragments
            ).writingItsLetters()
        }
        // The number part rewritten as "+CC…" while the extension stays as typed.
        targets.append(
            FuzzFormatTarget(
                "phone-extension-always-international",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: "GB", alwaysInternational: true)),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"GB\", alwaysInternational: true))",
                fragments: fragments
            ).writingItsLetters())
        // The canonical form shown when editing ends carries the extension, and the text as
        // typed comes back when editing begins.
        var endOfEditing = FuzzFormatTarget(
            "phone-extension-end-of-editing",
            sharing: TextInputFormats.phoneNumber(.options(defaultRegion: "AT", endOfEditingStyle: .national)),
            code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"AT\", endOfEditingStyle: .national))",
            fragments: fragments
        )
        endOfEditing.fixedPointHoldsAfterEditing = false
        endOfEditing.lettersAreEntered = false
        targets.append(endOfEditing)
        return targets
    }

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
            target.lettersAreEntered = false
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
            ).writingItsLetters())
        return targets
    }
}
