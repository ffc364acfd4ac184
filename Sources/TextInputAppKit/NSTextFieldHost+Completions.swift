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
        var proposed = words
        if let autoFill = attachedAutoFill {
            proposed = autoFill.completions(forPartialWordUTF16Range: charRange, in: textView.string)
            index.pointee = -1
        }
        return appDelegate?.control?(
            control,
            textView: textView,
            completions: proposed,
            forPartialWordRange: charRange,
            indexOfSelectedItem: index
        ) ?? proposed
    }

    /// The first autofill attached to the field's binding, if any.
    fileprivate var attachedAutoFill: TextInputAutoFill? {
        (hostDelegate as? any TextInputBindingType)?.plugins.lazy.compactMap { $0 as? TextInputAutoFill }.first
    }

    /// Opens the field editor's completion list, if the field is being edited.
    fileprivate func openCompletionList() {
        (textField?.currentEditor() as? NSTextView)?.complete(nil)
    }
}

extension TextInputBindingType {
    /// Opens the completion list of the bound `NSTextField`'s field editor as the user types,
    /// once AppKit has finished the edit in progress. Call it on a binding that has a
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
    /// A prompt that opens the completion list of an `NSTextField`'s field editor as the user
    /// types, once AppKit has finished the edit in progress.
    static func fieldEditor() -> TextInputCompletionPrompt {
        let prompt = TextInputCompletionPrompt()
        prompt.onPrompt = { [weak prompt] binding in
            guard let prompt else { return }
            let host = binding.host as? NSTextFieldHost
            // Not from inside the edit: AppKit may still be asking the formatter about it.
            Task { @MainActor in
                if prompt.takePrompt() {
                    host?.openCompletionList()
                }
            }
        }
        return prompt
    }
}
#endif
