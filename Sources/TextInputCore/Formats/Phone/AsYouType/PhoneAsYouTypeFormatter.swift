/// Formats a phone number one character at a time, the way libphonenumber's
/// `AsYouTypeFormatter` does, so that a field shows what Android, Chrome and most apps show.
///
/// Feed it ASCII digits, and "+" as the first character for an international number; after
/// each character ``output`` holds the text to show. The formatter is a value: copying it
/// copies its state, which is how a field resumes formatting from an earlier keystroke.
///
/// How it decides, in short: after three characters it looks for an international prefix
/// ("+" or the region's, like "011") and then a calling code, or else a national prefix; once
/// three digits of the national number are known it keeps the region's formats whose leading
/// digits match, and fills the first one's template digit by digit, switching format when the
/// digits rule it out. When no format fits, it shows the characters as typed.
struct PhoneAsYouTypeFormatter {
    static let placeholder = UInt8(ascii: "_")
    static let space = UInt8(ascii: " ")
    static let plus = UInt8(ascii: "+")
    /// Digits of national number needed before a format is chosen.
    static let minimumLeadingDigits = 3

    /// What never changes while typing, in one reference so that the formatter's snapshots
    /// (see ``PhoneAsYouTypeStates``) copy cheaply.
    final class Context: Sendable {
        let table: PhoneMetadataTable
        /// The region the number is typed in, uppercased.
        let defaultRegion: String

        init(table: PhoneMetadataTable, defaultRegion: String) {
            self.table = table
            self.defaultRegion = defaultRegion
        }
    }

    let context: Context
    var table: PhoneMetadataTable { context.table }
    var defaultRegion: String { context.defaultRegion }
    /// The plan in use: the default region's, until "+CC" names another.
    var metadata: PhoneRegionMetadata

    /// What the field shows after the last character.
    private(set) var output: [UInt8] = []
    /// The digits and the leading "+" fed.
    var accruedDigits: [UInt8] = []
    /// Every character fed, once one was neither a digit nor a leading "+"; until then the
    /// same as `accruedDigits`, and not stored twice.
    var inputWithFormatting: [UInt8]?
    /// Every character fed.
    var accruedInput: [UInt8] { inputWithFormatting ?? accruedDigits }
    var template: [UInt8] = []
    var lastMatchPosition = 0
    /// The pattern of the format whose template is in use.
    var currentPattern: PhonePattern?
    /// What precedes the national number, formatted: "+44 ", "011 44 ", "0", "1 "…
    var prefixBeforeNationalNumber: [UInt8] = []
    var addsSpaceAfterNationalPrefix = false
    var extractedNationalPrefix: [UInt8] = []
    var nationalNumber: [UInt8] = []
    var isAbleToFormat = true
    var inputHasFormatting = false
    /// Whether the number is known to be complete (it had a national or international prefix),
    /// so that formats for local numbers no longer apply.
    var isCompleteNumber = false
    var isExpectingCountryCallingCode = false
    var possibleFormats: [PhoneNumberFormatRule] = []

    /// A formatter for numbers typed in `regionCode`; an unknown region still formats numbers
    /// that start with "+".
    init(regionCode: String, table: PhoneMetadataTable = .shared) {
        context = Context(table: table, defaultRegion: regionCode.uppercased())
        metadata = Self.metadata(forRegion: context.defaultRegion, in: table)
    }

    /// The plan the formatter uses for `regionCode`: that of the main region of its calling
    /// code, since regions sharing a code share their formats.
    static func metadata(forRegion regionCode: String, in table: PhoneMetadataTable) -> PhoneRegionMetadata {
        table.mainMetadata(forCountryCode: table.countryCode(forRegion: regionCode)) ?? .empty
    }

    /// Formats `characters` typed one by one into a fresh formatter.
    static func format(_ characters: [UInt8], regionCode: String, table: PhoneMetadataTable = .shared) -> [UInt8] {
        var formatter = PhoneAsYouTypeFormatter(regionCode: regionCode, table: table)
        for character in characters { formatter.input(character) }
        return formatter.output
    }

    // MARK: - Typing

    /// Adds one character (an ASCII digit, or "+" first) and updates ``output``.
    mutating func input(_ character: UInt8) {
        output = nextOutput(after: character)
    }

    private mutating func nextOutput(after character: UInt8) -> [UInt8] {
        let isDigit = character >= UInt8(ascii: "0") && character <= UInt8(ascii: "9")
        if isDigit || (accruedInput.isEmpty && character == Self.plus) {
            inputWithFormatting?.append(character)
            accrue(character)
        } else {
            inputWithFormatting = accruedInput + [character]
            isAbleToFormat = false
            inputHasFormatting = true
        }
        if !isAbleToFormat {
            return outputWhenUnableToFormat()
        }
        switch accruedDigits.count {
        case ...2:
            return accruedInput
        case 3:
            if extractInternationalPrefix() {
                isExpectingCountryCallingCode = true
            } else {
                extractedNationalPrefix = removeNationalPrefixFromNationalNumber()
                return chooseFormatAndFormat()
            }
        default:
            break
        }
        if isExpectingCountryCallingCode {
            if extractCountryCallingCode() {
                isExpectingCountryCallingCode = false
            }
            return prefixBeforeNationalNumber + nationalNumber
        }
        guard !possibleFormats.isEmpty else {
            return chooseFormatAndFormat()
        }
        let templated = fillTemplate(with: character)
        let exact = formatAccruedDigitsExactly()
        if !exact.isEmpty { return exact }
        narrowDownPossibleFormats(leadingDigits: nationalNumber)
        if makeTemplateIfNeeded() { return formatNationalNumberThroughTemplate() }
        return isAbleToFormat ? appendingNationalNumber(templated) : accruedInput
    }

    /// When formatting stopped, it may resume once a long international or national prefix is
    /// recognised.
    private mutating func outputWhenUnableToFormat() -> [UInt8] {
        if inputHasFormatting {
            return accruedInput
        }
        if extractInternationalPrefix() {
            if extractCountryCallingCode() {
                return restartFormattingAfterPrefix()
            }
        } else if extractLongerNationalPrefix() {
            // Separates a long national prefix for readability, without making it part of the
            // format's own spacing.
            prefixBeforeNationalNumber.append(Self.space)
            return restartFormattingAfterPrefix()
        }
        return accruedInput
    }

    private mutating func accrue(_ character: UInt8) {
        accruedDigits.append(character)
        if character != Self.plus {
            nationalNumber.append(character)
        }
    }

    mutating func restartFormattingAfterPrefix() -> [UInt8] {
        isAbleToFormat = true
        isExpectingCountryCallingCode = false
        possibleFormats = []
        lastMatchPosition = 0
        template = []
        currentPattern = nil
        return chooseFormatAndFormat()
    }

    /// The prefix, a space when the format separates the national prefix, and `national`.
    func appendingNationalNumber(_ national: [UInt8]) -> [UInt8] {
        var text: [UInt8] = []
        text.reserveCapacity(prefixBeforeNationalNumber.count + 1 + national.count)
        text += prefixBeforeNationalNumber
        if addsSpaceAfterNationalPrefix, let last = prefixBeforeNationalNumber.last, last != Self.space {
            text.append(Self.space)
        }
        text += national
        return text
    }
}
