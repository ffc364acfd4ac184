import Foundation

/// What a host shows when it reports or asks something, as the conversation with it needs it.
package struct TextInputHostSnapshot: Equatable, Sendable {
    /// The host's text.
    package var text: String
    /// The host's selection, in UTF-16 offsets.
    package var selectedUTF16Range: NSRange
    /// The range an input method is composing, or nil.
    package var markedUTF16Range: NSRange?
    /// The provisional text the field's memory holds (``TextInputFieldMemory/provisionalSuffix``),
    /// which `text` ends with while the field shows it.
    package var provisionalSuffix: String

    /// A host showing `text` with the caret at its end unless told otherwise.
    package init(
        text: String,
        selectedUTF16Range: NSRange? = nil,
        markedUTF16Range: NSRange? = nil,
        provisionalSuffix: String = ""
    ) {
        self.text = text
        self.selectedUTF16Range = selectedUTF16Range ?? NSRange(location: text.utf16.count, length: 0)
        self.markedUTF16Range = markedUTF16Range
        self.provisionalSuffix = provisionalSuffix
    }
}

extension TextInputHostSnapshot {
    /// What `host` shows, with the provisional text the field's memory holds.
    @MainActor
    init(of host: any TextInputHost, provisionalSuffix: String) {
        self.init(
            text: host.text,
            selectedUTF16Range: host.selectedUTF16Range,
            markedUTF16Range: host.markedUTF16Range,
            provisionalSuffix: provisionalSuffix
        )
    }
}
