// Stand-in for Apple's UIKit: colors, fonts, images, actions, bar items, key commands,
// accessibility. See UIKit.swift.
import class Foundation.NSAttributedString

/// Row: `UIColor.placeholderText`: `class UIColor : NSObject`, Sendable.
open class UIColor: NSObject, @unchecked Sendable {
    /// Row: `UIColor.placeholderText`: `class var placeholderText: UIColor { get }`.
    open class var placeholderText: UIColor { UIColor() }
    open class var secondaryLabel: UIColor { UIColor() }
    open class var systemRed: UIColor { UIColor() }
    open class var clear: UIColor { UIColor() }
    open class var systemGroupedBackground: UIColor { UIColor() }
}

/// Row: `UIFont.systemFont(ofSize:weight:)`: `class UIFont : NSObject`, Sendable.
open class UIFont: NSObject, @unchecked Sendable {
    /// Row: `UIFont.systemFont(ofSize:weight:)`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    /// Row: `UIFont.preferredFont(forTextStyle:)`: `class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont`.
    open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { UIFont() }
    /// Row: `UIFont.init(descriptor:size:)`: `init(descriptor: UIFontDescriptor, size pointSize: CGFloat)`.
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    public override init() {}
    /// Row: `UIFont.fontDescriptor`: `var fontDescriptor: UIFontDescriptor { get }`.
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }

    /// Row: `UIFont.systemFont(ofSize:weight:)`: `struct Weight`.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let semibold = Weight(rawValue: 0.3)
    }
    /// Row: `UIFontMetrics.init(forTextStyle:)`: `struct TextStyle`.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    }
}

/// Row: `UIFontDescriptor.withSymbolicTraits(_:)`: `class UIFontDescriptor : NSObject`, Sendable.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// `func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor?`
    open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits) -> UIFontDescriptor? { nil }
    public struct SymbolicTraits: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    }
}

/// Row: `UIFontMetrics.init(forTextStyle:)` / `scaledFont(for:maximumPointSize:)`.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { font }
}

extension NSAttributedString.Key {
    /// Row: `NSAttributedString.Key.font` / `foregroundColor` (UIKit's additions).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// Row: `NSAttributedString.Key.accessibilitySpeechSpellOut` / `accessibilitySpeechQueueAnnouncement`.
    nonisolated public static let accessibilitySpeechSpellOut = NSAttributedString.Key("UIAccessibilitySpeechAttributeSpellOut")
    nonisolated public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key("UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// Row: `NSAttributedString.Key.accessibilitySpeechAnnouncementPriority` / `UIAccessibilityPriority`.
    @available(iOS 17.0, tvOS 17.0, *)
    nonisolated public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key("UIAccessibilitySpeechAttributeAnnouncementPriority")
}

/// Row: `UIImage.init(systemName:)`: `class UIImage : NSObject`, Sendable.
open class UIImage: NSObject, @unchecked Sendable {
    public init?(systemName name: String) {}
}

/// Row: `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`.
@MainActor open class UIMenuElement: NSObject {
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public enum State: Int, Sendable { case off, on, mixed }
}
@MainActor open class UIMenu: UIMenuElement {}
/// Row: `UIAction.init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`:
/// `typealias UIActionHandler = (UIAction) -> Void`
/// (https://developer.apple.com/documentation/uikit/uiactionhandler).
public typealias UIActionHandler = (UIAction) -> Void
@MainActor open class UIAction: UIMenuElement {
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) { self.init() }
}

/// Row: `UIBarButtonItem`: `@MainActor class UIBarButtonItem : UIBarItem`.
@MainActor open class UIBarItem: NSObject {
    /// Row: `UIBarButtonItem` accessibility label (`NSObject.accessibilityLabel`).
    open var accessibilityLabel: String?
    /// Row: `accessibilityUserInputLabels` (UIAccessibility's informal protocol on NSObject).
    open var accessibilityUserInputLabels: [String]!
    open var isEnabled: Bool = true
}
@MainActor open class UIBarButtonItem: UIBarItem {
    public required override init() {}
    /// Row: `UIBarButtonItem.init(title:image:primaryAction:menu:)`.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) { self.init() }
    /// Row: `UIBarButtonItem.init(customView:)`.
    public convenience init(customView: UIView) { self.init() }
    /// Row: `UIBarButtonItem.flexibleSpace()`.
    open class func flexibleSpace() -> Self { Self() }
    /// Row: `UIBarButtonItem.style`.
    open var style: UIBarButtonItem.Style = .plain
    /// Row: `UIBarButtonItem.hidesSharedBackground`: `var hidesSharedBackground: Bool { get set }`.
    /// iOS 26: https://developer.apple.com/documentation/uikit/uibarbuttonitem/hidessharedbackground
    @available(iOS 26.0, macCatalyst 26.0, *)
    open var hidesSharedBackground: Bool { get { false } set {} }
    /// Row: `UIBarButtonItem.Style.prominent`, `UIBarButtonItem.Style.done`.
    /// `prominent` is iOS 26's:
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/style-swift.enum/prominent
    public enum Style: Int, Sendable {
        case plain, bordered, done
        @available(iOS 26.0, tvOS 26.0, visionOS 26.0, macCatalyst 26.0, *)
        case prominent
    }
}

/// Row: `UIToolbar`.
@MainActor open class UIToolbar: UIView {
    /// Row: `UIToolbar.setItems(_:animated:)`.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {}
    /// Row: `UIToolbar.barStyle`.
    open var barStyle: UIBarStyle = .default
    /// Row: `UIToolbar.standardAppearance`.
    open var standardAppearance = UIToolbarAppearance()
}
/// Row: `UIToolbar.barStyle`: `enum UIBarStyle`.
public enum UIBarStyle: Int, Sendable { case `default`, black }
/// Row: `UIBarAppearance.configureWithTransparentBackground()`.
@MainActor open class UIBarAppearance: NSObject {
    open func configureWithDefaultBackground() {}
    open func configureWithOpaqueBackground() {}
    open func configureWithTransparentBackground() {}
    /// Row: `UIBarAppearance.backgroundColor`.
    open var backgroundColor: UIColor?
}
/// Row: `UIToolbarAppearance`.
@MainActor open class UIToolbarAppearance: UIBarAppearance {}

/// Row: `UIKeyCommand`: `@MainActor class UICommand : UIMenuElement`, its superclass.
@MainActor open class UICommand: UIMenuElement {}

/// Row: `UIKeyCommand`: `@MainActor class UIKeyCommand : UICommand`.
@MainActor open class UIKeyCommand: UICommand {
    /// Row: `UIKeyCommand.init(input:modifierFlags:action:)`.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) { self.init() }
    /// Row: `UIKeyCommand.discoverabilityTitle`.
    open var discoverabilityTitle: String?
    /// Row: `UIKeyCommand.wantsPriorityOverSystemBehavior`.
    open var wantsPriorityOverSystemBehavior: Bool = false
    /// Row: `UIKeyCommand.modifierFlags`.
    open var modifierFlags: UIKeyModifierFlags { [] }
}
/// Row: `UIKeyModifierFlags.shift`.
public struct UIKeyModifierFlags: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
}

/// Row: `UIViewController.addKeyCommand(_:)` / `removeKeyCommand(_:)`.
@MainActor open class UIViewController: UIResponder {
    open func addKeyCommand(_ keyCommand: UIKeyCommand) {}
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) {}
    open var view: UIView! 
    open func viewDidLoad() {}
    open func loadView() {}
}

/// Row: `UIAccessibility.post(notification:argument:)`: `static func post(notification: UIAccessibility.Notification, argument: Any?)`.
public enum UIAccessibility {
    @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {}
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public var rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Row: `UIAccessibility.Notification.announcement`: `nonisolated static let announcement: UIAccessibility.Notification`.
        nonisolated public static let announcement = Notification(rawValue: 1008)
    }
    /// Row: `UIAccessibility.isVoiceOverRunning`: `@MainActor static var isVoiceOverRunning: Bool { get }`.
    @MainActor public static var isVoiceOverRunning: Bool { false }
    /// Row: `UIAccessibility.isReduceMotionEnabled`: `@MainActor static var isReduceMotionEnabled: Bool { get }`.
    @MainActor public static var isReduceMotionEnabled: Bool { false }
}
/// Row: `accessibilityLabel`.
public struct UIAccessibilityTraits: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// Row: `NSAttributedString.Key.accessibilitySpeechAnnouncementPriority` / `UIAccessibilityPriority`: `struct UIAccessibilityPriority`.
@available(iOS 17.0, tvOS 17.0, *)
public struct UIAccessibilityPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    nonisolated public static let low = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityLow")
    nonisolated public static let `default` = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityDefault")
    nonisolated public static let high = UIAccessibilityPriority(rawValue: "UIAccessibilityPriorityHigh")
}
