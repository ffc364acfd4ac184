#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

extension TextInputUIKitView {
    /// Applies a format's traits where the view still has UIKit's defaults: a keyboard,
    /// content type, capitalization, correction or inline prediction setting the app chose is
    /// kept. A structured format turns inline predictions off (iOS 17): UIKit shows them as
    /// marked text, which the binding would otherwise let compose and then commit.
    func apply(_ traits: TextInputTraits) {
        set(\.keyboardType, default: .default, to: traits.keyboardType.map { UIKeyboardType(rawValue: $0.uiKitRawValue) ?? .default })
        set(\.textContentType, default: nil, to: traits.contentType.flatMap(UITextContentType.init).map(Optional.some))
        set(
            \.autocapitalizationType, default: .sentences,
            to: traits.autocapitalization.map { UITextAutocapitalizationType(rawValue: $0.uiKitRawValue) ?? .sentences })
        set(\.autocorrectionType, default: .default, to: traits.autocorrection.map { $0 ? .yes : .no })
        set(\.spellCheckingType, default: .default, to: traits.spellChecking.map { $0 ? .yes : .no })
        set(\.smartQuotesType, default: .default, to: traits.smartPunctuation.map { $0 ? .yes : .no })
        set(\.smartDashesType, default: .default, to: traits.smartPunctuation.map { $0 ? .yes : .no })
        set(\.smartInsertDeleteType, default: .default, to: traits.smartPunctuation.map { $0 ? .yes : .no })
        if #available(iOS 17.0, tvOS 17.0, macCatalyst 17.0, visionOS 1.0, *) {
            set(\.inlinePredictionType, default: .default, to: traits.inlinePrediction.map { $0 ? .yes : .no })
        }
    }

    /// Writes `proposed` where Core's ``TextInputCore/TextInputTraits/setting(_:over:default:)``
    /// says the view still has UIKit's `default`.
    private func set<Setting: Equatable>(_ trait: ReferenceWritableKeyPath<Self, Setting>, default: Setting, to proposed: Setting?) {
        TextInputTraits.setting(proposed, over: self[keyPath: trait], default: `default`).map { self[keyPath: trait] = $0 }
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

extension UIReturnKeyType {
    /// The UIKit return key of a platform-neutral label, by Core's table of UIKit's values.
    package init(_ key: TextInputReturnKey) {
        self = UIReturnKeyType(rawValue: key.uiKitRawValue) ?? .default
    }
}
#endif
