import Foundation

/// A region of libphonenumber's numbering plans, with what a phone field shows of it: its
/// calling code, flag and name.
///
/// ```swift
/// let region = PhoneNumberRegion(code: "GB")
/// region?.callingCode            // 44
/// region?.flag                   // "🇬🇧"
/// region?.localizedName(in: Locale(identifier: "en_US")) // "United Kingdom"
/// ```
///
/// A phone number's region is ``PhoneNumber/region``; the region a field's text belongs to while
/// it is typed is ``PhoneNumberTextInputOptions/regionCode(forText:)``.
public struct PhoneNumberRegion: Hashable, Sendable {
    /// The region's code, uppercased: "GB", "CA"; "001" for a non-geographic calling code such
    /// as +800.
    public let code: String
    /// The calling code dialled after "+": 44 for "GB", 1 for "CA".
    public let callingCode: Int

    /// The region of the numbering plans whose code is `code`, in any case; nil for a code they
    /// do not know ("UK", "001", which stands for several calling codes).
    ///
    /// ```swift
    /// PhoneNumberRegion(code: "ca")?.callingCode // 1
    /// ```
    public init?(code: String) {
        let code = code.uppercased()
        let callingCode = PhoneMetadataTable.shared.countryCode(forRegion: code)
        guard callingCode != 0 else { return nil }
        self.init(code: code, callingCode: callingCode)
    }

    /// A region whose calling code is already known (a number's, or "001" with its code).
    package init(code: String, callingCode: Int) {
        self.code = code
        self.callingCode = callingCode
    }

    /// The region's flag: the two regional indicator symbols of its code, which Apple platforms
    /// draw as the flag ("🇬🇧" for "GB"); "🌐" for a non-geographic calling code.
    ///
    /// ```swift
    /// PhoneNumberRegion(code: "CA")?.flag // "🇨🇦"
    /// ```
    public var flag: String {
        Self.flag(forCode: code)
    }

    /// The region's name in `locale`, as Foundation gives it ("United Kingdom"), or its code
    /// when Foundation has none.
    ///
    /// ```swift
    /// PhoneNumberRegion(code: "DE")?.localizedName(in: Locale(identifier: "en_US")) // "Germany"
    /// ```
    public func localizedName(in locale: Locale = .current) -> String {
        locale.localizedString(forRegionCode: code) ?? code
    }

    /// The flag of a region code: a letter's regional indicator symbol is the letter moved to
    /// U+1F1E6…U+1F1FF. A code that is not two ASCII letters ("001") gets the globe.
    package static func flag(forCode code: String) -> String {
        let letters = code.uppercased().unicodeScalars
        guard letters.count == 2, letters.allSatisfy({ ("A"..."Z").contains($0) }) else { return "🌐" }
        var flag = String.UnicodeScalarView()
        for letter in letters {
            guard let indicator = Unicode.Scalar(0x1F1E6 + letter.value - 0x41) else { return "🌐" }
            flag.append(indicator)
        }
        return String(flag)
    }
}

extension PhoneNumber {
    /// The region the number belongs to, with its flag and name; nil when several regions share
    /// the calling code and none claims the number (``regionCode``).
    ///
    /// ```swift
    /// PhoneNumber(parsing: "+1 204 234 5678", defaultRegion: "US")?.region?.flag // "🇨🇦"
    /// ```
    public var region: PhoneNumberRegion? {
        regionCode.map { PhoneNumberRegion(code: $0, callingCode: countryCode) }
    }
}
