extension TextInputFormat {
    /// Limits the text to `maximumCount` Characters.
    ///
    /// An insertion that does not fit is truncated to what fits instead of being rejected whole,
    /// so a long paste keeps its beginning. Counting is in Characters: a flag emoji, or "e"
    /// followed by a combining accent, counts as one. Deleting is always allowed, even from a
    /// text that is already too long.
    ///
    /// ```swift
    /// let pin = TextInputFormats.plain.filter(constrainingCharactersCount: 4)
    /// ```
    ///
    /// A negative count is taken as 0: the field stays empty.
    /// ``TextInputFormatters/CharacterCountLimit/validatedMaximumCount(_:)`` reports it.
    public func filter(constrainingCharactersCount maximumCount: Int) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.CharacterCountLimit(base: formatter, maximumCount: maximumCount))
    }
}

extension TextInputFormatters {
    /// Truncates insertions so that the text its base formatter produces stays within a number
    /// of Characters.
    ///
    /// Built by ``TextInputFormat/filter(constrainingCharactersCount:)``.
    public struct CharacterCountLimit: TextInputFieldFormatterType {
        /// The formatter that sees the truncated edit.
        public let base: TextInputFormatter
        /// The most Characters the text may hold: 0 or more.
        public let maximumCount: Int

        /// Creates a limit around `base`; a negative `maximumCount` is taken as 0.
        public init(base: some TextInputFormatterType, maximumCount: Int) {
            self.base = TextInputFormatter(base)
            self.maximumCount = Swift.max(0, maximumCount)
        }

        /// `maximumCount`, when the limit takes it as given: 0 or more.
        ///
        /// ```swift
        /// let count = try TextInputFormatters.CharacterCountLimit.validatedMaximumCount(4) // 4
        /// ```
        ///
        /// - Throws: ``TextInputConfigurationError/outOfRange(_:value:allowed:)`` for a negative
        ///   count, which the limit takes as 0.
        public static func validatedMaximumCount(_ maximumCount: Int) throws(TextInputConfigurationError) -> Int {
            guard maximumCount >= 0 else {
                throw .outOfRange(.constrainingCharactersCount, value: maximumCount, allowed: 0...Int.max)
            }
            return maximumCount
        }

        public func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            var untruncatedMemory = memory
            let result = base.validate(edit, memory: &untruncatedMemory)
            guard let outcome = result.outcome(of: edit), !fits(outcome.text, after: edit) else {
                memory = untruncatedMemory
                return result
            }

            // Keep the longest prefix of the insertion whose formatted result fits; the field
            // remembers what its base formatter made of that prefix.
            let replacement = Array(edit.replacementText)
            var fitting: (count: Int, result: TextInputValidationResult, memory: TextInputFieldMemory)?
            var low = 0
            var high = replacement.count - 1
            while low <= high {
                let count = (low + high) / 2
                let truncatedEdit = edit.replacing(with: String(replacement.prefix(count)))
                var truncatedMemory = memory
                let truncatedResult = base.validate(truncatedEdit, memory: &truncatedMemory)
                if let text = truncatedResult.outcome(of: truncatedEdit)?.text, fits(text, after: edit) {
                    fitting = (count, truncatedResult.rewritten(from: edit, to: truncatedEdit), truncatedMemory)
                    low = count + 1
                } else {
                    high = count - 1
                }
            }
            // Typing over a selection with nothing that fits must not silently delete the selection.
            guard let fitting, fitting.count > 0 else { return .rejected }
            memory = fitting.memory
            return fitting.result
        }

        /// Whether `text` may stand after `edit`: within the limit, or no longer than before
        /// (a deletion from an over-long text).
        private func fits(_ text: String, after edit: TextInputEdit) -> Bool {
            text.count <= maximumCount || text.count <= edit.originalText.count && edit.replacementText.isEmpty
        }
    }
}
