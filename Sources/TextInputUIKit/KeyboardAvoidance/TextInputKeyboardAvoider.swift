#if os(iOS)
import TextInputCore
import UIKit

/// Keeps the field being edited visible above a docked keyboard by scrolling its enclosing
/// `UIScrollView`. Core's keyboard-avoidance geometry decides every offset and inset; this class
/// reads UIKit's state and writes the answers.
///
/// ```swift
/// final class CheckoutViewController: UIViewController {
///     private let formScrollView = UIScrollView()
///     private var keyboardAvoider: TextInputKeyboardAvoider?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(formScrollView)   // the form's fields go inside it
///         keyboardAvoider = TextInputKeyboardAvoider(scrollView: formScrollView)
///     }
/// }
/// ```
///
/// Keep the avoider as long as the form: it works while it exists. It hears the keyboard's
/// frame changes and which text field or text view begins editing, and for a field inside the
/// scroll view it writes Core's answer inside an animation with the keyboard's own duration and
/// curve. It computes every answer from the scroll view's state before the keyboard, so a
/// rotation or a suggestion bar that appears never compounds, and puts that state back when the
/// keyboard hides. A floating or undocked iPad keyboard, or one that does not reach the scroll
/// view, leaves the scroll view as it was; with a hardware keyboard only the bar on screen counts.
/// A field shown by a ``TextInputKeyboardBarView`` stays where it is: the bar shows it.
///
/// Two ways of putting the keyboard away without Done can be turned on, both off by default
/// (``Dismissal``): a tap outside the edited field, and the scroll view's interactive swipe. Both
/// end the editing of a bound field through its binding, which reports one end of editing.
///
/// ```swift
/// keyboardAvoider = TextInputKeyboardAvoider(scrollView: formScrollView, dismissal: [.tapOutside, .interactiveSwipe])
/// ```
///
/// While an adjustment is in place the avoider owns the scroll view's content offset, bottom
/// content inset and scroll-indicator insets; insets the app changes meanwhile are replaced by
/// the state from before the keyboard when it hides. Do not combine it with a
/// `UITableViewController`, which avoids the keyboard itself.
///
/// One avoider works on a scroll view at a time: making another for the same scroll view takes
/// the one before off, as ``detach()`` does, and so does freeing the avoider (one main-queue turn
/// later). Taking an avoider off puts back the scroll state from before the keyboard and the
/// scroll view's own `keyboardDismissMode`, and stops its tap handling.
@MainActor
public final class TextInputKeyboardAvoider: NSObject {
    /// The geometry, which keeps the avoider's margin between the field and the keyboard.
    package let avoidance: TextInputKeyboardAvoidance

    /// The scroll view that moves; nil once it is gone.
    public private(set) weak var scrollView: UIScrollView?

    /// Ways of putting the keyboard away without Done.
    public struct Dismissal: OptionSet, Sendable {
        public let rawValue: Int

        /// Creates a set of ways from its raw value.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// A tap in the scroll view outside the edited field ends its editing (IQKeyboardManager's
        /// `resignOnTouchOutside`), unless it lands on another bound field, which takes the focus.
        /// The tapped view still gets its tap.
        public static let tapOutside = Dismissal(rawValue: 1 << 0)
        /// Dragging the scroll view down over the keyboard takes the keyboard with it, and away
        /// (UIKit's `keyboardDismissMode = .interactive`).
        public static let interactiveSwipe = Dismissal(rawValue: 1 << 1)
    }

    /// The text field or text view that last began editing, anywhere in the app.
    private weak var editedField: UIView?
    /// The last docked or floating keyboard frame reported; nil while the keyboard is hidden.
    private var keyboard: KeyboardFrameChange?
    /// What the avoiders of the scroll view changed there, with the adjustment in place.
    private let slot: KeyboardAvoidanceSlot
    /// This avoider's token in the slot's footprint.
    private let token: Int

    /// An avoider for the fields inside `scrollView`, which keeps `margin` points between the
    /// edited field and the top of the keyboard, and lets the user put the keyboard away in the
    /// ways of `dismissal` (none by default).
    ///
    /// ```swift
    /// let avoider = TextInputKeyboardAvoider(scrollView: scrollView, margin: 16, dismissal: .tapOutside)
    /// ```
    public init(scrollView: UIScrollView, margin: CGFloat = 8, dismissal: Dismissal = []) {
        self.scrollView = scrollView
        self.avoidance = TextInputKeyboardAvoidance(margin: margin)
        slot = KeyboardAvoidanceSlot.of(scrollView)
        // The avoider before this one on the scroll view stops, and puts back what it changed (a
        // freed one, whose teardown is still to come, too).
        slot.avoider?.detach()
        slot.takeOff()
        // With the interactive swipe UIKit resigns the first responder itself; the field's binding
        // hears it end.
        token = slot.putOn(handlingTaps: dismissal.contains(.tapOutside), dismissMode: dismissal.contains(.interactiveSwipe) ? .interactive : nil)
        super.init()
        slot.avoider = self
        // Selector-based observers are dropped by the notification center when the avoider goes.
        for (name, action) in [
            (UIResponder.keyboardWillChangeFrameNotification, #selector(keyboardWillChangeFrame(_:))),
            (UIResponder.keyboardWillHideNotification, #selector(keyboardWillChangeFrame(_:))),
            (UITextField.textDidBeginEditingNotification, #selector(fieldDidBeginEditing(_:))),
            (UITextView.textDidBeginEditingNotification, #selector(fieldDidBeginEditing(_:))),
        ] {
            NotificationCenter.default.addObserver(self, selector: action, name: name, object: nil)
        }
    }

    /// Takes the avoider off its scroll view: the scroll state from before the keyboard and the
    /// scroll view's own `keyboardDismissMode` go back (one the app set since is kept), taps no
    /// longer end editing, and the keyboard is no longer avoided. Once off, an avoider stays off;
    /// a later call, or one after another avoider took the scroll view, changes nothing.
    public func detach() {
        NotificationCenter.default.removeObserver(self)
        slot.takeOff(token: token)
    }

    /// A freed avoider is taken off one main-queue turn later, unless it was taken off already.
    deinit {
        let (slot, token) = (slot, token)
        DispatchQueue.main.async { slot.takeOff(token: token) }
    }

    // MARK: - What UIKit tells

    /// The keyboard moves, or hides: a hiding keyboard's end frame does not count, and the state
    /// from before it goes back with its animation.
    @objc private func keyboardWillChangeFrame(_ notification: Notification) {
        let hides = notification.name == UIResponder.keyboardWillHideNotification
        keyboard = hides ? nil : KeyboardFrameChange(notification)
        update(with: KeyboardAnimation(notification))
    }

    /// Moving to another field often leaves the keyboard as it is, so no keyboard notification
    /// follows (TPKeyboardAvoiding #7): the new field is revealed with the keyboard's last timing.
    /// A text view may begin editing after its keyboard notification; it is revealed here too.
    @objc private func fieldDidBeginEditing(_ notification: Notification) {
        editedField = notification.object as? UIView
        keyboard.map { update(with: $0.animation) }
    }

    /// A tap in the scroll view: Core decides, from the frames of the edited field, of the bound
    /// fields in the scroll view and of the bars on the keyboard, whether it ends the editing.
    fileprivate func scrollViewTapped(_ tap: UITapGestureRecognizer) {
        guard slot.footprint.handlesTaps, tap.state == .ended, let scrollView, let field = editedField, field.isFirstResponder,
            let binding = UITextInputViewHost.existingHost(for: field)?.binding,
            let frame = scrollView.frame(of: field)
        else { return }
        let point = tap.location(in: scrollView)
        let bars = [field.inputAccessoryView, field.inputView].compactMap { $0.flatMap(scrollView.frame(of:)) }
        let controls = scrollView.hitTest(point, with: nil)?.enclosingControl.map { [scrollView.convert($0.bounds, from: $0)] } ?? []
        TextInputTouchOutside(editing: binding, frame: frame, fields: scrollView.placedFields(), bars: bars, controls: controls)
            .handleTouch(at: point)
    }

    // MARK: - Applying Core's answer

    /// Writes the adjustment for the current keyboard and field, or puts back the state from
    /// before the keyboard when there is nothing to avoid.
    private func update(with animation: KeyboardAnimation) {
        guard let scrollView, let state = slot.footprint.tracker.update(to: nextAdjustment(of: scrollView)) else { return }
        UIView.animate(
            withDuration: animation.duration,
            delay: 0,
            options: animation.options.union(.beginFromCurrentState),
            animations: { scrollView.keyboardAvoidanceState = state }
        )
    }

    /// Core's answer, asked from the state before any adjustment (never from the adjusted one),
    /// with every frame converted as Core's geometry expects. None without a field being edited,
    /// still first responder, inside the scroll view and not shown by a keyboard bar (whose own
    /// field, outside the scroll view, takes the focus from it at once).
    private func nextAdjustment(of scrollView: UIScrollView) -> TextInputKeyboardAvoidance.Adjustment? {
        guard let window = scrollView.window,
            let keyboardFrame = keyboard?.frame(in: window),
            let field = editedField,
            field.isFirstResponder,
            field.isDescendant(of: scrollView),
            !(field.inputAccessoryView is TextInputKeyboardBarView)
        else { return nil }
        return avoidance.adjustment(
            keyboardFrame: keyboardFrame,
            windowBounds: window.bounds,
            fieldFrame: scrollView.convert(field.bounds, from: field),
            scrollViewFrame: scrollView.convert(scrollView.bounds, to: nil),
            contentSize: scrollView.contentSize,
            // What the system adds to the app's content inset (the safe area), which changes
            // with rotation.
            systemContentInset: TextInputEdgeInsets(scrollView.adjustedContentInset) - TextInputEdgeInsets(scrollView.contentInset),
            originalState: slot.footprint.tracker.originalState(reading: scrollView.keyboardAvoidanceState))
    }
}

/// The key under which a scroll view keeps its keyboard avoidance slot.
@MainActor private var slotKey: UInt8 = 0

/// What the keyboard avoiders of one scroll view share, kept by the scroll view, so that what an
/// avoider changed is put back once whichever way it goes: Core's footprint (the adjustment in
/// place, the dismiss mode set, whether taps are handled), the avoider on it now, and one tap
/// recognizer, added the first time an avoider handles taps and silent while none does. The
/// slot is the recognizer's target: Apple's documentation does not say whether a recognizer
/// retains its target, and the scroll view that keeps the recognizer keeps the slot too, where
/// an avoider may go first.
@MainActor
private final class KeyboardAvoidanceSlot: NSObject {
    var footprint = TextInputKeyboardAvoidance.Footprint<UIScrollView.KeyboardDismissMode>()
    weak var avoider: TextInputKeyboardAvoider?
    private weak var scrollView: UIScrollView?
    /// The shared recognizer, made and added to the scroll view when first asked for. The tapped
    /// button or field still gets its touches.
    private lazy var tap: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer(target: self, action: #selector(scrollViewTapped(_:)))
        tap.cancelsTouchesInView = false
        scrollView?.addGestureRecognizer(tap)
        return tap
    }()

    private init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    /// The slot `scrollView` keeps, made on first use.
    static func of(_ scrollView: UIScrollView) -> KeyboardAvoidanceSlot {
        (objc_getAssociatedObject(scrollView, &slotKey) as? KeyboardAvoidanceSlot)
            ?? {
                let slot = KeyboardAvoidanceSlot(scrollView: scrollView)
                objc_setAssociatedObject(scrollView, &slotKey, slot, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return slot
            }()
    }

    /// A tap in the scroll view goes to the avoider on it.
    @objc private func scrollViewTapped(_ tap: UITapGestureRecognizer) {
        avoider?.scrollViewTapped(tap)
    }

    /// Puts an avoider on as Core's footprint says, and answers its token.
    func putOn(handlingTaps: Bool, dismissMode: UIScrollView.KeyboardDismissMode?) -> Int {
        let on = footprint.putOn(handlingTaps: handlingTaps, dismissMode: dismissMode, over: scrollView?.keyboardDismissMode ?? .none)
        on.dismissMode.map { scrollView?.keyboardDismissMode = $0 }
        if handlingTaps {
            _ = tap
        }
        return on.token
    }

    /// Takes the avoider of `token` (nil: whichever is on) off, writing back what Core's
    /// footprint says.
    func takeOff(token: Int? = nil) {
        guard let scrollView, let restoration = footprint.takeOff(token: token, currentDismissMode: scrollView.keyboardDismissMode) else { return }
        restoration.dismissMode.map { scrollView.keyboardDismissMode = $0 }
        restoration.scrollState.map { scrollView.keyboardAvoidanceState = $0 }
    }
}

extension UIView {
    /// `view`'s bounds in this view's coordinates, through the screen's coordinate space, since
    /// `view` may be in another window (a bar, in the keyboard's); nil while either has no window.
    func frame(of view: UIView) -> CGRect? {
        guard view.window != nil, let space = window?.windowScene?.screen.coordinateSpace else { return nil }
        return convert(view.convert(view.bounds, to: space), from: space)
    }

    /// The control this view is, or is inside of (a button's label is inside its button).
    var enclosingControl: UIControl? {
        (self as? UIControl) ?? superview?.enclosingControl
    }
}

extension UIScrollView {
    /// The part of the scroll view keyboard avoidance changes and puts back: the content offset,
    /// and the content and vertical scroll-indicator insets as the app set them (what the system
    /// adds for the safe area is not part of them).
    var keyboardAvoidanceState: TextInputKeyboardAvoidance.ScrollState {
        get {
            TextInputKeyboardAvoidance.ScrollState(
                contentOffset: contentOffset,
                contentInset: TextInputEdgeInsets(contentInset),
                verticalScrollIndicatorInsets: TextInputEdgeInsets(verticalScrollIndicatorInsets))
        }
        set {
            contentInset = UIEdgeInsets(newValue.contentInset)
            verticalScrollIndicatorInsets = UIEdgeInsets(newValue.verticalScrollIndicatorInsets)
            contentOffset = newValue.contentOffset
        }
    }
}

fileprivate extension TextInputEdgeInsets {
    /// The same insets, edge for edge.
    init(_ insets: UIEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}

fileprivate extension UIEdgeInsets {
    /// The same insets, edge for edge.
    init(_ insets: TextInputEdgeInsets) {
        self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
#endif
