extension SignificantCharacterEdit {
    /// Validates `edit` of a text that a format lays out from its significant characters: the
    /// text is reduced to the significant characters `characters` reads (at most `limit` of
    /// them are kept; no layout shows more), edited as ``decide(_:before:within:after:inserted:)``
    /// says, laid out again by `layout`, and the caret goes back after the same significant
    /// character.
    ///
    /// `layout` takes the significant characters and the caret (a count of them) and returns
    /// the text to show and the caret in the same count: it may drop characters it has no room
    /// for, or add some of its own (a calling code), and moves the caret accordingly. An
    /// edit that would leave more than `limit` characters before others, or that `layout` would
    /// lay out without the characters after the edit, is refused: a full field never pushes out
    /// characters the user entered to make room (a paste there keeps its longest beginning that
    /// fits, as the binding tries it). At the end of the text, what has no room is cut. The
    /// answer is ``TextInputValidationResult/accepted`` when the edit as the field proposed it
    /// already gives the laid-out text, which keeps the field's undo and autocorrection intact.
    ///
    /// A formatter that keeps hexadecimal digits and shows them in pairs, "CA FE 01":
    ///
    /// ```swift
    /// struct HexPairsFormatter: TextInputFormatterType {
    ///     func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
    ///         SignificantCharacterEdit.validate(edit, keeping: HexDigits(), atMost: 16) { digits, caret in
    ///             var text: [UInt8] = []
    ///             for (index, digit) in digits.enumerated() {
    ///                 if index > 0, index % 2 == 0 { text.append(UInt8(ascii: " ")) }
    ///                 text.append(digit)
    ///             }
    ///             return (text, caret)
    ///         }
    ///     }
    /// }
    /// // "CA |FE", Backspace: "C|F E", the "A" deleted and the caret after the "C".
    /// ```
    ///
    /// The formatter never answers ``TextInputValidationResult/accepted`` itself: the answer
    /// is decided against the edit the field proposed, so a Backspace widened over a separator
    /// is never applied unwidened.
    public static func validate(
        _ edit: TextInputEdit,
        keeping characters: some SignificantCharacters,
        atMost limit: Int,
        layout: (_ values: [UInt8], _ caret: Int) -> (text: [UInt8], caret: Int)
    ) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        let edited = edit.editedUTF8Offsets
        let lower = edited.lowerBound, upper = edited.upperBound
        var scalars = UTF8Scalars(original.makeIterator())
        var offset = 0
        // The values of the text after the edit, those of the edited range left out.
        var values: [UInt8] = []
        values.reserveCapacity(limit)
        var before = 0
        while offset < lower, let (scalar, length) = scalars.next() {
            offset += length
            guard let value = characters.value(of: scalar, isFirst: before == 0) else { continue }
            if values.count < limit { values.append(value) }
            before += 1
        }
        var within = 0
        while offset < upper, let (scalar, length) = scalars.next() {
            offset += length
            if characters.value(of: scalar, isFirst: before + within == 0) != nil { within += 1 }
        }
        var inserted = 0
        var insertedScalars = UTF8Scalars(edit.replacementText.utf8.makeIterator())
        while let (scalar, _) = insertedScalars.next() {
            guard let value = characters.value(of: scalar, isFirst: before + inserted == 0) else { continue }
            values.append(value)
            inserted += 1
        }
        var after = 0
        while let (scalar, _) = scalars.next() {
            guard let value = characters.value(of: scalar, isFirst: before + inserted + after == 0) else { continue }
            values.append(value)
            after += 1
        }
        if values.count > limit {
            // An insertion would push out what follows it: refused. At the end, what has no
            // room is cut, as is a text longer than the limit to begin with.
            guard inserted == 0 || after == 0 else { return .rejected }
            values.removeLast(values.count - limit)
        }

        let change: SignificantCharacterEdit
        switch decide(edit, before: before, within: within, after: after, inserted: inserted) {
        case let .answer(answer): return answer
        case let .edit(decided): change = decided
        }
        // A key deleting separators only: the significant character beyond them is still among
        // the values, where it stood in the original text since nothing was inserted.
        if within == 0, !change.removed.isEmpty, change.removed.lowerBound < values.count {
            values.remove(at: change.removed.lowerBound)
        }
        let laidOut = layout(values, Swift.min(change.caret, values.count))
        // The characters after the edit end the laid-out text: none pushed out or dropped (a
        // layout may rewrite the text's start: a phone number's "00" shown as "+").
        if after > 0, !characters.text(laidOut.text, endsWith: values.suffix(after)) { return .rejected }
        return edit.validationResult(
            showingUTF8: laidOut.text,
            caretAtUTF8Offset: characters.utf8Offset(afterSignificant: laidOut.caret, in: laidOut.text)
        )
    }
}

extension SignificantCharacters {
    /// Whether the significant characters of `text`, UTF-8 bytes, end with `values`.
    fileprivate func text(_ text: [UInt8], endsWith values: ArraySlice<UInt8>) -> Bool {
        var read: [UInt8] = []
        read.reserveCapacity(text.count)
        var scalars = UTF8Scalars(text.makeIterator())
        while let (scalar, _) = scalars.next() {
            if let value = value(of: scalar, isFirst: read.isEmpty) { read.append(value) }
        }
        return read.count >= values.count && read.suffix(values.count).elementsEqual(values)
    }
}
