// Stand-in for Apple's UIKit: only what TextInputUIKit and the example use, with Apple's names,
// labels, types, optionality, `@MainActor` isolation and `Sendable`ness. Each declaration names
// the row of the Platforms article ("Apple APIs used", UIKit) it comes from, as `Row: …` (a type's
// row covers the members listed under it without a row of their own). Bodies are placeholders:
// this module is only type-checked.
@_exported import AppleFoundation
import class Foundation.NSNotification
import class Foundation.NSAttributedString

// MARK: - Responders and views

/// Row: `UIResponder.becomeFirstResponder()`: `@MainActor class UIResponder : NSObject`.
@MainActor open class UIResponder: NSObject {
    public override init() {}
    /// Row: `UIResponder.next`.
    open var next: UIResponder? { nil }
    /// Row: `UIResponder.isFirstResponder`.
    open var isFirstResponder: Bool { false }
    /// Row: `UIResponder.becomeFirstResponder()` / `resignFirstResponder()`.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { false }
    /// Row: `UIResponder.undoManager`.
    open var undoManager: UndoManager? { nil }
    /// Row: `UITextField.inputAccessoryView` (read-only on UIResponder).
    open var inputAccessoryView: UIView? { nil }
    /// Row: `UITextField.inputView` (read-only on UIResponder).
    open var inputView: UIView? { nil }
    /// Row: `UIResponder.reloadInputViews()`.
    open func reloadInputViews() {}
    /// Row: `UIResponder.keyboardWillChangeFrameNotification`.
    nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name("UIKeyboardWillChangeFrameNotification")
    /// Row: `UIResponder.keyboardWillHideNotification`.
    nonisolated public static let keyboardWillHideNotification = NSNotification.Name("UIKeyboardWillHideNotification")
    /// Row: `UIResponder.keyboardFrameEndUserInfoKey`.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// Row: `UIResponder.keyboardAnimationDurationUserInfoKey`.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// Row: `UIResponder.keyboardAnimationCurveUserInfoKey`.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

/// Row: `UIEdgeInsets` (scroll view insets): `struct UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
}

/// Row: `UILayoutPriority` (`setContentHuggingPriority(_:for:)`): `struct UILayoutPriority`.
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// `static var required: UILayoutPriority { get }`
    public static var required: UILayoutPriority { UILayoutPriority(rawValue: 1000) }
    /// `static var defaultLow: UILayoutPriority { get }`
    public static var defaultLow: UILayoutPriority { UILayoutPriority(rawValue: 250) }
}

/// Row: `UICoordinateSpace.convert(_:from:)`.
@MainActor public protocol UICoordinateSpace: NSObjectProtocol {
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    /// Row: `UICoordinateSpace.convert(_:to:)`.
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
}

/// Row: `UIView.convert(_:from:)`: `@MainActor class UIView : UIResponder`.
/// Row: `UIView.hitTest(_:with:)` (its event parameter): `class UIEvent : NSObject`.
@MainActor open class UIEvent: NSObject {}

@MainActor open class UIView: UIResponder, UICoordinateSpace {
    /// Row: `UILabel` (layout): `init(frame: CGRect)`.
    public init(frame: CGRect) {}
    public required init?(coder: NSCoder) {}
    public convenience override init() { self.init(frame: .zero) }
    /// Row: `UIView.isHidden`.
    open var isHidden: Bool = false
    /// Row: `UIView.didMoveToWindow()`: `func didMoveToWindow()`.
    open func didMoveToWindow() {}
    /// Row: `accessibilityLabel` / `accessibilityTraits` (UIAccessibility's informal protocol
    /// on NSObject; declared here on UIView).
    open var accessibilityLabel: String?
    open var accessibilityTraits: UIAccessibilityTraits = []
    /// Row: `accessibilityAttributedValue` (UIAccessibility's informal protocol on NSObject;
    /// declared here on UIView).
    open var accessibilityAttributedValue: NSAttributedString?
    /// Row: `accessibilityUserInputLabels` (UIAccessibility's informal protocol on NSObject).
    open var accessibilityUserInputLabels: [String]!
    /// Row: `accessibilityPerformEscape()`: `@MainActor func accessibilityPerformEscape() -> Bool`.
    open func accessibilityPerformEscape() -> Bool { false }
    /// Row: `UIView.showsLargeContentViewer` / `largeContentTitle` / `addInteraction(_:)`.
    open var showsLargeContentViewer: Bool = false
    open var largeContentTitle: String?
    open func addInteraction(_ interaction: any UIInteraction) {}
    /// Row: `UILabel` (layout).
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var transform: CGAffineTransform = .identity
    open var clipsToBounds: Bool = false
    open var tintColor: UIColor!
    open var backgroundColor: UIColor?
    open var window: UIWindow? { nil }
    open var translatesAutoresizingMaskIntoConstraints: Bool = true
    open var autoresizingMask: AutoresizingMask = []
    open var intrinsicContentSize: CGSize { .zero }
    open var layoutMarginsGuide: UILayoutGuide { UILayoutGuide() }
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
    open func addSubview(_ view: UIView) {}
    /// Row: `UIView.endEditing(_:)` (the example): `func endEditing(_ force: Bool) -> Bool`.
    @discardableResult open func endEditing(_ force: Bool) -> Bool { true }
    open func sizeToFit() {}
    open func setNeedsLayout() {}
    open func layoutSubviews() {}
    open func safeAreaInsetsDidChange() {}
    open func invalidateIntrinsicContentSize() {}
    /// Row: `UIView.superview`.
    open var superview: UIView? { nil }
    /// Row: `UIView.hitTest(_:with:)`.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    /// Row: `UIView.isDescendant(of:)`.
    open func isDescendant(of view: UIView) -> Bool { false }
    /// Row: `UIView.convert(_:from:)` / `convert(_:to:)`.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    /// Row: `UICoordinateSpace.convert(_:from:)`.
    open func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    /// Row: `UICoordinateSpace.convert(_:to:)`.
    open func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect { rect }
    /// Row: `UIView.setContentHuggingPriority(_:for:)` / `setContentCompressionResistancePriority(_:for:)`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Row: `UIView.noIntrinsicMetric`: `nonisolated class let noIntrinsicMetric: CGFloat`.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// Row: `UIView.animate(withDuration:delay:options:animations:completion:)`.
    open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
        animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {}
    /// Row: `UIView.performWithoutAnimation(_:)`.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {}

    /// Row: `UIView.autoresizingMask`: `struct AutoresizingMask`.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    }
    /// Row: `UIView.animate(withDuration:delay:options:animations:completion:)`: `struct AnimationOptions`.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    }
}

/// Row: `UILabel`, layout: `@MainActor class UILayoutGuide : NSObject`.
@MainActor open class UILayoutGuide: NSObject {
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor() }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor() }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension() }
}

/// Row: `NSLayoutConstraint.activate(_:)`.
@MainActor open class NSLayoutConstraint: NSObject {
    open class func activate(_ constraints: [NSLayoutConstraint]) {}
    /// Row: `UIView.setContentHuggingPriority(_:for:)`: `enum Axis`.
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

/// Row: `NSLayoutConstraint.activate(_:)`: `@MainActor class NSLayoutAnchor<AnchorType> : NSObject`.
@MainActor open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { NSLayoutConstraint() }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}
@MainActor open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {}
@MainActor open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// Row: `NSLayoutYAxisAnchor.constraint(equalToSystemSpacingBelow:multiplier:)`.
@MainActor open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint { NSLayoutConstraint() }
}

/// Row: `UIWindowScene.screen`.
@MainActor open class UIWindow: UIView {
    open var windowScene: UIWindowScene? { nil }
    /// Row: `UIWindow.init(windowScene:)` (UIKit tests): `init(windowScene: UIWindowScene)`.
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    /// Row: `UIWindow.rootViewController` (UIKit tests): `var rootViewController: UIViewController? { get set }`.
    open var rootViewController: UIViewController?
    /// Row: `UIWindow.makeKeyAndVisible()` (UIKit tests): `func makeKeyAndVisible()`.
    open func makeKeyAndVisible() {}
}
/// Row: `UIApplication.connectedScenes` (UIKit tests): `@MainActor class UIScene : UIResponder`.
@MainActor open class UIScene: UIResponder {}
/// Row: `UIWindowScene.screen`: `@MainActor class UIWindowScene : UIScene`.
@MainActor open class UIWindowScene: UIScene {
    open var screen: UIScreen { UIScreen() }
}
/// Row: `UIApplication.connectedScenes` (UIKit tests): `@MainActor class UIApplication : UIResponder`.
@MainActor open class UIApplication: UIResponder {
    /// `class var shared: UIApplication { get }`
    open class var shared: UIApplication { UIApplication() }
    /// `var connectedScenes: Set<UIScene> { get }`
    open var connectedScenes: Set<UIScene> { [] }
}
/// Row: `UIPasteboard.general` (UIKit tests): `class UIPasteboard : NSObject`, not main-actor
/// isolated (https://developer.apple.com/documentation/uikit/uipasteboard).
open class UIPasteboard: NSObject {
    /// `class var general: UIPasteboard { get }`
    open class var general: UIPasteboard { UIPasteboard() }
    /// `var string: String? { get set }`
    open var string: String?
}
/// Row: `UIScreen.coordinateSpace`.
@MainActor open class UIScreen: NSObject {
    open var coordinateSpace: any UICoordinateSpace { UIView() }
}

/// Row: `UIScrollView.contentOffset`: `@MainActor class UIScrollView : UIView`.
@MainActor open class UIScrollView: UIView {
    open var contentOffset: CGPoint = .zero
    open var contentInset = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var verticalScrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    open var contentSize: CGSize = .zero
    /// Row: `UIScrollView.contentOffset`: the layout guides (the example).
    open var contentLayoutGuide: UILayoutGuide { UILayoutGuide() }
    open var frameLayoutGuide: UILayoutGuide { UILayoutGuide() }
    /// Row: `UIScrollView.keyboardDismissMode`.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    public enum KeyboardDismissMode: Int, Sendable { case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory }
    /// Row: `UIScrollView.isScrollEnabled` (the example's text view).
    open var isScrollEnabled: Bool = true
}

/// Row: `UILabel`, layout: `@MainActor class UILabel : UIView`.
@MainActor open class UILabel: UIView {
    open var text: String?
    open var font: UIFont!
    open var textColor: UIColor!
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines: Int = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Row: `UIContentSizeCategoryAdjusting.adjustsFontForContentSizeCategory`.
    open var adjustsFontForContentSizeCategory: Bool = false
}

/// Row: `UILabel`, layout: `enum NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable { case left, center, right, justified, natural }
/// Row: `UILabel`, layout: `enum NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Row: `UIStackView.spacing`.
@MainActor open class UIStackView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    /// Row: `UILabel`, `UIStackView.init(arrangedSubviews:)`: `convenience init(arrangedSubviews views: [UIView])`.
    public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    open var axis: NSLayoutConstraint.Axis = .horizontal
    open var alignment: Alignment = .fill
    open var spacing: CGFloat = 0
    /// Row: `UIStackView.distribution` (the example).
    open var distribution: Distribution = .fill
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `nonisolated class let spacingUseSystem: CGFloat`
    nonisolated public static let spacingUseSystem: CGFloat = 3.4028234663852886e38
    public enum Alignment: Int, Sendable { case fill, leading, firstBaseline, center, trailing, lastBaseline }
}

/// Row: `UITextField.inputAccessoryView`: `@MainActor class UIInputView : UIView`.
@MainActor open class UIInputView: UIView {
    public override init(frame: CGRect) { super.init(frame: frame) }
    public init(frame: CGRect, inputViewStyle: UIInputView.Style) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(frame: .zero) }
    open var allowsSelfSizing: Bool = false
    public enum Style: Int, Sendable { case `default`, keyboard }
}


/// Row: `UIView.showsLargeContentViewer`: `@MainActor protocol UIInteraction`.
@MainActor public protocol UIInteraction: NSObjectProtocol {}
/// Row: `UIView.showsLargeContentViewer`: `@MainActor class UILargeContentViewerInteraction`,
/// `init(delegate: (any UILargeContentViewerInteractionDelegate)?)`.
@MainActor open class UILargeContentViewerInteraction: NSObject, UIInteraction {
    public init(delegate: (any UILargeContentViewerInteractionDelegate)? = nil) {}
}
/// Row: `UIView.showsLargeContentViewer`.
@MainActor public protocol UILargeContentViewerInteractionDelegate: NSObjectProtocol {}
