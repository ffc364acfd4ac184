/// One way of grouping a region's national numbers, e.g. US `(\d{3})(\d{3})(\d{4})` shown as
/// `(\1) \2-\3` for numbers whose leading digits match `[2-9]`.
///
/// A class, so that the as-you-type formatter's list of candidate rules copies cheaply.
final class PhoneNumberFormatRule: Sendable {
    /// The national numbers this rule formats (whole-number match).
    let pattern: PhonePattern
    /// The grouping, with `\1`… for the pattern's groups.
    let format: [UInt8]
    /// Increasingly precise patterns for the leading digits; the as-you-type formatter uses the
    /// one for the digits typed so far, formatting uses the last.
    let leadingDigitsPatterns: [PhonePattern]
    /// How the national prefix is written with the first group (`0\1`); nil when it is not.
    let nationalPrefixFormattingRule: String?
    /// Whether the national prefix may be left out when the number is written nationally.
    let isNationalPrefixOptionalWhenFormatting: Bool
    /// Whether the rule has a carrier-code variant (the as-you-type formatter keeps such rules
    /// when a prefix that may be a carrier code was typed).
    let hasCarrierCodeFormattingRule: Bool
    /// Whether the format only groups digits with punctuation, so that it can be used while
    /// typing.
    let isUsableAsYouType: Bool
    /// Whether the national prefix rule is only the first group (`\1` or `(\1)`), i.e. adds no
    /// national prefix.
    let nationalPrefixRuleHasFirstGroupOnly: Bool
    /// Whether the national prefix rule separates the prefix from the number with a space or a
    /// dash.
    let separatesNationalPrefix: Bool
    /// The format with the national prefix rule applied: how the number is written nationally.
    let nationalFormat: [UInt8]
    /// The as-you-type template: the format applied to the longest number the pattern accepts,
    /// with `_` for each digit; nil when there is none.
    let asYouTypeTemplate: [UInt8]?
    /// How many digits the template holds.
    let asYouTypeTemplateDigitCount: Int

    init(
        pattern: PhonePattern, format: [UInt8], leadingDigitsPatterns: [PhonePattern],
        nationalPrefixFormattingRule: String?, isNationalPrefixOptionalWhenFormatting: Bool,
        hasCarrierCodeFormattingRule: Bool, isUsableAsYouType: Bool, nationalPrefixRuleHasFirstGroupOnly: Bool,
        separatesNationalPrefix: Bool, nationalFormat: [UInt8], asYouTypeTemplate: [UInt8]?,
        asYouTypeTemplateDigitCount: Int
    ) {
        self.pattern = pattern
        self.format = format
        self.leadingDigitsPatterns = leadingDigitsPatterns
        self.nationalPrefixFormattingRule = nationalPrefixFormattingRule
        self.isNationalPrefixOptionalWhenFormatting = isNationalPrefixOptionalWhenFormatting
        self.hasCarrierCodeFormattingRule = hasCarrierCodeFormattingRule
        self.isUsableAsYouType = isUsableAsYouType
        self.nationalPrefixRuleHasFirstGroupOnly = nationalPrefixRuleHasFirstGroupOnly
        self.separatesNationalPrefix = separatesNationalPrefix
        self.nationalFormat = nationalFormat
        self.asYouTypeTemplate = asYouTypeTemplate
        self.asYouTypeTemplateDigitCount = asYouTypeTemplateDigitCount
    }
}
