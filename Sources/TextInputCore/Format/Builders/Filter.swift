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
    public struct CharacterFilter: TextInputEditFormatterType {
        /// The formatter that sees the filtered edit.
        public let base: TextInputFormatter
        /// The characters an insertion may keep.
        public let allowedCharacters: CharacterSet

        /// Creates a filter in front of `base`.
        public init(base: some TextInputFormatterType, allowedCharacters: CharacterSet) {
            self.base = TextInputFormatter(base)
            self.allowedCharacters = allowedCharacters
        }

        /// Whether `character` may be inserted.
        public func allows(_ character: Character) -> Bool {
            character.unicodeScalars.allSatisfy(allowedCharacters.contains)
        }

        public func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
            let replacement = edit.replacementText
            guard !replacement.allSatisfy(allows) else { return base.validate(edit) }
            let filtered = replacement.filter(allows)
            guard !filtered.isEmpty else { return .rejected }
            let filteredEdit = edit.replacing(with: filtered)
            return base.validate(filteredEdit).rewritten(from: edit, to: filteredEdit)
        }
    }
}
