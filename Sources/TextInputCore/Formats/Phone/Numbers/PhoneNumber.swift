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
///
/// A number written with an extension keeps it apart from the number:
///
/// ```swift
/// let office = PhoneNumber(parsing: "+44 20 7946 0958 ext. 12", defaultRegion: "GB")
/// office?.extension              // "12"
/// office?.e164                   // "+442079460958"
/// office?.formattedInternational // "+44 20 7946 0958 x12"
/// ```
public struct PhoneNumber: Hashable, Sendable {
    /// The country calling code: 1 for the NANP, 44 for the UK, 800 for international
    /// freephone…
    public let countryCode: Int
    /// The national significant number's digits, leading zeros included: "4155552671".
    public let nationalSignificantNumber: String
    /// The extension dialled once the call is connected, as digits ("12" for
    /// "+44 20 7946 0958 ext. 12"); nil when the number has none. Two numbers that differ only
    /// by their extensions are different numbers; ``e164`` never holds the extension, the
    /// formatted forms do.
    public let `extension`: String?

    /// The national significant number as an integer, as libphonenumber stores it; leading
    /// zeros (Italian numbers) are in ``nationalSignificantNumber``.
    public var nationalNumber: UInt64 { UInt64(nationalSignificantNumber) ?? 0 }

    /// The number in E.164 form: "+14155552671", without any extension (E.164 has none).
    public var e164: String { "+\(countryCode)\(nationalSignificantNumber)" }

    // The properties below are worked out from the numbering plan when asked for: a field
    // re-reads its value after every keystroke, and most values are never looked at.

    /// The region the number belongs to ("US", "GB"; "001" for non-geographic numbers); nil
    /// when several regions share the calling code and none claims the number.
    public var regionCode: String? {
        rules.regionCode(countryCode: countryCode, nationalNumber: digits)
    }

    /// The number as written internationally: "+1 415-555-2671", and its extension after the
    /// region's extension prefix as libphonenumber writes it: "+1 415-555-2671 ext. 12",
    /// "+44 20 7946 0958 x12".
    public var formattedInternational: String {
        rules.formattedInternational(countryCode: countryCode, nationalNumber: digits) + formattedExtension
    }

    /// The number as written within its country: "(415) 555-2671", "020 7946 0958", with its
    /// extension as in ``formattedInternational``.
    public var formattedNational: String {
        rules.formattedNational(countryCode: countryCode, nationalNumber: digits) + formattedExtension
    }

    /// Whether the number is valid for its region (libphonenumber's `isValidNumber`).
    public var isValid: Bool {
        rules.isValid(countryCode: countryCode, nationalNumber: digits, regionCode: regionCode)
    }

    /// The kind of line the number reaches; `.unknown` for an invalid number.
    public var type: PhoneNumberType {
        rules.type(countryCode: countryCode, nationalNumber: digits, regionCode: regionCode)
    }

    /// Parses `text` as libphonenumber does, for a number dialled in `defaultRegion`: "+CC…"
    /// and the region's international prefix name another country, anything else is a number
    /// of the region, with or without its national prefix. Punctuation and letters are
    /// ignored; full-width and Arabic-Indic digits are read as digits. An extension at the end
    /// is read as libphonenumber reads one ("ext. 12", "x12", "#12", ";ext=12", ",12",
    /// "anexo 12"…, each with its most digits). Nil unless the text holds a number of possible
    /// length, and nil for a label after the number that introduces no extension
    /// ("x 1234567890" has too many digits for "x"), rather than a number merged with them.
    ///
    /// ```swift
    /// PhoneNumber(parsing: "0044 20 7946 0958", defaultRegion: "FR")?.e164 // "+442079460958"
    /// PhoneNumber(parsing: "0664 123456 x 7", defaultRegion: "AT")?.extension // "7"
    /// PhoneNumber(parsing: "555", defaultRegion: "US")                      // nil
    /// ```
    public init?(parsing text: String, defaultRegion: String) {
        let parts = PhoneNumberTextParts(text, strict: true)
        guard parts.isReadable else { return nil }
        self.init(
            digits: parts.dialled, extension: parts.extensionValue, defaultRegion: defaultRegion.uppercased(), table: .shared)
    }

    /// Parses already normalised digits ("+" first, if any) for an uppercased region.
    ///
    /// `asTyped` reads the digits as a phone field's text holds them: where libphonenumber keeps
    /// the national prefix because the number is too short without it and the number is not
    /// valid with it ("06 12 34 56 7" in France, a digit short of a mobile number), such a text
    /// holds no number yet. A national prefix is no part of a national significant number, so
    /// ``e164`` never shows one.
    init?(digits: [UInt8], extension: String? = nil, defaultRegion: String, table: PhoneMetadataTable, asTyped: Bool = false) {
        guard let parsed = PhoneNumberParser(table: table).parse(digits, defaultRegion: defaultRegion) else {
            return nil
        }
        self.init(
            countryCode: parsed.countryCode, nationalNumber: parsed.nationalNumber, extension: `extension`, table: table)
        if asTyped, parsed.keepsNationalPrefix, !isValid { return nil }
    }

    /// A number from its parts; nil unless its length is possible for the calling code.
    init?(countryCode: Int, nationalNumber digits: [UInt8], extension: String? = nil, table: PhoneMetadataTable) {
        guard PhoneNumberRules(table: table).isPossible(countryCode: countryCode, nationalNumber: digits) else {
            return nil
        }
        self.countryCode = countryCode
        nationalSignificantNumber = String(decoding: digits, as: UTF8.self)
        self.extension = `extension`
    }

    private var digits: [UInt8] { Array(nationalSignificantNumber.utf8) }

    private var rules: PhoneNumberRules { PhoneNumberRules(table: .shared) }
}
