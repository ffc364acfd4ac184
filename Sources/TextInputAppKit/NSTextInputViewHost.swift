#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// The key under which a view keeps its host alive (`objc_setAssociatedObject`).
@MainActor private var associatedHostKey: UInt8 = 0

/// An AppKit text view seen as a ``TextInputCore/TextInputHost``: the seam a
/// ``TextInputCore/TextInputBinding`` drives. One host serves both kinds of view, which are
/// edited through an `NSTextView` (a field's field editor, or the text view itself): an
/// ``NSTextFieldHost`` asks about each edit through the field's formatter, an ``NSTextViewHost``
/// through the text view's delegate. You rarely touch one; `format.bind(to:)` creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.bind(to: notesView)
/// let host = binding.host as? NSTextInputViewHost   // host?.isMultiline == true
/// ```
///
/// While a binding is attached, the host is the view's `delegate`, forwarding every delegate
/// call to the app's previous delegate, and the view keeps the host alive; unbinding gives the
/// view its delegate back.
@MainActor
public class NSTextInputViewHost: NSObject, TextInputHost {
    /// The view this host speaks for; nil once it is gone.
    weak var view: (any TextInputAppKitView)?

    /// The delegate the app had set on the view. Read by the nonisolated `responds(to:)` and
    /// `forwardingTarget(for:)`; written only on the main actor.
    nonisolated(unsafe) weak var appDelegateObject: (any NSObjectProtocol)?

    /// The kind of view, which Core's decisions about the delegate and Return tell apart.
    package let kind: TextInputHostKind

    /// AppKit's questions and the reports around them, decided in Core.
    let session = TextInputPartialStringSession()
    package var takeover = TextInputDelegateTakeover()

    /// The binding, once one is attached. Setting nil (which `TextInputBinding.unbind()` does)
    /// detaches the host and gives the view what it had before.
    public var hostDelegate: (any TextInputHostDelegate)? {
        didSet { hostDelegate == nil ? handBack() : takeOver() }
    }

    init(view: any TextInputAppKitView, kind: TextInputHostKind) {
        self.view = view
        self.kind = kind
        super.init()
        session.host = self
    }

    /// Keeps the host alive as long as the view and hears of selection changes (a field's host
    /// also installs its formatter), once the host is the view's delegate (Core's
    /// `TextInputDelegateTakingHost`).
    package func didTakeOver() {
        NotificationCenter.default.addObserver(
            self,
            selector: #selector(textViewSelectionDidChange(_:)),
            name: NSTextView.didChangeSelectionNotification,
            object: nil
        )
        view.map { objc_setAssociatedObject($0, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Gives back what ``didTakeOver()`` took (a field's host also its formatter), once the
    /// view has its delegate back.
    package func didHandBack() {
        NotificationCenter.default.removeObserver(self, name: NSTextView.didChangeSelectionNotification, object: nil)
        view.map { objc_setAssociatedObject($0, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    // MARK: - TextInputHost

    /// The text: the editing text view's (reading a field's `stringValue` while it is edited
    /// would make AppKit validate the edit in progress).
    public var text: String {
        session.askedText ?? view.map { $0.editingTextView?.string ?? $0.restingText } ?? ""
    }

    /// The editing text view's selection in UTF-16 offsets; a caret at the end when not editing.
    /// (Read as `NSText`'s property: `NSTextView` also has `NSTextInputClient`'s `selectedRange()`.)
    public var selectedUTF16Range: NSRange {
        session.askedSelection ?? (view?.editingTextView as NSText?)?.selectedRange ?? NSRange(location: text.utf16.count, length: 0)
    }

    /// The text an input method is composing, or nil.
    public var markedUTF16Range: NSRange? {
        view?.editingTextView.flatMap { $0.hasMarkedText() ? $0.markedRange() : nil }
    }

    /// Writes a rewrite the binding made. During AppKit's question it becomes the answer; while
    /// editing it goes through the editing text view as an undoable change (so undo stays
    /// consistent and the change is reported as AppKit reports typing); otherwise it sets the
    /// view's text.
    public func setText(_ text: String, selectedUTF16Range: NSRange) {
        session.write(text, selection: selectedUTF16Range) {
            guard let editor = view?.editingTextView else {
                view?.restingText = text
                return
            }
            if editor.hasMarkedText() {
                editor.unmarkText()
            }
            let whole = NSRange(location: 0, length: editor.string.utf16.count)
            if editor.shouldChangeText(in: whole, replacementString: text) {
                editor.replaceCharacters(in: whole, with: text)
                editor.didChangeText()
            }
            select(selectedUTF16Range, in: editor)
        }
    }

    /// Moves the editing text view's selection, without telling the binding (it asked for it).
    public func setSelectedUTF16Range(_ range: NSRange) {
        session.select(range) { view?.editingTextView.map { select(range, in: $0) } }
    }

    /// Makes the view its window's first responder.
    public func beginEditing() {
        view.map { _ = $0.window?.makeFirstResponder($0) }
    }

    /// Ends editing by making the window its own first responder, if this view is editing.
    public func endEditing() {
        guard isEditing, let window = view?.window else { return }
        _ = window.makeFirstResponder(nil)
    }

    // MARK: - Forwarding what the host does not implement

    /// Answers yes for the delegate methods the app's delegate implements, so that AppKit calls
    /// them; `forwardingTarget(for:)` then hands them over.
    ///
    /// Which selectors are the host's, denied or forwarded is Core's decision
    /// (`TextInputAppDelegateSharing.responds(to:for:hostImplements:appDelegateImplements:)`).
    /// The multi-range edit question is denied (`deniedSelectors(for:)`): AppKit asks it
    /// instead of the single-range one whenever the delegate implements it, so the binding, which
    /// answers the single-range one, would never hear the edit.
    public nonisolated override func responds(to aSelector: Selector!) -> Bool {
        TextInputAppDelegateSharing.responds(to: aSelector.map(NSStringFromSelector) ?? "", for: kind, hostImplements: super.responds(to: aSelector)) {
            appDelegateObject?.responds(to: aSelector) ?? false
        }
    }

    /// Sends the messages the host does not implement to the app's delegate.
    public nonisolated override func forwardingTarget(for aSelector: Selector!) -> Any? {
        TextInputAppDelegateSharing.forwardingTarget(app: appDelegateObject) { $0.responds(to: aSelector) } ?? super.forwardingTarget(for: aSelector)
    }

    // MARK: - AppKit plumbing

    func select(_ range: NSRange, in editor: NSText) {
        // Setting a range past the end raises; a refused change can leave the text shorter.
        guard range.isInside(utf16Length: editor.string.utf16.count) else { return }
        editor.selectedRange = range
    }

    /// The completions AppKit offers for the word being typed: the attached autofill's matches,
    /// with none selected (picking is left to the user), or AppKit's own `words` when no
    /// autofill is attached (Core's `wordCompletions(replacing:forPartialWordUTF16Range:in:)`).
    func offeredCompletions(_ words: [String], forPartialWordRange range: NSRange, in text: String) -> (words: [String], selectedIndex: Int?) {
        (hostDelegate as? any TextInputBindingType)?.wordCompletions(replacing: words, forPartialWordUTF16Range: range, in: text)
            ?? (words: words, selectedIndex: nil)
    }

    /// The host already attached to `view`, if a binding is.
    static func existingHost(for view: NSView) -> NSTextInputViewHost? {
        objc_getAssociatedObject(view, &associatedHostKey) as? NSTextInputViewHost
    }

    /// A field's field editor is shared by its window's fields: only selection changes of the
    /// text view editing this view matter.
    @objc private func textViewSelectionDidChange(_ notification: Notification) {
        session.didChangeSelection(of: notification.object as AnyObject?, fieldEditor: view?.editingTextView)
    }
}
/// What the host answers about its view (Core's `TextInputPlatformViewHost`).
extension NSTextInputViewHost: TextInputPlatformViewHost {
    /// The view, as Core's `TextInputPlatformViewHost` reads it.
    package var platformView: (any TextInputPlatformView)? { view }
}

/// How a host takes a view over and gives it back (Core's `TextInputDelegateTakingHost`).
extension NSTextInputViewHost: TextInputDelegateTakingHost {
    /// The app's delegate and the view's, which Core's `TextInputDelegateTakeover` decides about.
    package var currentDelegates: TextInputDelegateTakeover.Delegates<any NSObjectProtocol>? {
        view.map { TextInputDelegateTakeover.Delegates(app: appDelegateObject, field: $0.anyDelegate) }
    }

    package var asViewDelegate: any NSObjectProtocol { self }

    /// Writes the delegates Core decided on: the app's first, so that the host forwards to it from
    /// the moment it is the view's delegate.
    package func hand(_ delegates: TextInputDelegateTakeover.Delegates<any NSObjectProtocol>) {
        appDelegateObject = delegates.app
        view?.anyDelegate = delegates.field
    }
}
#endif
