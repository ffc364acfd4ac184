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
    public func filter(constrainingCharactersCount maximumCount: Int) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.CharacterCountLimit(base: formatter, maximumCount: maximumCount))
    }
}

extension TextInputFormatters {
    /// Truncates insertions so that the text its base formatter produces stays within a number
    /// of Characters.
    ///
    /// Built by ``TextInputFormat/filter(constrainingCharactersCount:)``.
    package struct CharacterCountLimit: TextInputFormatterType {
        /// The formatter that sees the truncated edit.
        package let base: TextInputFormatter
        /// The most Characters the text may hold: 0 or more.
        package let maximumCount: Int

        /// Creates a limit around `base`; a negative `maximumCount` is taken as 0.
        package init(base: some TextInputFormatterType, maximumCount: Int) {
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
        package static func validatedMaximumCount(_ maximumCount: Int) throws(TextInputConfigurationError) -> Int {
            guard maximumCount >= 0 else {
                throw .outOfRange(.constrainingCharactersCount, value: maximumCount, allowed: 0...Int.max)
            }
            return maximumCount
        }

        package func editableRange(in text: String) -> Range<String.Index> {
            base.editableRange(in: text)
        }

        package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            var untruncatedMemory = memory
            let result = base.validate(edit, memory: &untruncatedMemory)
            guard let outcome = result.outcome(of: edit), !fits(outcome.text, after: edit) else {
                memory = untruncatedMemory
                return result
            }

            // Keep the longest prefix of the insertion whose formatted result fits; the field
            // remembers what its base formatter made of that prefix.
            guard let fitting = longestFittingPrefix(of: edit, memory: memory, wholeCount: outcome.text.count) else {
                // Typing over a selection with nothing that fits must not silently delete the
                // selection.
                return .rejected
            }
            memory = fitting.memory
            return fitting.result
        }

        /// The result and memory of the longest non-empty prefix of the insertion that fits,
        /// assuming (as the binary search before it did) that a prefix fits when a longer one
        /// does. The search starts where the prefix would end if the base formatter kept the same
        /// share of it as of the whole insertion, and gallops from there, so a megabyte pasted
        /// into a short field costs a few validations of about `maximumCount` Characters, not
        /// twenty of a megabyte each.
        /// `wholeCount` is the Character count of what the base made of the whole insertion.
        private func longestFittingPrefix(
            of edit: TextInputEdit,
            memory: TextInputFieldMemory,
            wholeCount: Int
        ) -> (result: TextInputValidationResult, memory: TextInputFieldMemory)? {
            let replacement = edit.replacementText
            // prefixEnds[k] ends the prefix of k Characters; the whole insertion does not fit.
            let prefixEnds = Array(replacement.indices.dropFirst()) + [replacement.endIndex]
            let longest = prefixEnds.count - 1
            guard longest >= 1 else { return nil }
            func attempt(_ count: Int) -> (result: TextInputValidationResult, memory: TextInputFieldMemory)? {
                let truncatedEdit = edit.replacing(with: String(replacement[..<prefixEnds[count - 1]]))
                var truncatedMemory = memory
                let truncatedResult = base.validate(truncatedEdit, memory: &truncatedMemory)
                guard let text = truncatedResult.outcome(of: truncatedEdit)?.text, fits(text, after: edit) else { return nil }
                return (truncatedResult.rewritten(from: edit, to: truncatedEdit), truncatedMemory)
            }

            // The base formatter made `wholeCount` Characters of the whole insertion: guess that
            // it keeps the same share of every prefix, then gallop up or down from the guess.
            let kept = edit.originalText.count - edit.originalText[edit.editedRange].count
            let room = Swift.max(1, maximumCount - kept)
            let (scaled, overflows) = room.multipliedReportingOverflow(by: longest + 1)
            let estimate = overflows ? longest : scaled / Swift.max(1, wholeCount - kept)
            let guess = Swift.min(Swift.max(1, estimate), longest)
            var best: (count: Int, outcome: (result: TextInputValidationResult, memory: TextInputFieldMemory))?
            var low: Int, high: Int  // the counts still unknown
            var step = 1
            if let outcome = attempt(guess) {
                best = (guess, outcome)
                while guess + step <= longest, let outcome = attempt(guess + step) {
                    best = (guess + step, outcome)
                    step *= 2
                }
                low = guess + step / 2 + 1
                high = Swift.min(guess + step, longest + 1) - 1
            } else {
                while guess - step >= 1 {
                    if let outcome = attempt(guess - step) {
                        best = (guess - step, outcome)
                        break
                    }
                    step *= 2
                }
                low = Swift.max(1, guess - step) + (best == nil ? 0 : 1)
                high = guess - step / 2 - 1
            }
            while low <= high {
                let count = (low + high) / 2
                if let outcome = attempt(count) {
                    best = (count, outcome)
                    low = count + 1
                } else {
                    high = count - 1
                }
            }
            return best?.outcome
        }

        private func fits(_ text: String, after edit: TextInputEdit) -> Bool {
            text.count <= maximumCount || text.count <= edit.originalText.count && edit.replacementText.isEmpty
        }
    }
}

extension TextInputConfigurationError.Setting {
    /// The count of ``TextInputFormat/filter(constrainingCharactersCount:)``, 0 or more.
    package static let constrainingCharactersCount = Self("filter(constrainingCharactersCount:)")
}
