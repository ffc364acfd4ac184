/// How the Swift code of a failing script names its fields, their bindings and their formats:
/// the fuzzer's regression tests declare arrays (`fields[0]`, `bindings[0]`, `formats[0]`), a
/// format check's test declares one field (`field`, `binding`, `format`).
///
/// ```swift
/// SwiftFieldNames.indexed.field(1)   // "fields[1]"
/// SwiftFieldNames.single.binding(0)  // "binding"
/// ```
package enum SwiftFieldNames: Sendable {
    /// `fields[i]`, `bindings[i]` and `formats[i]`.
    case indexed
    /// `field`, `binding` and `format`, whatever the index.
    case single

    /// The field numbered `index`.
    package func field(_ index: Int) -> String {
        self == .indexed ? "fields[\(index)]" : "field"
    }

    /// The binding of the field numbered `index`.
    package func binding(_ index: Int) -> String {
        self == .indexed ? "bindings[\(index)]" : "binding"
    }

    /// The format of the field numbered `index`.
    package func format(_ index: Int) -> String {
        self == .indexed ? "formats[\(index)]" : "format"
    }

    /// The entered text of the field numbered `index` (its text less any provisional text), in
    /// public API: the field's text itself when `hasProvisionalText` is false.
    package func enteredText(_ index: Int, hasProvisionalText: Bool) -> String {
        let text = "\(field(index)).text"
        guard hasProvisionalText else { return text }
        return "(\(binding(index)).provisionalRange.map { String(\(text)[..<$0.lowerBound]) } ?? \(text))"
    }
}
