extension Mask {
    /// Where the caret goes when characters are written or removed right at it, and what the
    /// mask does after the last character of the input.
    ///
    /// ```swift
    /// let typing = Mask.CaretGravity.forward(autocomplete: true)
    /// let backspacing = Mask.CaretGravity.backward(autoskip: false)
    /// ```
    package enum CaretGravity: Hashable, Sendable {
        /// The caret moves past characters written at it: the shape of an insertion.
        /// With `autocomplete`, when the caret is at the end, the fixed characters up to the next
        /// slot are written too, so that nobody types separators.
        case forward(autocomplete: Bool)
        /// The caret stays before characters written at it: the shape of a deletion. With
        /// `autoskip`, fixed characters left at the end of the text right after the caret are
        /// removed too.
        case backward(autoskip: Bool)
    }

    /// A text with a caret, as a mask reads it.
    ///
    /// ```swift
    /// let typed = Mask.Input(text: "+1 (55", caretOffset: 6, caretGravity: .forward(autocomplete: true))
    /// ```
    package struct Input: Hashable, Sendable {
        /// The text, unformatted or formatted by another mask.
        package var text: String
        /// The caret, in Characters from the start of `text`.
        package var caretOffset: Int
        /// What happens to the caret and after the input.
        package var caretGravity: CaretGravity

        /// Creates an input; the caret defaults to the end of `text`, and the gravity to a paste.
        ///
        /// ```swift
        /// let pasted = Mask.Input(text: "5551234567")
        /// let backspaced = Mask.Input(text: "+1 (55", caretOffset: 6, caretGravity: .backward(autoskip: false))
        /// ```
        package init(text: String, caretOffset: Int? = nil, caretGravity: CaretGravity = .forward(autocomplete: false)) {
            self.text = text
            self.caretOffset = caretOffset ?? text.count
            self.caretGravity = caretGravity
        }
    }

    /// What applying a mask gives.
    ///
    /// ```swift
    /// let result = try Mask("[00]{.}[00]").apply("1234")
    /// result.formattedText  // "12.34"
    /// result.extractedValue // "12.34"
    /// result.caretOffset    // 5
    /// ```
    package struct Result: Hashable, Sendable {
        /// The text as the mask formats it.
        package var formattedText: String
        /// The caret in `formattedText`, in Characters: after the last character produced from the
        /// input before the caret.
        package var caretOffset: Int
        /// The slot characters and `{ }` characters of the text, without the fixed characters
        /// outside brackets.
        package var extractedValue: String
        /// Whether every mandatory slot is filled.
        package var isComplete: Bool
        /// How well the input fits the mask: +1 for each input Character taken as it is, −1 for
        /// each skipped or added one. The ``MaskAffinityStrategy/wholeString`` strategy compares it.
        package var affinity: Int
        /// The part of the placeholder still to be filled after the text.
        package var tailPlaceholder: String

        /// Creates a result.
        ///
        /// ```swift
        /// let empty = Mask.Result(formattedText: "", caretOffset: 0, extractedValue: "",
        ///                         isComplete: false, affinity: 0, tailPlaceholder: "00.00")
        /// ```
        package init(formattedText: String, caretOffset: Int, extractedValue: String, isComplete: Bool, affinity: Int, tailPlaceholder: String) {
            self.formattedText = formattedText
            self.caretOffset = caretOffset
            self.extractedValue = extractedValue
            self.isComplete = isComplete
            self.affinity = affinity
            self.tailPlaceholder = tailPlaceholder
        }
    }
}
