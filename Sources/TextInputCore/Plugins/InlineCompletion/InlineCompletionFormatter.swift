extension TextInputFormatters {
    /// Completes typing with the best match of an autofill source, shown after the caret as a
    /// selected suggestion that stays provisional text until it is accepted.
    ///
    /// Built by ``TextInputFormat/completing(from:)``, which also brings the plugin that
    /// accepts the suggestion on Return, Next or a caret moved to the end.
    package struct InlineCompletion: TextInputFormatterType {
        /// The formatter that sees the text the user entered, and formats each suggestion.
        package let base: TextInputFormatter
        /// Where suggestions come from.
        package let source: any AutoFillSource

        /// Creates an inline completion in front of `base`.
        package init(base: some TextInputFormatterType, source: some AutoFillSource) {
            self.base = TextInputFormatter(base)
            self.source = source
        }

        package func editableRange(in text: String) -> Range<String.Index> {
            base.editableRange(in: text)
        }

        package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            let shown = memory[InlineCompletionSuggestion.self]
            guard !shown.isEmpty, let suggestion = TextInputProvisionalSuffix(shown, of: edit.originalText) else {
                if !shown.isEmpty {
                    memory[InlineCompletionSuggestion.self] = ""
                }
                let result = base.validate(edit, memory: &memory)
                return completing(result, of: edit, keeping: nil, memory: &memory)
            }
            let enteredEdit = suggestion.enteredTextEdit(for: edit)
            memory[InlineCompletionSuggestion.self] = ""
            if suggestion.isRemoved(by: edit) {
                // Backspace, forward delete or cut over the suggestion, or the plugin dropping it.
                return .changed(enteredEdit.originalText, selectedRange: enteredEdit.originalSelectedRange)
            }
            let result = base.validate(enteredEdit, memory: &memory)
            guard result != .rejected else {
                memory[InlineCompletionSuggestion.self] = shown
                return .rejected
            }
            let completed = completing(result, of: enteredEdit, keeping: edit.originalText, memory: &memory)
            guard completed == .accepted else { return completed }
            // Accepted for the entered text is a change of the text the field shows.
            let (text, selection) = enteredEdit.result
            return .changed(text, selectedRange: selection)
        }

        /// `result` of `edit`, with a suggestion after the caret when the edit typed at the end
        /// of the text and a match completes it: `previous`, the text shown with the last
        /// suggestion, while it still agrees; otherwise the source's best match.
        private func completing(
            _ result: TextInputValidationResult,
            of edit: TextInputEdit,
            keeping previous: String?,
            memory: inout TextInputFieldMemory
        ) -> TextInputValidationResult {
            guard edit.kind == .typing || edit.kind == .markedTextCommit,
                let (text, selection) = result.outcome(of: edit),
                !text.isEmpty, selection.isEmpty, selection.lowerBound == text.endIndex
            else { return result }
            let remainder: Substring
            if let previous, let rest = InlineCompletionMatch.remainder(of: previous, after: text) {
                remainder = rest
            } else if let match = source.matches(for: text, limit: 1).first,
                let rest = InlineCompletionMatch.remainder(of: match, after: text)
            {
                remainder = rest
            } else {
                return result
            }
            guard !remainder.isEmpty, let suffix = formattedSuffix(String(remainder), after: text, memory: memory) else {
                return result
            }
            memory[InlineCompletionSuggestion.self] = suffix
            let shown = text + suffix
            let start = shown.utf8.index(shown.startIndex, offsetBy: text.utf8.count)
            return .changed(shown, selectedRange: start..<shown.endIndex)
        }

        /// What the base formatter makes of `remainder` pasted after `text`, less `text`; nil
        /// when it rejects it, changes `text` itself, or the suffix would not start at a
        /// Character boundary.
        private func formattedSuffix(_ remainder: String, after text: String, memory: TextInputFieldMemory) -> String? {
            var probe = memory
            let end = text.endIndex..<text.endIndex
            let completion = TextInputEdit(
                originalText: text, originalSelectedRange: end, replacementText: remainder, editedRange: end, kind: .paste
            )
            guard let (full, _) = base.validate(completion, memory: &probe).outcome(of: completion),
                full.utf8.count > text.utf8.count, full.utf8.starts(with: text.utf8)
            else { return nil }
            let start = full.utf8.index(full.startIndex, offsetBy: text.utf8.count)
            guard full.characterBoundary(atOrAfter: start) == start else { return nil }
            return String(full[start...])
        }
    }
}
