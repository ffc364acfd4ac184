#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

extension NSTextField {
    /// Applies the part of a format's traits AppKit has for a text field, its AutoFill content
    /// type, only while the field has none, by Core's
    /// ``TextInputCore/TextInputTraits/setting(_:over:default:)``. (A Mac has no on-screen
    /// keyboard to choose, and the field editor's corrections are the window's, shared by its
    /// fields.)
    func apply(_ traits: TextInputTraits) {
        let proposed = traits.contentType.flatMap(NSTextContentType.init).map(Optional.some)
        if let setting = TextInputTraits.setting(proposed, over: contentType, default: nil) {
            contentType = setting
        }
    }
}

extension NSTextContentType {
    /// The AppKit content type of a platform-neutral one; nil for one the running system does
    /// not have (the card, telephone and address types are macOS 14's).
    init?(_ content: TextInputContentType) {
        if content == .oneTimeCode {
            self = .oneTimeCode
            return
        }
        guard #available(macOS 14.0, *) else { return nil }
        switch content {
        case .creditCardNumber: self = .creditCardNumber
        case .creditCardExpiration: self = .creditCardExpiration
        case .creditCardSecurityCode: self = .creditCardSecurityCode
        case .creditCardName: self = .creditCardName
        case .telephoneNumber: self = .telephoneNumber
        case .postalCode: self = .postalCode
        case .addressCity: self = .addressCity
        case .emailAddress: self = .emailAddress
        default: return nil
        }
    }
}
#endif
