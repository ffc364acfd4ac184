// Stand-in for Apple's UIKit: taps, input clicks and the view tree, for keyboard dismissal, input
// clicks and navigators over a view's fields. See UIKit.swift.

/// Row: `UIGestureRecognizer.init(target:action:)`: `@MainActor class UIGestureRecognizer : NSObject`.
@MainActor open class UIGestureRecognizer: NSObject {
    /// `init(target: Any?, action: Selector?)`
    public init(target: Any?, action: Selector?) {}
    /// Row: `UIGestureRecognizer.cancelsTouchesInView`.
    open var cancelsTouchesInView: Bool = true
    /// Row: `UIGestureRecognizer.location(in:)`.
    open func location(in view: UIView?) -> CGPoint { .zero }
    /// Row: `UIGestureRecognizer.state`: read-only for clients (the page: "the read-only version
    /// of the state property is intended for clients"; subclasses get a settable one only by
    /// importing `UIKit.UIGestureRecognizerSubclass`, which the adapters do not).
    open var state: UIGestureRecognizer.State { .possible }
    /// Row: `UIGestureRecognizer.state`: `enum State`.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
}

/// Row: `UITapGestureRecognizer`: `@MainActor class UITapGestureRecognizer : UIGestureRecognizer`.
@MainActor open class UITapGestureRecognizer: UIGestureRecognizer {}

extension UIView {
    /// Row: `UIView.addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {}
    /// Row: `UIView.subviews`.
    public var subviews: [UIView] { [] }
}

/// Row: `UIDevice.playInputClick()`: `@MainActor class UIDevice : NSObject`.
@MainActor open class UIDevice: NSObject {
    /// Row: `UIDevice.current`.
    open class var current: UIDevice { UIDevice() }
    /// Row: `UIDevice.playInputClick()`.
    open func playInputClick() {}
}

/// Row: `UIInputViewAudioFeedback`: `@MainActor protocol UIInputViewAudioFeedback : NSObjectProtocol`.
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
    /// Row: `UIInputViewAudioFeedback.enableInputClicksWhenVisible` (optional).
    var enableInputClicksWhenVisible: Bool { get }
}
extension UIInputViewAudioFeedback {
    public var enableInputClicksWhenVisible: Bool { false }
}

extension UITableView {
    /// Row: `UITableView.indexPath(for:)`.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? { nil }
}

/// Row: `UICollectionView.indexPath(for:)`: `@MainActor class UICollectionView : UIScrollView`.
@MainActor open class UICollectionView: UIScrollView {
    /// `func indexPath(for cell: UICollectionViewCell) -> IndexPath?`
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { nil }
}
/// Row: `UICollectionView.indexPath(for:)`: `@MainActor class UICollectionViewCell : UICollectionReusableView`.
@MainActor open class UICollectionViewCell: UIView {}
