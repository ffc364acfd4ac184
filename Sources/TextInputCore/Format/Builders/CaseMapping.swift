import Foundation

extension TextInputFormat {
    /// Upper-cases every insertion before the format sees it: typed, pasted, autocorrected.
    ///
    /// The mapping applies to the inserted text, as ``filter(by:)`` does, so the caret lands
    /// after what the insertion became, however its length changed ("ß" becomes "SS", "ﬁ"
    /// becomes "FI"), and a count limit holds in either order: chained before this builder or
    /// after it, ``filter(constrainingCharactersCount:)`` counts the upper-cased text.
    /// `locale` picks the language's own rules: in Turkish "i" becomes "İ". Text already in the
    /// field is not mapped again; a fresh field maps it when it is pasted in.
    ///
    /// ```swift
    /// let code = TextInputFormats.plain.uppercased().filter(constrainingCharactersCount: 8)
    /// // "ab|" + "ﬁ" → "ABFI|"
    /// ```
    public func uppercased(locale: Locale? = nil) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.CaseMapping(base: formatter, mapping: .uppercase, locale: locale))
    }

    /// Lower-cases every insertion before the format sees it: typed, pasted, autocorrected.
    ///
    /// As for ``uppercased(locale:)``, the caret lands after what the insertion became and a
    /// count limit holds in either order; in Turkish "I" becomes "ı".
    ///
    /// ```swift
    /// let handle = TextInputFormats.plain.lowercased()
    /// // "" + "Anna@Example.COM" → "anna@example.com|"
    /// ```
    public func lowercased(locale: Locale? = nil) -> TextInputFormat<Value> {
        withFormatter(TextInputFormatters.CaseMapping(base: formatter, mapping: .lowercase, locale: locale))
    }
}

extension TextInputFormatters {
    /// Maps the case of insertions, then lets its base formatter decide.
    ///
    /// Built by ``TextInputFormat/uppercased(locale:)`` and ``TextInputFormat/lowercased(locale:)``.
    package struct CaseMapping: TextInputFormatterType {
        /// Which way the case is mapped.
        package enum Mapping: Sendable {
            case uppercase
            case lowercase
        }

        /// The formatter that sees the mapped edit.
        package let base: TextInputFormatter
        /// Which way the case is mapped.
        package let mapping: Mapping
        /// The language whose rules map the case; nil for the rules of no particular language.
        package let locale: Locale?

        /// Creates a case mapping in front of `base`.
        package init(base: some TextInputFormatterType, mapping: Mapping, locale: Locale?) {
            self.base = TextInputFormatter(base)
            self.mapping = mapping
            self.locale = locale
        }

        package func editableRange(in text: String) -> Range<String.Index> {
            base.editableRange(in: text)
        }

        package func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            let replacement = edit.replacementText
            let mapped = mapped(replacement)
            guard mapped != replacement else { return base.validate(edit, memory: &memory) }
            let mappedEdit = edit.replacing(with: mapped)
            return base.validate(mappedEdit, memory: &memory).rewritten(from: edit, to: mappedEdit)
        }

        /// `text` in the mapped case; ASCII text that needs no mapping is returned after one pass.
        private func mapped(_ text: String) -> String {
            switch mapping {
            case .uppercase:
                if text.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) { return text }
                return locale.map { text.uppercased(with: $0) } ?? text.uppercased()
            case .lowercase:
                if text.utf8.allSatisfy({ $0 < 0x80 && !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) { return text }
                return locale.map { text.lowercased(with: $0) } ?? text.lowercased()
            }
        }
    }
}
