import Foundation

/// What every ``TextInputBinding`` offers whatever its value type: the view plugins have of it.
@MainActor
public protocol TextInputBindingType: AnyObject {
    /// The field, while bound.
    var host: (any TextInputHost)? { get }
    /// The field's text.
    var text: String { get }
    /// The field's selection, as indices into ``text``.
    var selectedRange: Range<String.Index> { get }
    /// Whether the text stands for a value.
    var hasValue: Bool { get }
    /// Whether the value is complete (``TextInputCompletable``); false without a value.
    var isComplete: Bool { get }
    /// Where the text stands on its way to a value (``TextInputValueStatus``): empty,
    /// incomplete, complete, valid or invalid. A conforming type that does not say gets an answer
    /// from ``text`` and ``hasValue``.
    var status: TextInputValueStatus { get }
    /// The part of ``text`` the user has not entered (an inline suggestion, a mask's
    /// remainder), or nil.
    var provisionalRange: Range<String.Index>? { get }
    /// The ``provisionalRange`` when it is a suggestion the user may accept (an inline
    /// completion's), which a screen reader says after the entered text; nil for a template
    /// such as a mask's remainder, and when there is none. Nil by default.
    var suggestionRange: Range<String.Index>? { get }
    /// Whether the field has the keyboard focus, itself or through a keyboard bar editing on
    /// its behalf.
    var isEditing: Bool { get }
    /// The attached plugins, in the order they are asked.
    var plugins: [any TextInputPlugin] { get }
    /// The log this binding writes its decisions to, if it has one of its own
    /// (``TextInputDecisionLog``); nil unless a conforming type keeps one.
    var decisionLog: TextInputDecisionLog? { get }

    /// What VoiceOver says for the text the user entered (``text`` without its provisional
    /// text), in the language of `locale` (``TextInputSpokenText``); ``spokenText`` says it in
    /// the user's language. A conforming type that cannot ask a format says the entered text
    /// with every run of two or more digits spelled out.
    ///
    /// ```swift
    /// binding.spokenText(locale: Locale(identifier: "ja_JP")).text   // "2027年12月" for "12/27"
    /// ```
    func spokenText(locale: Locale) -> TextInputSpokenText

    /// Replaces `range` of the text with `string` as an edit of `kind`, through the format's
    /// rules like a user's edit. Answers whether the text or selection changed.
    @discardableResult
    func replaceCharacters(in range: Range<String.Index>, with string: String, kind: TextInputEditKind) -> Bool

    /// Attaches `plugin`; attaching one that is already attached does nothing.
    func attach(_ plugin: any TextInputPlugin)

    /// Detaches `plugin`.
    func detach(_ plugin: any TextInputPlugin)

    /// Gives the field the keyboard focus (or the keyboard bar editing on its behalf).
    /// Answers whether it has the focus afterwards.
    @discardableResult
    func beginEditing() -> Bool

    /// Takes the keyboard focus from the field (or from the keyboard bar editing on its behalf).
    func endEditing()

    /// Detaches the binding from its field; the field keeps its text.
    func unbind()
}

extension TextInputBindingType {
    /// None: a conforming type that shows no suggestions.
    public var suggestionRange: Range<String.Index>? { nil }

    /// ``TextInputValueStatus/empty`` without text, ``TextInputValueStatus/complete`` with a
    /// value, ``TextInputValueStatus/incomplete`` otherwise: what a binding that cannot ask its
    /// format reports. ``TextInputBinding`` asks its format (``TextInputFormat/status(of:)``).
    public var status: TextInputValueStatus {
        text.isEmpty ? .empty : hasValue ? .complete : .incomplete
    }
}
