/// What a field's keyboard and text system should do for a format, platform-neutral: the
/// keyboard, the AutoFill content type, capitalization, autocorrection and smart punctuation.
///
/// Each built-in format says which suit it (a number pad and ``TextInputContentType/creditCardNumber``
/// for card numbers, a phone pad for phone numbers, autocorrection and smart punctuation off for
/// masks); the UIKit and AppKit modules apply them when the format is bound, except where the app
/// has set its own. A trait that is nil is no opinion.
///
/// ```swift
/// TextInputFormats.bankCardNumber().traits.keyboardType   // .numberPad
/// TextInputFormats.plain.traits == .none                  // true: plain text has no opinion
/// let pin = TextInputFormats.plain.filter(by: .decimalDigits)
///     .withTraits(.traits(keyboardType: .numberPad, contentType: .oneTimeCode))
/// ```
public struct TextInputTraits: Hashable, Sendable {
    /// The keyboard to show.
    public var keyboardType: TextInputKeyboardType?
    /// What AutoFill should offer for the field.
    public var contentType: TextInputContentType?
    /// How the keyboard capitalizes.
    public var autocapitalization: TextInputAutocapitalization?
    /// Whether the system corrects words as they are typed.
    public var autocorrection: Bool?
    /// Whether the system marks misspelled words.
    public var spellChecking: Bool?
    /// Whether the system replaces quotes and dashes with typographic ones, and adds or removes
    /// spaces around pasted words.
    public var smartPunctuation: Bool?
    /// Whether the system may show its predictions inline, ahead of the caret (iOS 17). UIKit
    /// shows such a prediction as marked text, which a structured format must not take for the
    /// user's input.
    public var inlinePrediction: Bool?

    /// Traits with the given opinions; every parameter defaults to no opinion.
    public static func traits(
        keyboardType: TextInputKeyboardType? = nil,
        contentType: TextInputContentType? = nil,
        autocapitalization: TextInputAutocapitalization? = nil,
        autocorrection: Bool? = nil,
        spellChecking: Bool? = nil,
        smartPunctuation: Bool? = nil,
        inlinePrediction: Bool? = nil
    ) -> TextInputTraits {
        TextInputTraits(
            keyboardType: keyboardType,
            contentType: contentType,
            autocapitalization: autocapitalization,
            autocorrection: autocorrection,
            spellChecking: spellChecking,
            smartPunctuation: smartPunctuation,
            inlinePrediction: inlinePrediction
        )
    }

    /// No opinion on anything: what plain text has.
    public static let none = TextInputTraits()

    /// Traits for text typed to a pattern rather than written: no autocorrection, spell checking,
    /// smart punctuation or inline predictions, and `keyboardType` with `contentType`.
    static func structured(
        keyboardType: TextInputKeyboardType?,
        contentType: TextInputContentType? = nil,
        autocapitalization: TextInputAutocapitalization = .none
    ) -> TextInputTraits {
        .traits(
            keyboardType: keyboardType,
            contentType: contentType,
            autocapitalization: autocapitalization,
            autocorrection: false,
            spellChecking: false,
            smartPunctuation: false,
            inlinePrediction: false
        )
    }
}

/// What a field holds, for AutoFill to offer: the platform-neutral form of UIKit's
/// `UITextContentType`. The adapters apply the ones the system they run on knows.
public struct TextInputContentType: RawRepresentable, Hashable, Sendable {
    /// The name of the content type, as UIKit's constant is named.
    public let rawValue: String

    /// A content type named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// A payment card's number.
    public static let creditCardNumber = TextInputContentType(rawValue: "creditCardNumber")
    /// A payment card's expiry date, month and year.
    public static let creditCardExpiration = TextInputContentType(rawValue: "creditCardExpiration")
    /// A payment card's security code.
    public static let creditCardSecurityCode = TextInputContentType(rawValue: "creditCardSecurityCode")
    /// The name on a payment card.
    public static let creditCardName = TextInputContentType(rawValue: "creditCardName")
    /// A telephone number.
    public static let telephoneNumber = TextInputContentType(rawValue: "telephoneNumber")
    /// A one-time code, from a text message or an email.
    public static let oneTimeCode = TextInputContentType(rawValue: "oneTimeCode")
    /// A postal code.
    public static let postalCode = TextInputContentType(rawValue: "postalCode")
    /// A city.
    public static let addressCity = TextInputContentType(rawValue: "addressCity")
    /// An email address.
    public static let emailAddress = TextInputContentType(rawValue: "emailAddress")
}

/// How a keyboard capitalizes what is typed.
public enum TextInputAutocapitalization: Hashable, Sendable, CaseIterable {
    /// Never.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}
