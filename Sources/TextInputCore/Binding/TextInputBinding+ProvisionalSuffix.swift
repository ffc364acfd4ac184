import Foundation

extension TextInputBinding {
    /// The part of the field's text the user has not entered, which views style apart: an
    /// inline completion's suggestion (``TextInputFieldMemory/provisionalSuffix``). Nil when the
    /// whole text is entered.
    public var provisionalRange: Range<String.Index>? {
        let text = self.text
        let length = provisionalSuffixLength(in: text)
        guard length > 0 else { return nil }
        return text.utf8.index(text.endIndex, offsetBy: -length)..<text.endIndex
    }

    /// The UTF-8 length of the provisional suffix `text` ends with; 0 when the memory holds none
    /// or `text` does not end with it.
    func provisionalSuffixLength(in text: String) -> Int {
        let suffix = memory.provisionalSuffix
        let length = suffix.utf8.count
        guard length > 0, text.utf8.count >= length, text.utf8.reversed().starts(with: suffix.utf8.reversed()) else {
            return 0
        }
        return length
    }

    /// `text` without its last `suffixLength` UTF-8 bytes: the text the user entered.
    func enteredText(_ text: String, droppingSuffixOf suffixLength: Int) -> String {
        guard suffixLength > 0 else { return text }
        return String(decoding: text.utf8.dropLast(suffixLength), as: UTF8.self)
    }

    /// Removes the provisional suffix from the field, keeping the selection within what is
    /// left, and forgets it. Answers whether there was one.
    @discardableResult
    func dropProvisionalSuffix(in host: any TextInputHost) -> Bool {
        let text = host.text
        let length = provisionalSuffixLength(in: text)
        memory.provisionalSuffix = ""
        guard length > 0 else { return false }
        let entered = enteredText(text, droppingSuffixOf: length)
        let end = entered.utf16.count
        // The host's selection may be anything (NSNotFound, negative): clamped, never added up.
        let selection = host.selectedUTF16Range.clamped(toUTF16Length: end)
        host.setText(entered, selectedUTF16Range: selection, answeringUserEdit: false)
        return true
    }
}
