/// What is written between a number and its extension: the prefix libphonenumber's
/// `format_number` writes, the number's region's preferred one (" x" in the UK, " int. " in
/// Uruguay, "#" in Taiwan) or " ext. ".
enum PhoneExtensionPrefix {
    /// libphonenumber's default prefix, the one that takes the most digits.
    static let standard = " ext. "

    /// The prefix for an extension of `digitCount` digits of a number with `countryCode`: the
    /// preferred prefix of the code's main region, unless libphonenumber would not read that
    /// many digits after it (" x" takes 9), where " ext. " keeps the number readable again.
    static func prefix(countryCode: Int, digitCount: Int, table: PhoneMetadataTable) -> String {
        guard let preferred = table.mainMetadata(forCountryCode: countryCode)?.preferredExtensionPrefix else {
            return standard
        }
        // "…6789#" with no digit after it reads as the extension 6789 ("- 503#").
        if digitCount == 0, preferred.contains("#") { return standard }
        return digitCount <= digitLimit(after: preferred) ? preferred : standard
    }

    /// The most digits libphonenumber reads after `prefix`.
    static func digitLimit(after prefix: String) -> Int {
        let tail = Array(prefix.lowercased().unicodeScalars)
        let label = PhoneExtensionLabel.allCases.first { $0.matches(tail[...], digitCount: 1, endsWithHash: false) }
        return label?.digitLimit ?? 0
    }

    /// The most digits of an extension the field keeps: those libphonenumber reads after
    /// " ext. ".
    static let longestExtension = PhoneExtensionLabel.explicit.digitLimit
}

extension PhoneNumber {
    /// The extension with the prefix it is written after, "" without one.
    var formattedExtension: String {
        guard let `extension` else { return "" }
        let prefix = PhoneExtensionPrefix.prefix(
            countryCode: countryCode, digitCount: `extension`.utf8.count, table: .shared)
        return prefix + `extension`
    }
}
