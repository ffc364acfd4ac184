import Foundation

/// A text field, seen the way a ``TextInputBinding`` needs it: the seam between the core and
/// every kind of field (``TextInputSimulator``, a `UITextField`, an `NSTextField`, the terminal
/// playground's fields).
///
/// The seam speaks what UIKit speaks. Before the user changes the text, the host asks its
/// ``hostDelegate`` whether to replace a UTF-16 `NSRange` with a string; when the delegate says
/// yes, the host applies the edit itself and then reports that its text changed. When the
/// delegate says no, the host leaves its text alone; the delegate may already have rewritten it
/// through ``setText(_:selectedUTF16Range:)``.
///
/// Ownership: the host keeps its delegate alive (a strong reference), and a binding holds its
/// host weakly. A binding therefore lives exactly as long as its field, whether or not the caller
/// keeps the object that `bind(to:)` returned.
@MainActor
public protocol TextInputHost: AnyObject {
    /// The field's text.
    var text: String { get }

    /// The selection in UTF-16 offsets; an empty range is the caret.
    var selectedUTF16Range: NSRange { get }

    /// The range of text an input method is composing (marked text), or nil.
    var markedUTF16Range: NSRange? { get }

    /// Whether the field has the keyboard focus.
    var isEditing: Bool { get }

    /// The object that approves edits and hears about changes: a binding, once one is attached.
    var hostDelegate: (any TextInputHostDelegate)? { get set }

    /// Replaces the whole text and the selection, without asking the delegate. Composition in
    /// progress ends. Used for the rewrites a binding makes.
    func setText(_ text: String, selectedUTF16Range: NSRange)

    /// Replaces the whole text and the selection like ``setText(_:selectedUTF16Range:)``, saying
    /// whether the rewrite answers an edit the user made (typing, a paste, a committed
    /// composition, an accepted suggestion) or comes from the app (binding over existing text,
    /// setting the value, ``TextInputBinding/reformat()``). UIKit sends `.editingChanged` and
    /// `textDidChangeNotification` for user edits only, and so does its adapter. The default
    /// calls ``setText(_:selectedUTF16Range:)``.
    func setText(_ text: String, selectedUTF16Range: NSRange, answeringUserEdit: Bool)

    /// Moves the selection without changing the text, without asking the delegate.
    func setSelectedUTF16Range(_ range: NSRange)

    /// Asks the field to take the keyboard focus.
    func beginEditing()

    /// Asks the field to give up the keyboard focus.
    func endEditing()

    /// Whether the field can take the keyboard focus now: false while it is disabled, hidden or
    /// read-only. Form navigation skips a field that cannot. The default is true.
    var canBeginEditing: Bool { get }

    /// The text the field shows while it is empty (UIKit's `placeholder`), or nil. Form
    /// navigation and the keyboard bar use it as the field's title. The default is nil.
    var placeholder: String? { get }

    /// Whether the field holds several lines (a `UITextView`, an `NSTextView`): Return is then a
    /// line break the host asks about like any typed character, which the binding offers to
    /// its plugins first (`TextInputMultilineReturn`). The default is false.
    var isMultiline: Bool { get }
}

extension TextInputHost {
    /// Writes the text the same way whoever asked for it.
    public func setText(_ text: String, selectedUTF16Range: NSRange, answeringUserEdit: Bool) {
        setText(text, selectedUTF16Range: selectedUTF16Range)
    }

    /// True: a host that does not say otherwise can always take the focus.
    public var canBeginEditing: Bool { true }

    /// Nil: a host that does not say otherwise has no placeholder.
    public var placeholder: String? { nil }

    /// False: a host that does not say otherwise is a single-line field.
    public var isMultiline: Bool { false }
}

/// The object a ``TextInputHost`` asks before every edit and tells about every change: the shape
/// of `UITextFieldDelegate`. ``TextInputBinding`` is one.
@MainActor
public protocol TextInputHostDelegate: AnyObject {
    /// Whether the host should replace `range` (UTF-16) with `string` itself.
    ///
    /// - Parameters:
    ///   - host: The text field that asks.
    ///   - range: The range of the host's text to replace, in UTF-16.
    ///   - string: The text that replaces it; empty for a deletion.
    ///   - kind: Where the edit comes from; ``TextInputEditKind/unknown`` when the host cannot
    ///     tell (UIKit), and the binding infers it.
    func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn range: NSRange,
        with string: String,
        kind: TextInputEditKind
    ) -> Bool

    /// Whether the host should replace several ranges at once: the first with `string`, the
    /// others with nothing (as iOS 26's `shouldChangeCharactersInRanges` asks).
    func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn ranges: [NSRange],
        with string: String,
        kind: TextInputEditKind
    ) -> Bool

    /// The host's text or marked text changed.
    func hostDidChangeText(_ host: any TextInputHost)

    /// The host's selection moved without a text change.
    func hostDidChangeSelection(_ host: any TextInputHost)

    /// The host took the keyboard focus.
    func hostDidBeginEditing(_ host: any TextInputHost)

    /// The host gave up the keyboard focus.
    func hostDidEndEditing(_ host: any TextInputHost)

    /// The user pressed Return. Answers whether the host should go on with its own behaviour.
    func hostShouldReturn(_ host: any TextInputHost) -> Bool
}

extension TextInputHostDelegate {
    /// Sends the ranges through ``host(_:shouldReplaceCharactersIn:with:kind:)-(_,NSRange,_,_)``
    /// as one edit: the span from the first range to the last, in which the first range becomes
    /// `string`, the other ranges are deleted and the text between them stays.
    public func host(
        _ host: any TextInputHost,
        shouldReplaceCharactersIn ranges: [NSRange],
        with string: String,
        kind: TextInputEditKind
    ) -> Bool {
        let merged = host.text.mergingUTF16Ranges(ranges, replacingFirstWith: string)
        return self.host(host, shouldReplaceCharactersIn: merged.range, with: merged.replacement, kind: kind)
    }
}
