import TextInputCore

/// Groups `characters` in runs of `size` separated by spaces, with the caret after the first
/// `caretCount` of them: the layout of the formatters below, right and wrong.
func grouped(_ characters: [Character], by size: Int, caretAfter caretCount: Int) -> (text: String, caret: String.Index) {
    var text = ""
    var caret = text.startIndex
    for (offset, character) in characters.enumerated() {
        if offset > 0, offset.isMultiple(of: size) { text.append(" ") }
        text.append(character)
        if offset + 1 == caretCount { caret = text.endIndex }
    }
    return (text, caret)
}

/// Hexadecimal digits in pairs, upper-cased (`CA FE 01`), done wrong: it regroups the field's
/// own edit, so a Backspace just after a separator deletes the space, which comes straight
/// back, and only the caret moves (`CA |FE 01` → `CA| FE 01`).
struct HexPairsSteppingOverSeparators: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        let (proposed, selection) = edit.result
        let digits = proposed.filter(\.isHexDigit).map { Character($0.uppercased()) }
        let (text, caret) = grouped(digits, by: 2, caretAfter: proposed[..<selection.lowerBound].filter(\.isHexDigit).count)
        return text == proposed && caret == selection.lowerBound ? .accepted : .changed(text, selectedRange: caret..<caret)
    }
}

/// Letters and digits in fours, upper-cased (an IBAN's layout: `GB82 WEST`), done wrong: a
/// Backspace just after a separator is widened to delete the character before it too, and the
/// formatter compares its text with the widened edit's instead of the field's. It answers
/// `.accepted`, the field applies its own edit, which deleted only the space, and the text is
/// left unformatted (`GB82 |W` → `GB82W`).
struct FoursAcceptingAWidenedBackspace: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        var widened = edit
        let text = edit.originalText
        if edit.kind == .deleteBackward, edit.originalSelectedRange.isEmpty, text[edit.editedRange] == " ",
            edit.editedRange.lowerBound > text.startIndex
        {
            widened.editedRange = text.index(before: edit.editedRange.lowerBound)..<edit.editedRange.upperBound
        }
        let (proposed, selection) = widened.result
        let kept = proposed.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.map { Character($0.uppercased()) }
        let (layout, caret) = grouped(kept, by: 4, caretAfter: proposed[..<selection.lowerBound].filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.count)
        return layout == proposed ? .accepted : .changed(layout, selectedRange: caret..<caret)
    }
}

/// Three pairs of hexadecimal digits at most, done wrong another way: it cuts a paste to 8
/// Characters, the length of three pairs laid out, before it drops what is not a hex digit, so
/// a paste with spaces keeps fewer digits than the same paste without (`C A F E 0 1` gives
/// `CA FE`).
struct HexPairsCuttingPastesEarly: TextInputFormatterType {
    func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
        let pairs = HexPairs(limit: 6)
        guard edit.kind == .paste, edit.replacementText.count > 8 else { return pairs.validate(edit, memory: &memory) }
        var cut = edit
        cut.replacementText = String(edit.replacementText.prefix(8))
        let answer = pairs.validate(cut, memory: &memory)
        guard answer == .accepted else { return answer }
        let (text, selection) = cut.result
        return .changed(text, selectedRange: selection)
    }
}

/// The hexadecimal digits a pair format keeps, with their values.
struct HexDigits: SignificantCharacters {
    func value(of scalar: Unicode.Scalar, isFirst _: Bool) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 0x30)
        case "A"..."F": UInt8(scalar.value - 0x41 + 10)
        case "a"..."f": UInt8(scalar.value - 0x61 + 10)
        default: nil
        }
    }
}

/// Hexadecimal digits in pairs, upper-cased, done right: the edit is made on the digits alone
/// and laid out again, so that Backspace after a separator deletes the digit before it, and
/// the answer is `.accepted` only when the field's own edit gives the laid-out text.
struct HexPairs: TextInputFormatterType {
    /// The most digits the field holds.
    var limit = 64

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: HexDigits(), atMost: limit) { values, caret in
            var text: [UInt8] = []
            for (offset, value) in values.enumerated() {
                if offset > 0, offset.isMultiple(of: 2) { text.append(UInt8(ascii: " ")) }
                text.append(Array("0123456789ABCDEF".utf8)[Int(value)])
            }
            return (text, caret)
        }
    }
}

/// At most six hexadecimal digits in pairs, done wrong: a digit typed into a full field makes
/// room for itself by pushing the last one out.
struct HexPairsPushingOut: TextInputFormatterType {
    func validate(_ proposed: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        var edit = proposed
        let isHex = { (character: Character) in character.isHexDigit && character.isASCII }
        // Backspace over a separator deletes the digit before it.
        if edit.replacementText.isEmpty, !edit.originalText[edit.editedRange].contains(where: isHex),
            let digit = edit.originalText[..<edit.editedRange.lowerBound].lastIndex(where: isHex)
        {
            edit.editedRange = digit..<edit.editedRange.upperBound
        }
        let (text, caret) = edit.result
        let digits = Array(text.filter(isHex).uppercased().prefix(6))
        let caretDigits = min(text[..<caret.lowerBound].filter(isHex).count, digits.count)
        var shown = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, offset.isMultiple(of: 2) { shown.append(" ") }
            shown.append(digit)
        }
        let caretOffset = caretDigits == 0 ? 0 : caretDigits + (caretDigits - 1) / 2
        let index = shown.index(shown.startIndex, offsetBy: caretOffset)
        return proposed.validationResult(showing: shown, caretAt: index)
    }
}
