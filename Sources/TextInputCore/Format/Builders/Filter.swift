import Foundation

extension TextInputFormat {
    /// Drops the characters outside `allowedCharacters` from every insertion.
    ///
    /// Filtering applies to the inserted text only: pasting "12ab34" into a digits field inserts
    /// "1234" and leaves the caret after the 4. An insertion with no allowed character at all
    /// changes nothing. A Character is allowed when all its Unicode scalars are.
    ///
    /// ```swift
    /// let digits = TextInputFormats.plain.filter(by: .decimalDigits)
    /// ```
    public func filter(by allowedCharacters: CharacterSet) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.CharacterFilter(base: formatter, allowedCharacters: allowedCharacters))
    }
}

extension TextInputFormatters {
    /// Drops disallowed characters from insertions, then lets its base formatter decide.
    ///
    /// Built by ``TextInputFormat/filter(by:)``.
    package struct CharacterFilter: TextInputFormatterType {
        /// The formatter that sees the filtered edit.
        package let base: TextInputFormatter
        /// The characters an insertion may keep.
        package let allowedCharacters: CharacterSet

        /// Which ASCII scalars `allowedCharacters` holds, one bit each: looking them up in a
        /// `CharacterSet` costs far more, and pasted text is mostly ASCII.
        private let allowedASCII: (low: UInt64, high: UInt64)

        /// Creates a filter in front of `base`.
        package init(base: some TextInputFormatterType, allowedCharacters: CharacterSet) {
            self.base = TextInputFormatter(base)
            self.allowedCharacters = allowedCharacters
            var low: UInt64 = 0
            var high: UInt64 = 0
            for value in UInt8(0)..<128 where allowedCharacters.contains(Unicode.Scalar(value)) {
                if value < 64 { low |= 1 << value } else { high |= 1 << (value - 64) }
            }
            allowedASCII = (low, high)
        }

        /// Whether `character` may be inserted.
        package func allows(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy(allows)
        }

        private func allows(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII ? allowsASCII(UInt8(scalar.value)) : allowedCharacters.contains(scalar)
        }

        private func allowsASCII(_ byte: UInt8) -> Bool {
            byte < 64 ? allowedASCII.low & (1 << UInt64(byte)) != 0 : allowedASCII.high & (1 << UInt64(byte - 64)) != 0
        }

        /// The allowed Characters of `text`.
        private func filtered(_ text: String) -> String {
            // ASCII text other than "\r\n" (one Character of two scalars) has one byte a
            // Character: filter bytes, with no grapheme breaking.
            guard text.utf8.allSatisfy({ $0 < 128 && $0 != 13 }) else { return text.filter(allows(_:)) }
            guard !text.utf8.allSatisfy(allowsASCII) else { return text }
            return String(decoding: text.utf8.filter(allowsASCII), as: UTF8.self)
        }

        package func editableRange(in text: String) -> Range<String.Index> {
            base.editableRange(in: text)
        }

        package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            let replacement = edit.replacementText
            let filtered = filtered(replacement)
            guard filtered.utf8.count != replacement.utf8.count else { return base.validate(edit, memory: &memory) }
            guard !filtered.isEmpty else { return .rejected }
            let filteredEdit = edit.replacing(with: filtered)
            return base.validate(filteredEdit, memory: &memory).rewritten(from: edit, to: filteredEdit)
        }
    }
}
