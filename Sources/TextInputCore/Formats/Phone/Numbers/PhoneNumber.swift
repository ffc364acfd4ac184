/// A phone number, read and classified with libphonenumber's numbering plans.
///
/// A phone field's value (``TextInputFormats/phoneNumber(_:)``) is a `PhoneNumber` as soon as
/// its text holds a number of possible length; ``isValid`` and ``type`` tell whether it is a
/// real number of its region.
///
/// ```swift
/// let number = PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US")
/// number?.e164                   // "+14155552671"
/// number?.formattedInternational // "+1 415-555-2671"
/// number?.formattedNational      // "(415) 555-2671"
/// number?.regionCode             // "US"
/// ```
public struct PhoneNumber: Hashable, Sendable, CustomStringConvertible {
    /// The country calling code: 1 for the NANP, 44 for the UK, 800 for international
    /// freephone…
    public let countryCode: Int
    /// The national significant number as an integer, as libphonenumber stores it; leading
    /// zeros (Italian numbers) are in ``nationalSignificantNumber``.
    public let nationalNumber: UInt64
    /// The national significant number's digits, leading zeros included: "4155552671".
    public let nationalSignificantNumber: String
    /// The region the number belongs to ("US", "GB"; "001" for non-geographic numbers); nil
    /// when several regions share the calling code and none claims the number.
    public let regionCode: String?
    /// The number in E.164 form: "+14155552671".
    public let e164: String
    /// The number as written internationally: "+1 415-555-2671".
    public let formattedInternational: String
    /// The number as written within its country: "(415) 555-2671", "020 7946 0958".
    public let formattedNational: String
    /// Whether the number is valid for its region (libphonenumber's `isValidNumber`).
    public let isValid: Bool
    /// The kind of line the number reaches; `.unknown` for an invalid number.
    public let type: PhoneNumberType

    /// Parses `text` as libphonenumber does, for a number dialled in `defaultRegion`: "+CC…"
    /// and the region's international prefix name another country, anything else is a number
    /// of the region, with or without its national prefix. Punctuation and letters are
    /// ignored; full-width and Arabic-Indic digits are read as digits. Nil unless the text holds
    /// a number of possible length.
    ///
    /// ```swift
    /// PhoneNumber(parsing: "0044 20 7946 0958", defaultRegion: "FR")?.e164 // "+442079460958"
    /// PhoneNumber(parsing: "555", defaultRegion: "US")                      // nil
    /// ```
    public init?(parsing text: String, defaultRegion: String) {
        self.init(digits: PhoneNumberDigits(text).characters, defaultRegion: defaultRegion, table: .shared)
    }

    /// Parses already normalised digits ("+" first, if any).
    init?(digits: [UInt8], defaultRegion: String, table: PhoneMetadataTable) {
        guard let parsed = PhoneNumberParser(table: table).parse(digits, defaultRegion: defaultRegion) else {
            return nil
        }
        self.init(countryCode: parsed.countryCode, nationalNumber: parsed.nationalNumber, table: table)
    }

    /// A number from its parts; nil unless its length is possible for the calling code.
    init?(countryCode: Int, nationalNumber digits: [UInt8], table: PhoneMetadataTable) {
        let rules = PhoneNumberRules(table: table)
        guard rules.isPossible(countryCode: countryCode, nationalNumber: digits) else { return nil }
        let region = rules.regionCode(countryCode: countryCode, nationalNumber: digits)
        let significant = String(decoding: digits, as: UTF8.self)
        self.countryCode = countryCode
        nationalNumber = UInt64(significant) ?? 0
        nationalSignificantNumber = significant
        regionCode = region
        e164 = "+\(countryCode)\(significant)"
        formattedInternational = rules.formattedInternational(countryCode: countryCode, nationalNumber: digits)
        formattedNational = rules.formattedNational(countryCode: countryCode, nationalNumber: digits)
        isValid = rules.isValid(countryCode: countryCode, nationalNumber: digits, regionCode: region)
        type = rules.type(countryCode: countryCode, nationalNumber: digits, regionCode: region)
    }

    public var description: String { e164 }
}
