/// What kind of line a phone number reaches, as libphonenumber classifies it from the
/// numbering plan of its region.
///
/// ```swift
/// let number = PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")
/// number?.type // .fixedLine
/// ```
public enum PhoneNumberType: String, Hashable, Sendable, CaseIterable {
    /// A landline.
    case fixedLine
    /// A mobile phone.
    case mobile
    /// A number the plan cannot tell between fixed line and mobile (in the US, for example).
    case fixedLineOrMobile
    /// Free for the caller.
    case tollFree
    /// Charged at a premium rate.
    case premiumRate
    /// Cost shared between the caller and the callee.
    case sharedCost
    /// A voice-over-IP number.
    case voip
    /// A personal number, routed to wherever its owner chooses.
    case personalNumber
    /// A pager.
    case pager
    /// A universal access number, for a company's several offices.
    case uan
    /// A voicemail access number.
    case voicemail
    /// Not a valid number of any type in its region.
    case unknown
}
