#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit
import os

/// The key under which a text view keeps its host alive (`objc_setAssociatedObject`).
@MainActor private var associatedHostKey: UInt8 = 0

/// A UIKit text view seen as a ``TextInputCore/TextInputHost``: the seam a
/// ``TextInputCore/TextInputBinding`` drives. One host serves both kinds of view: a
/// ``UITextFieldHost`` for a `UITextField`, a ``UITextViewHost`` for a `UITextView`, which add
/// only the view's own delegate protocol. You rarely touch one; `format.bind(to:)` creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.bind(to: notesView)
/// let host = binding.host as? UITextInputViewHost   // host?.isMultiline == true
/// ```
///
/// While a binding is attached, the host is the view's `delegate` and forwards every delegate
/// call to the delegate the app had set before. The view keeps the host alive through an
/// associated object and the host keeps its binding alive, so a binding lives as long as its
/// view. Unbinding gives the view its delegate back.
@MainActor
public class UITextInputViewHost: NSObject, TextInputHost, TextInputKeyboardHost {
    /// The view this host speaks for; nil once the view is gone.
    weak var view: (any TextInputUIKitView)?

    /// The delegate the app had set on the view. It is read by `responds(to:)` and
    /// `forwardingTarget(for:)`, which UIKit calls on the main thread but which NSObject declares
    /// nonisolated; it is written only on the main actor.
    nonisolated(unsafe) weak var appDelegateObject: (any NSObjectProtocol)?

    /// The kind of view, which Core's decisions about the delegate, the undo stack and Return
    /// tell apart.
    package let kind: TextInputHostKind

    /// Sequences a rewrite the binding makes during UIKit's question, the caret UIKit may move
    /// after the answer, and clearing the undo stack (see `TextInputRewriteSequencer`).
    let sequencer = TextInputRewriteSequencer { work in DispatchQueue.main.async { work() } }

    /// Which delegate the host remembers as the app's and gives back (see the attachment below).
    package var takeover = TextInputDelegateTakeover()

    /// The return key the host last gave the view, so that a key the app set itself is kept.
    var appliedReturnKey: UIReturnKeyType?

    /// The binding, once one is attached. Setting nil (which `TextInputBinding.unbind()` does)
    /// detaches the host from the view and gives the view its previous delegate back.
    public var hostDelegate: (any TextInputHostDelegate)? {
        didSet { hostDelegate == nil ? handBack() : takeOver() }
    }

    /// The binding as plugins see it, once one is attached.
    var binding: (any TextInputBindingType)? {
        hostDelegate as? any TextInputBindingType
    }

    init(view: any TextInputUIKitView, kind: TextInputHostKind) {
        self.view = view
        self.kind = kind
        super.init()
    }

    // MARK: - TextInputHost

    /// The view's text; an empty string when UIKit reports none.
    public var text: String {
        view?.shownText ?? ""
    }

    /// The selection in UTF-16 offsets (what `UITextInput` offsets count). A view without a
    /// selection (not editing) reports a caret at the end of its text: its positions, measured
    /// from `beginningOfDocument`, are not to be relied on then (as in `select(_:in:)`).
    public var selectedUTF16Range: NSRange {
        editingUTF16Range(\.selectedTextRange) ?? NSRange(location: text.utf16.count, length: 0)
    }

    /// The text an input method is composing, in UTF-16 offsets, or nil (always, while the view
    /// is not editing).
    public var markedUTF16Range: NSRange? {
        editingUTF16Range(\.markedTextRange)
    }

    /// Whether the app set a `textContentType` (or the format's traits did), which lets
    /// QuickType offer AutoFill: the binding then lets in the space QuickType asks about before
    /// it inserts its value.
    public var expectsAutoFill: Bool {
        view?.textContentType != nil
    }

    /// The view's keyboard, which the keyboard bar picks its dismiss title by.
    package var keyboardType: TextInputKeyboardType {
        TextInputKeyboardType(uiKitRawValue: (view?.keyboardType ?? .default).rawValue)
    }

    /// Writes a rewrite the app asked for (see ``setText(_:selectedUTF16Range:answeringUserEdit:)``).
    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        setText(text, selectedUTF16Range: selectedUTF16Range, answeringUserEdit: false)
    }

    /// Writes a rewrite the binding made: text, then selection. For a rewrite that answers the
    /// user's edit, the notifications UIKit would have sent had the user typed it follow
    /// (InputMask #12); UIKit sends none for text set by code, and neither does the host.
    ///
    /// A rewrite leaves UIKit's undo stack describing text that no longer exists (InputMask #84):
    /// the stack is cleared, after UIKit has finished the edit it asked about when the rewrite
    /// answers that question, at once otherwise.
    public func setText(_ text: String, selectedUTF16Range: NSRange, answeringUserEdit: Bool) {
        guard let view else { return }
        sequencer.applyingRewrite {
            if view.markedTextRange != nil {
                view.unmarkText()
            }
            view.shownText = text
            sequencer.didWriteUnstyledText()
            styleProvisionalText()
            sequencer.didRewrite(self, text: text, selection: selectedUTF16Range, changingText: true)
            select(selectedUTF16Range, in: view)
            if answeringUserEdit {
                didAnswerUserEdit()
            }
        }
    }

    /// Sends what UIKit sends after a user edit of the view; each view says what that is.
    func didAnswerUserEdit() {}

    /// Keeps the host alive as long as the view (a field's host also takes its control events),
    /// once the host is the view's delegate (Core's `TextInputDelegateTakingHost`).
    package func didTakeOver() {
        view.map { objc_setAssociatedObject($0, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Lets the host go with its binding (a field's host also gives its control events back),
    /// once the view has its delegate back.
    package func didHandBack() {
        view.map { objc_setAssociatedObject($0, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Moves the selection, without telling the binding (it asked for it).
    public func setSelectedUTF16Range(_ range: NSRange) {
        guard let view else { return }
        sequencer.applyingRewrite {
            styleProvisionalText()
            select(range, in: view)
            sequencer.didRewrite(self, text: text, selection: range, changingText: false)
        }
    }

    /// Asks the view to become first responder.
    public func beginEditing() {
        _ = view?.becomeFirstResponder()
    }

    /// Asks the view to resign first responder.
    public func endEditing() {
        _ = view?.resignFirstResponder()
    }

    // MARK: - Asking and telling the binding

    /// Tells the binding something through `report`, then styles an inline suggestion the
    /// binding's plugins may have accepted or dropped meanwhile.
    package func tellBinding(_ report: (any TextInputHostDelegate) -> Void) {
        guard let hostDelegate else { return }
        report(hostDelegate)
        styleProvisionalText()
    }

    /// What UIKit lets the host know of an edit's kind (see `TextInputEditKind.reported`), which
    /// Core's `TextInputRewriteSequencer.ask(_:_:)` reads before putting UIKit's question.
    package var reportedEditKind: TextInputEditKind {
        .reported(
            hasMarkedText: view?.markedTextRange != nil,
            isUndoing: view?.undoManager?.isUndoing ?? false,
            isRedoing: view?.undoManager?.isRedoing ?? false
        )
    }

    /// Shows the return key the binding's plugins ask for, unless the app set one itself (see
    /// `TextInputReturnKey.platformKey(replacing:shownLast:platformDefault:_:)`).
    func applyReturnKey() {
        guard let view,
            let key = binding?.returnKey.platformKey(
                replacing: view.returnKeyType, shownLast: appliedReturnKey, platformDefault: .default, UIReturnKeyType.init)
        else { return }
        appliedReturnKey = key
        view.returnKeyType = key
    }

    // MARK: - Forwarding what the host does not implement (AnyFormatKit #8, IQKeyboardManager #626)

    /// Answers yes for the delegate methods the app's delegate implements, so that UIKit calls
    /// them; `forwardingTarget(for:)` then hands them over.
    ///
    /// Which selectors are the host's, denied or forwarded is Core's decision
    /// (`TextInputAppDelegateSharing.responds(to:for:hostImplements:appDelegateImplements:)`).
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        TextInputAppDelegateSharing.responds(to: aSelector.map(NSStringFromSelector) ?? "", for: kind, hostImplements: super.responds(to: aSelector)) {
            appDelegateObject?.responds(to: aSelector) ?? false
        }
    }

    /// Sends the messages the host does not implement to the app's delegate.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        TextInputAppDelegateSharing.forwardingTarget(app: appDelegateObject) { $0.responds(to: aSelector) } ?? super.forwardingTarget(for: aSelector)
    }

    // MARK: - UIKit plumbing

    /// The view's `range` in UTF-16 offsets from `beginningOfDocument`; nil when the view has
    /// none, or is not editing, when its positions are not to be relied on.
    private func editingUTF16Range(_ range: KeyPath<any TextInputUIKitView, UITextRange?>) -> NSRange? {
        guard let view, view.isFirstResponder, let range = view[keyPath: range] else { return nil }
        let start = view.offset(from: view.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: view.offset(from: range.start, to: range.end))
    }

    func select(_ range: NSRange, in view: any TextInputUIKitView) {
        // A view that is not editing has no selection, and its positions are not to be relied on.
        guard view.isFirstResponder,
            let start = view.position(from: view.beginningOfDocument, offset: range.location),
            let end = view.position(from: start, offset: range.length)
        else { return }
        view.selectedTextRange = view.textRange(from: start, to: end)
    }

    /// Clears the undo manager of an editing field, which is the field's own; a text view's,
    /// or a view's that is not editing, is its window's and is left alone (Core's
    /// `TextInputRewriteSequencer.clearsUndoManager(of:isEditing:)`).
    package func clearUndoStack() {
        guard let view, TextInputRewriteSequencer.clearsUndoManager(of: kind, isEditing: view.isFirstResponder) else { return }
        view.undoManager?.removeAllActions()
    }
}

extension UITextInputViewHost: TextInputAskingHost {}

/// What the host answers about its view (Core's `TextInputPlatformViewHost`).
extension UITextInputViewHost: TextInputPlatformViewHost {
    /// The view, as Core's `TextInputPlatformViewHost` reads it.
    package var platformView: (any TextInputPlatformView)? { view }
}

/// An inline completion's suggestion (Core's `provisionalRange`) is drawn in the placeholder's
/// lighter colour after the caret. It is styled with attributed text, not marked text, which
/// would make UIKit treat it as a composition and stop the binding from formatting.
extension UITextInputViewHost {
    /// Styles the view's text for the binding's provisional range when it changed since the
    /// text was last styled: the range lighter, the rest as the view draws it.
    func styleProvisionalText() {
        guard let view else { return }
        let text = self.text
        let range = binding?.provisionalRange.map { text.utf16Range(of: $0) }
        sequencer.restyle(self, provisionalRange: range) {
            let selection = selectedUTF16Range
            let styled = NSMutableAttributedString(string: text, attributes: view.plainTextAttributes)
            range.map { styled.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: $0) }
            view.showStyledText(styled)
            select(selection, in: view)
        }
    }
}

/// How a host takes a view over and gives it back (Core's `TextInputDelegateTakingHost`): its
/// delegate, the associated object that keeps the host alive, and the app's delegate every call
/// is forwarded to.
extension UITextInputViewHost: TextInputDelegateTakingHost {
    /// The host attached to `view`, if a binding is.
    static func existingHost(for view: UIView) -> UITextInputViewHost? {
        objc_getAssociatedObject(view, &associatedHostKey) as? UITextInputViewHost
    }

    /// Takes the view's delegate back when the app replaced it (Core's
    /// `adoptReplacedDelegate()`). Answers whether it had to.
    ///
    /// The calls UIKit made to the new delegate meanwhile did not reach the binding, so the app
    /// hears of it once in the log, unless `warns` is false (a delegate set where the package
    /// asks for settings, as `FormattedTextField`'s `configure`).
    @discardableResult
    package func adoptReplacedDelegate(warns: Bool) -> Bool {
        guard adoptReplacedDelegate() else { return false }
        if warns {
            Logger(subsystem: "TextInputKit", category: "UITextFieldHost").warning(
                "The view's delegate was set after binding a format; the binding adopted it as the app's delegate. Set it before bind(to:)."
            )
        }
        return true
    }

    /// The app's delegate and the view's, which Core's `TextInputDelegateTakeover` decides about.
    package var currentDelegates: TextInputDelegateTakeover.Delegates<any NSObjectProtocol>? {
        view.map { TextInputDelegateTakeover.Delegates(app: appDelegateObject, field: $0.anyDelegate) }
    }

    package var asViewDelegate: any NSObjectProtocol { self }

    /// Watches the app's delegate: a watcher it keeps (an associated object, one per host,
    /// replacing the host's earlier one) tells the host when it is freed — at once on the main
    /// thread, where delegates are almost always freed, so that the view's delegate is set again
    /// before UIKit can call a method it cached; from another thread, on the main queue's next
    /// turn. The host then reads the delegate as nil, which Core's `appDelegateWentAway()` acts on.
    private func watch(_ appDelegate: any NSObjectProtocol) {
        let released: @MainActor @Sendable () -> Void = { [weak self] in self?.appDelegateWentAway() }
        let watcher = TextInputReleaseWatcher { Thread.isMainThread ? MainActor.assumeIsolated(released) : DispatchQueue.main.async(execute: released) }
        objc_setAssociatedObject(appDelegate, Unmanaged.passUnretained(self).toOpaque(), watcher, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// Writes the delegates Core decided on: the app's first, so that the host forwards to it from
    /// the moment it is the view's delegate, watched so that the host hears when it is freed. The
    /// view's delegate is cleared before it is set, so that UIKit, which may cache which delegate
    /// methods exist when the delegate is set (`UIScrollView` does), asks `responds(to:)` anew.
    package func hand(_ delegates: TextInputDelegateTakeover.Delegates<any NSObjectProtocol>) {
        appDelegateObject = delegates.app
        delegates.app.map(watch)
        view?.anyDelegate = nil
        view?.anyDelegate = delegates.field
    }
}
#endif
