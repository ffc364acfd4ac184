/// Decides what one edit of a text field turns into: accept it, reject it, or rewrite the text
/// and the selection.
///
/// Implement one of its two methods; each has a default that calls the other.
///
/// - ``validate(editing:withSelection:replacing:at:)`` has the shape of Foundation's
///   `Formatter.isPartialStringValid`: the text, the selection, the inserted string and the
///   replaced range.
/// - ``validate(_:memory:)`` gets the whole ``TextInputEdit``, its kind (typing, paste,
///   deletion…) included, and the field's ``TextInputFieldMemory``, which it may read and update
///   (a mask records which of its affine formats the edit picked, for the serializer to read).
///   A binding always calls this one, with its own field's memory.
///
/// ```swift
/// struct UppercaseFormatter: TextInputFormatterType {
///     func validate(
///         editing originalString: String,
///         withSelection originalSelectedRange: Range<String.Index>,
///         replacing replacementString: String,
///         at editedRange: Range<String.Index>
///     ) -> TextInputValidationResult {
///         let uppercased = replacementString.uppercased()
///         guard uppercased != replacementString else { return .accepted }
///         let edit = TextInputEdit(
///             originalText: originalString, originalSelectedRange: originalSelectedRange,
///             replacementText: uppercased, editedRange: editedRange)
///         let (text, selection) = edit.result
///         return .changed(text, selectedRange: selection)
///     }
/// }
///
/// enum TypedCount: TextInputFieldMemoryKey { static let defaultValue = 0 }
///
/// struct CountingFormatter: TextInputFormatterType {
///     func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
///         if edit.kind == .typing { memory[TypedCount.self] += 1 }
///         return edit.kind == .replacement ? .rejected : .accepted
///     }
/// }
/// ```
///
/// A type that implements neither method calls the two defaults in turn forever, as a
/// `Hashable` type that implements neither `hash(into:)` nor `hashValue` would: the compiler
/// cannot tell which one a type meant to write.
///
/// Rules every formatter keeps: running its own output through it again changes nothing; it
/// answers ``TextInputValidationResult/accepted`` whenever the plain edit already gives the
/// formatted text; the selection it returns is valid for the text it returns; and no input makes
/// it crash.
public protocol TextInputFormatterType: Sendable {
    /// Validates replacing `editedRange` of `originalString` with `replacementString`.
    ///
    /// The default implementation makes an edit whose kind is inferred from its range and the
    /// selection, as the binding infers it, and validates it with
    /// ``validate(_:memory:)`` against an empty memory, as for a field edited for the first time.
    ///
    /// - Parameters:
    ///   - originalString: The text before the edit.
    ///   - originalSelectedRange: The selection before the edit (an empty range is a caret).
    ///   - replacementString: The inserted text; empty for a deletion.
    ///   - editedRange: The replaced range of `originalString`.
    func validate(
        editing originalString: String,
        withSelection originalSelectedRange: Range<String.Index>,
        replacing replacementString: String,
        at editedRange: Range<String.Index>
    ) -> TextInputValidationResult

    /// Validates an edit, knowing its kind, of a field that remembers `memory`, updating it.
    ///
    /// The default implementation ignores the kind and the memory and calls
    /// ``validate(editing:withSelection:replacing:at:)``.
    ///
    /// A binding never hands a formatter an edit of kind ``TextInputEditKind/unknown``: it infers
    /// the kind first. Read the kind; do not guess it again from the range or the string.
    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult

    /// The part of `text`, a text this formatter shows, that keys can edit: the text without
    /// the fixed text around it, such as a currency symbol, a percent sign or a mask's fixed
    /// prefix.
    ///
    /// A binding keeps the user's caret and selection inside it: a caret tapped or moved into
    /// fixed text goes to the nearest end of the editable range, and a selection loses the
    /// fixed part it covers, unless it selects the whole text. The default implementation
    /// returns the whole text: every place in it is editable.
    ///
    /// ```swift
    /// let formatter = TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"))).formatter
    /// let text = "$1,234.50"
    /// text[formatter.editableRange(in: text)]   // "1,234.50"
    /// ```
    func editableRange(in text: String) -> Range<String.Index>
}

extension TextInputFormatterType {
    /// Validates the edit, its kind inferred from the range and the selection, in a field that
    /// remembers nothing yet.
    public func validate(
        editing originalString: String,
        withSelection originalSelectedRange: Range<String.Index>,
        replacing replacementString: String,
        at editedRange: Range<String.Index>
    ) -> TextInputValidationResult {
        var memory = TextInputFieldMemory()
        return validate(
            TextInputEdit(
                originalText: originalString,
                originalSelectedRange: originalSelectedRange,
                replacementText: replacementString,
                editedRange: editedRange
            ).withinOriginalText.withInferredKind,
            memory: &memory
        )
    }

    /// Validates the edit with the Foundation-shaped method, leaving the memory as it is.
    public func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        validate(
            editing: edit.originalText,
            withSelection: edit.originalSelectedRange,
            replacing: edit.replacementText,
            at: edit.editedRange
        )
    }

    /// The whole text: no part of it is fixed.
    public func editableRange(in text: String) -> Range<String.Index> {
        text.startIndex..<text.endIndex
    }

    /// Validates an edit of a field that remembers nothing yet.
    ///
    /// ```swift
    /// TextInputFormats.plain.filter(by: .decimalDigits).formatter.validate(.pasting("12ab34"))
    /// // .changed("1234", …)
    /// ```
    public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        var memory = TextInputFieldMemory()
        return validate(edit.withinOriginalText, memory: &memory)
    }
}
