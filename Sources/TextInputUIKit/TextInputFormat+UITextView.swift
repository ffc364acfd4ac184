#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

extension TextInputFormat {
    /// Binds this format to a `UITextView`, as `bind(to: textField)` binds a field: from
    /// now on every edit of the text view goes through the format. Text already in it is
    /// formatted as if it had been pasted.
    ///
    /// Return types a line break, which the format sees like any character, unless a plugin of
    /// the binding handles Return first: a selected suggestion or an inline completion is
    /// accepted, a ``TextInputCore/TextInputReturnAction`` runs, and a
    /// ``TextInputCore/TextInputFormNavigator`` moves on as the field's return policy says (give
    /// a notes field ``TextInputCore/TextInputFormNavigator/ReturnKeyPolicy/newline`` to keep its
    /// line breaks; the toolbar's Next still moves on).
    ///
    /// The text view keeps the binding alive; its existing `delegate` keeps receiving every
    /// delegate call and gets the view back on ``TextInputCore/TextInputBinding/unbind()``; set
    /// it before binding. The format's input traits are applied where the view still has
    /// UIKit's defaults.
    ///
    /// ```swift
    /// let notes = UITextView()
    /// let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 200).bind(to: notes)
    /// binding.attachToolbar()
    /// ```
    @MainActor
    @discardableResult
    public func bind(to textView: UITextView) -> TextInputBinding<Value> {
        textView.apply(traits)
        return bind(to: UITextViewHost.host(for: textView)).speakingThroughVoiceOver(for: textView)
    }
}
#endif
