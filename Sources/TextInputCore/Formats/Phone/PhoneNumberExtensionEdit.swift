/// How a phone field edits a text that holds, or gains, an extension: "(415) 555-2671 ext. 12".
///
/// The text has two parts that never exchange digits: the number, formatted as typed, and the
/// extension, its digits after the prefix libphonenumber writes (``PhoneExtensionPrefix``).
/// An edit of the number formats the number again and keeps the extension; an edit after the
/// number changes the extension's digits only; a label typed or pasted after a number of
/// possible length starts an extension. A label that introduces no extension libphonenumber
/// reads refuses the edit, so digits after a label are never taken into the number.
struct PhoneNumberExtensionEdit {
    let layout: PhoneNumberTextLayout
    /// Formats an edit of a text without an extension: the field's usual rule.
    let validateNumber: (TextInputEdit) -> TextInputValidationResult
    /// Lays out dialled characters with the caret after `caret` of them.
    let layOut: ([UInt8], Int) -> (text: [UInt8], caret: Int)

    func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        let original = PhoneTextScalars(edit.originalText)
        let lower = edit.editedUTF8Offsets.lowerBound, upper = edit.editedUTF8Offsets.upperBound
        guard let parts = original.extensionParts() else {
            return validateWithoutExtension(edit, original: original)
        }
        let digitsStart = original.utf8Offset(ofScalar: parts.digitsStart)
        // The number as the field lays it out; its trailing separator ("+44 ") is the
        // number's, though a label's spaces may follow it.
        let dialled = original.dialled(upTo: parts.numberEnd)
        let number = layOut(dialled, dialled.count).text
        var numberEnd = original.utf8Offset(ofScalar: parts.numberEnd)
        if number.count > numberEnd, number.count <= digitsStart, edit.originalText.utf8.starts(with: number) {
            numberEnd = number.count
        }
        let digits = parts.digits
        let inserted = Self.digits(of: edit.replacementText)

        if upper <= numberEnd {
            if Self.holdsLabel(edit.replacementText), !inserted.isEmpty { return .rejected }
            return editNumber(edit, numberEnd: numberEnd, keeping: digits)
        }
        if lower < numberEnd {
            // The edit reaches from the number into the extension: the number takes the
            // replacement, and the extension loses what the edit covers of it.
            if Self.holdsLabel(edit.replacementText), !inserted.isEmpty { return .rejected }
            let kept = Array(digits.dropFirst(original.digitCount(from: digitsStart, to: upper)))
            var numberEdit = edit
            numberEdit.editedRange = edit.editedRange.lowerBound..<edit.originalText.utf8.index(edit.originalText.startIndex, offsetBy: numberEnd)
            return editNumber(numberEdit, numberEnd: numberEnd, keeping: kept.isEmpty ? nil : kept, answeringFor: edit)
        }

        // A text the field did not write may hold digits past the extension ("x302/x2303").
        let before = min(original.digitCount(from: digitsStart, to: max(lower, digitsStart)), digits.count)
        let through = min(max(original.digitCount(from: digitsStart, to: max(upper, digitsStart)), before), digits.count)
        if edit.replacementText.isEmpty {
            guard lower < upper else { return .accepted }
            if upper <= digitsStart {
                // Only the prefix is deleted: it goes with an empty extension; before digits
                // it stays, and the caret moves past it as over a separator.
                guard digits.isEmpty else {
                    let backward = edit.originalSelectedRange.isEmpty && edit.kind == .deleteBackward
                    let forward = edit.originalSelectedRange.isEmpty && edit.kind == .deleteForward
                    let caret = backward ? numberEnd : forward ? digitsStart : lower
                    return edit.validationResult(showingUTF8: edit.originalText.utf8, caretAtUTF8Offset: caret)
                }
                return edit.validationResult(showingUTF8: number, caretAtUTF8Offset: number.count)
            }
            let kept = Array(digits[..<before] + digits[through...])
            let text = compose(number: number, extension: kept.isEmpty && lower < digitsStart ? nil : kept)
            return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: caret(in: text, number: number, afterExtensionDigits: before))
        }
        guard !inserted.isEmpty else { return .rejected }
        let extended = Array(digits[..<before] + inserted + digits[through...])
        guard extended.count <= PhoneExtensionPrefix.longestExtension else { return .rejected }
        let text = compose(number: number, extension: extended)
        return edit.validationResult(
            showingUTF8: text, caretAtUTF8Offset: caret(in: text, number: number, afterExtensionDigits: before + inserted.count))
    }

    // MARK: - The parts

    /// An edit of a text with no extension: one at the end of the number may start one.
    private func validateWithoutExtension(_ edit: TextInputEdit, original: PhoneTextScalars) -> TextInputValidationResult {
        let inserted = Self.digits(of: edit.replacementText)
        let upper = edit.editedUTF8Offsets.upperBound
        guard !edit.replacementText.isEmpty, !original.hasDigit(from: upper) else {
            // Within the number a label is no extension, and its digits are not the number's.
            if Self.holdsLabel(edit.replacementText), !inserted.isEmpty { return .rejected }
            return validateNumber(edit)
        }
        let result = PhoneTextScalars(edit.resultingText)
        let caret = edit.editedUTF8Offsets.lowerBound + edit.replacementText.utf8.count
        // A label typed alone only ever starts an extension: "…2671#" is not "…555" and 2671.
        let reading = inserted.isEmpty ? result.pendingReading() : result.reading()
        switch reading {
        case let .found(numberEnd, digitsStart, digits, _):
            let dialled = result.dialled(upTo: numberEnd)
            guard dialled.contains(where: { $0 != PhoneAsYouTypeFormatter.plus }) else { return .rejected }
            let numberEndOffset = result.utf8Offset(ofScalar: numberEnd)
            let laidOut = layOut(dialled, caret <= numberEndOffset ? result.dialledCount(upTo: caret) : dialled.count)
            let text = compose(number: laidOut.text, extension: digits)
            let caretOffset =
                caret <= numberEndOffset
                ? PhoneNumberDigits.Dialled().utf8Offset(afterSignificant: laidOut.caret, in: laidOut.text)
                : self.caret(
                    in: text, number: laidOut.text,
                    afterExtensionDigits: result.digitCount(from: result.utf8Offset(ofScalar: digitsStart), to: caret))
            return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: caretOffset)
        case let .pending(numberEnd):
            let dialled = result.dialled(upTo: numberEnd)
            guard isPossible(dialled) else { return validateNumber(edit) }
            let laidOut = layOut(dialled, dialled.count)
            let text = compose(number: laidOut.text, extension: [])
            return edit.validationResult(showingUTF8: text, caretAtUTF8Offset: text.count)
        case .unreadable:
            return .rejected
        case .none:
            // A paste of two numbers ("…2671/x2303…") keeps the first, as `parse` does.
            let end = PhoneExtensionReader.numberTextEnd(result.scalars)
            guard end < result.scalars.count, !inserted.isEmpty else { return validateNumber(edit) }
            let dialled = result.dialled(upTo: end)
            let laidOut = layOut(dialled, dialled.count)
            return edit.validationResult(showingUTF8: laidOut.text, caretAtUTF8Offset: laidOut.text.count)
        }
    }

    /// `edit` applied to the number before `numberEnd`, and the extension `digits` after it.
    private func editNumber(
        _ edit: TextInputEdit, numberEnd: Int, keeping digits: [UInt8]?, answeringFor proposed: TextInputEdit? = nil
    ) -> TextInputValidationResult {
        let original = edit.originalText.utf8
        let numberText = String(decoding: original.prefix(numberEnd), as: UTF8.self)
        func index(_ offset: Int) -> String.Index {
            numberText.utf8.index(numberText.startIndex, offsetBy: min(max(offset, 0), numberEnd))
        }
        let selection = edit.originalSelectedRange
        let selectedLower = original.distance(from: original.startIndex, to: selection.lowerBound)
        let selected = selectedLower..<original.distance(from: original.startIndex, to: selection.upperBound)
        let edited = edit.editedUTF8Offsets
        let numberEdit = TextInputEdit(
            originalText: numberText, originalSelectedRange: index(selected.lowerBound)..<index(selected.upperBound),
            replacementText: edit.replacementText, editedRange: index(edited.lowerBound)..<index(edited.upperBound), kind: edit.kind)
        let number: (text: String, caret: String.Index)
        switch validateNumber(numberEdit) {
        case .accepted: (number.text, number.caret) = (numberEdit.result.text, numberEdit.result.selectedRange.lowerBound)
        case let .changed(text, range): (number.text, number.caret) = (text, range.lowerBound)
        case .rejected: return .rejected
        }
        let caret = number.text.utf8.distance(from: number.text.startIndex, to: number.caret)
        let numberBytes = Array(number.text.utf8)
        let text = compose(number: numberBytes, extension: digits)
        // A number left without digits carries no extension: the edit would lose the
        // extension's digits the user entered, and is refused.
        if let digits, !digits.isEmpty, text.count == numberBytes.count { return .rejected }
        return (proposed ?? edit).validationResult(showingUTF8: text, caretAtUTF8Offset: caret)
    }

    /// The text of a laid-out number and an extension: nothing after a number without digits,
    /// and an empty extension (its prefix only) only after a number of possible length.
    private func compose(number: [UInt8], extension digits: [UInt8]?) -> [UInt8] {
        guard let digits else { return number }
        let dialled = PhoneNumberDigits(String(decoding: number, as: UTF8.self)).characters
        guard dialled.contains(where: { $0 != PhoneAsYouTypeFormatter.plus }), !digits.isEmpty || isPossible(dialled) else {
            return number
        }
        let prefix = PhoneExtensionPrefix.prefix(countryCode: countryCode(of: dialled), digitCount: digits.count, table: layout.table)
        return number + Array(prefix.utf8) + digits
    }

    /// The caret after `digitCount` of the extension's digits in `text`, a composition of
    /// `number`; after the number when the composition left the extension out.
    private func caret(in text: [UInt8], number: [UInt8], afterExtensionDigits digitCount: Int) -> Int {
        guard text.count > number.count else { return number.count }
        // The extension's digits end the text.
        let digits = text.reversed().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        return text.count - digits + min(digitCount, digits)
    }

    private var region: String { layout.options.defaultRegion.uppercased() }

    private func isPossible(_ dialled: [UInt8]) -> Bool {
        PhoneNumber(digits: dialled, defaultRegion: region, table: layout.table) != nil
    }

    /// The calling code whose prefix an extension is written after.
    private func countryCode(of dialled: [UInt8]) -> Int {
        if let parsed = PhoneNumberParser(table: layout.table).parse(dialled, defaultRegion: region) {
            return parsed.countryCode
        }
        if dialled.first == PhoneAsYouTypeFormatter.plus,
            let (code, _) = PhoneAsYouTypeFormatter.countryCode(startingWith: Array(dialled.dropFirst()), in: layout.table)
        {
            return code
        }
        return layout.table.countryCode(forRegion: region)
    }

    /// The ASCII digits of `text`, in any script.
    static func digits(of text: String) -> [UInt8] {
        text.unicodeScalars.compactMap { scalar in DecimalDigit.value(of: scalar).map { UInt8(ascii: "0") &+ $0 } }
    }

    /// Whether `text` holds a sign of an extension ("x", "#", ";", "ext"…).
    static func holdsLabel(_ text: String) -> Bool {
        guard PhoneExtensionReader.mayHoldExtension(text) else { return false }
        let scalars = PhoneExtensionReader.lowercased(Array(text.unicodeScalars)[...])
        return scalars.indices.contains { index in
            PhoneExtensionLabel.isLabelCharacter(scalars[index]) || PhoneExtensionLabel.startsLabelWord(scalars[...], at: index)
        }
    }
}
