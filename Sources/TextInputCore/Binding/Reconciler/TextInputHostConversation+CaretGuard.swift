import Foundation

extension TextInputHostConversation {
    /// Where the caret or selection the user just put into fixed text goes: inside the format's
    /// editable range (see ``TextInputFormatterType/editableRange(in:)``), at its nearest end
    /// for a caret, and without the fixed part for a selection. Nil when the report is of
    /// something else (a new text, a composition) or the selection is already editable; a
    /// selection of the whole text stays, since selecting all means all.
    ///
    /// A selection that reaches into the provisional text, or out of the text, is the report's
    /// to cut (see ``report(_:selectedUTF16Range:provisionalSuffix:)``).
    ///
    /// Unless `evenIfReported`, a selection already reported stays: the format placed it.
    func selectionKeptEditable(in host: TextInputHostSnapshot, evenIfReported: Bool = false) -> NSRange? {
        let selection = host.selectedUTF16Range
        guard evenIfReported || selection != reportedSelection, host.markedUTF16Range == nil,
            host.text.hasSameUTF8(as: reportedText)
        else { return nil }
        let entered = host.text.droppingUTF8Suffix(ofLength: reportedSuffixLength)
        let enteredLength = entered.utf16.count
        // Within the entered text (checked without adding, since a host's range may be any
        // two integers), and not all of it.
        guard selection.location >= 0, selection.length >= 0, selection.location <= enteredLength,
            selection.length <= enteredLength - selection.location, selection.length < enteredLength
        else { return nil }
        let range = entered.characterRange(forUTF16: selection)
        let kept = range.clamped(to: editableRange(entered))
        guard kept != range else { return nil }
        return entered.utf16Range(of: entered.characterAlignedRange(kept))
    }
}
