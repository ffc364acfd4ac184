#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// Autofill suggestions on the Mac: the field editor's completion list, fed by the binding's
/// ``TextInputCore/TextInputAutoFill``.
///
/// AppKit replaces only the word being typed with the completion the user picks, so each match
/// is offered as what must stand in that word's place for the whole text to become the match
/// (Core's `completions(forPartialWordUTF16Range:in:)`); picking it is an edit like any other,
/// which the formatter question puts through the format.
extension NSTextFieldHost {
    /// The completions AppKit offers for the word being typed: the attached autofill's matches,
    /// with none selected (picking is left to the user), or AppKit's own words when no autofill
    /// is attached. The app's delegate, if it implements this method, gets the last word on
    /// either list.
    ///
    /// AppKit asks when the user requests completion (F5 by default) or when
    /// `attachCompletionPrompt()` opens the list as the user types.
    @objc
    public func control(
        _ control: NSControl,
        textView: NSTextView,
        completions words: [String],
        forPartialWordRange charRange: NSRange,
        indexOfSelectedItem index: UnsafeMutablePointer<Int>
    ) -> [String] {
        let offered = offeredCompletions(words, forPartialWordRange: charRange, in: textView.string)
        index.pointee = offered.selectedIndex ?? index.pointee
        return appDelegate?.control?(
            control,
            textView: textView,
            completions: offered.words,
            forPartialWordRange: charRange,
            indexOfSelectedItem: index
        ) ?? offered.words
    }

}

extension TextInputBindingType {
    /// Opens the completion list of the bound `NSTextField`'s field editor (or of the bound
    /// `NSTextView`) as the user types, once AppKit has finished the edit in progress. Call it on a binding that has a
    /// ``TextInputCore/TextInputAutoFill``; SwiftUI's `FormattedTextField` does so by itself.
    ///
    /// ```swift
    /// let binding = TextInputFormats.plain.bind(to: cityField)
    /// binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Lyon"])))
    /// binding.attachCompletionPrompt()
    /// ```
    public func attachCompletionPrompt() {
        attach(TextInputCompletionPrompt.fieldEditor())
    }
}

extension TextInputCompletionPrompt {
    /// A prompt that opens the completion list of an `NSTextField`'s field editor, or of an
    /// `NSTextView`, as the user types, once AppKit has finished the edit in progress (it asks only
    /// while the user types).
    package static func fieldEditor() -> TextInputCompletionPrompt {
        TextInputCompletionPrompt { binding in (binding.host as? NSTextInputViewHost)?.view?.editingTextView?.complete(nil) }
    }
}
#endif
