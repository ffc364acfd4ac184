#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension UITextField {
    /// Applies a format's traits where the field still has UIKit's defaults: a keyboard,
    /// content type, capitalization, correction or inline prediction setting the app chose is
    /// kept. A structured format turns inline predictions off (iOS 17): UIKit shows them as
    /// marked text, which the binding would otherwise let compose and then commit.
    func apply(_ traits: TextInputTraits) {
        if let keyboard = traits.keyboardType, keyboardType == .default {
            keyboardType = UIKeyboardType(keyboard)
        }
        if let content = traits.contentType, textContentType == nil, let type = UITextContentType(content) {
            textContentType = type
        }
        if let capitalization = traits.autocapitalization, autocapitalizationType == .sentences {
            autocapitalizationType = UITextAutocapitalizationType(capitalization)
        }
        if let corrects = traits.autocorrection, autocorrectionType == .default {
            autocorrectionType = corrects ? .yes : .no
        }
        if let checks = traits.spellChecking, spellCheckingType == .default {
            spellCheckingType = checks ? .yes : .no
        }
        if let smart = traits.smartPunctuation {
            if smartQuotesType == .default { smartQuotesType = smart ? .yes : .no }
            if smartDashesType == .default { smartDashesType = smart ? .yes : .no }
            if smartInsertDeleteType == .default { smartInsertDeleteType = smart ? .yes : .no }
        }
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *),
           let predicts = traits.inlinePrediction, inlinePredictionType == .default {
            inlinePredictionType = predicts ? .yes : .no
        }
    }
}

extension TextInputKeyboardType {
    /// The platform-neutral kind of a UIKit keyboard; the Twitter keyboard and any kind added
    /// later count as the full keyboard.
    init(_ keyboardType: UIKeyboardType) {
        switch keyboardType {
        case .asciiCapable: self = .asciiCapable
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .URL: self = .url
        case .numberPad: self = .numberPad
        case .phonePad: self = .phonePad
        case .namePhonePad: self = .namePhonePad
        case .emailAddress: self = .emailAddress
        case .decimalPad: self = .decimalPad
        case .webSearch: self = .webSearch
        case .asciiCapableNumberPad: self = .asciiCapableNumberPad
        default: self = .default
        }
    }
}

extension UIKeyboardType {
    /// The UIKit keyboard of a platform-neutral kind.
    init(_ keyboard: TextInputKeyboardType) {
        switch keyboard {
        case .default: self = .default
        case .asciiCapable: self = .asciiCapable
        case .numbersAndPunctuation: self = .numbersAndPunctuation
        case .url: self = .URL
        case .numberPad: self = .numberPad
        case .phonePad: self = .phonePad
        case .namePhonePad: self = .namePhonePad
        case .emailAddress: self = .emailAddress
        case .decimalPad: self = .decimalPad
        case .webSearch: self = .webSearch
        case .asciiCapableNumberPad: self = .asciiCapableNumberPad
        }
    }
}

extension UITextContentType {
    /// The UIKit content type of a platform-neutral one; nil for one the running system does not
    /// have (the card expiry, security code and name types are iOS 17's).
    init?(_ content: TextInputContentType) {
        switch content {
        case .creditCardNumber: self = .creditCardNumber
        case .telephoneNumber: self = .telephoneNumber
        case .oneTimeCode: self = .oneTimeCode
        case .postalCode: self = .postalCode
        case .addressCity: self = .addressCity
        case .emailAddress: self = .emailAddress
        case .creditCardExpiration, .creditCardSecurityCode, .creditCardName:
            guard #available(iOS 17.0, tvOS 17.0, *) else { return nil }
            switch content {
            case .creditCardExpiration: self = .creditCardExpiration
            case .creditCardSecurityCode: self = .creditCardSecurityCode
            default: self = .creditCardName
            }
        default:
            return nil
        }
    }
}

extension UITextAutocapitalizationType {
    /// The UIKit capitalization of a platform-neutral one.
    init(_ capitalization: TextInputAutocapitalization) {
        switch capitalization {
        case .none: self = .none
        case .words: self = .words
        case .sentences: self = .sentences
        case .allCharacters: self = .allCharacters
        }
    }
}

extension UIReturnKeyType {
    /// The UIKit return key of a platform-neutral label.
    init(_ key: TextInputReturnKey) {
        switch key {
        case .default: self = .default
        case .next: self = .next
        case .done: self = .done
        case .go: self = .go
        case .search: self = .search
        case .send: self = .send
        case .join: self = .join
        case .route: self = .route
        case .continue: self = .continue
        }
    }
}
#endif
