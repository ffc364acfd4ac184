/// The key of a memory entry that holds provisional text: text at the end of the field that a
/// format or one of its decorators shows but the user has not entered (an inline completion's
/// suggestion, a mask's unfilled remainder).
///
/// The writer owns its entry: it alone sets and clears it, through
/// ``TextInputFieldMemory/subscript(_:)-(Key.Type)`` with its own key, and promises that the
/// text it returns ends with it. The binding reads whichever provisional text the memory holds
/// (``TextInputFieldMemory/provisionalSuffix``) without knowing its writer: the value and the
/// events leave it out, views style it apart (``TextInputBindingType/provisionalRange``), and it
/// goes when editing ends, when an input method starts composing over it, or when the binding is
/// unbound, unless the writer has made it entered text first (with an edit that clears it).
///
/// ```swift
/// enum UnfilledTemplate: TextInputProvisionalTextKey {
///     static let defaultValue = ""
/// }
/// memory[UnfilledTemplate.self] = "-__"   // the field shows "12-__", "12" entered
/// ```
///
/// A field shows one provisional text at a time: the one written last.
package protocol TextInputProvisionalTextKey: TextInputFieldMemoryKey where Value == String {
    /// Whether the text is a suggestion the user may accept (an inline completion's), which a
    /// screen reader says after the entered text, rather than a template it must not read (a
    /// mask's remainder). False by default.
    static var isSuggestion: Bool { get }
}

extension TextInputProvisionalTextKey {
    package static var isSuggestion: Bool { false }
}

extension String {
    /// The UTF-8 length of `suffix` when this text ends with it; 0 otherwise, or when `suffix`
    /// is empty.
    package func utf8Length(ofSuffix suffix: String) -> Int {
        let length = suffix.utf8.count
        guard length > 0, utf8.count >= length, utf8.reversed().starts(with: suffix.utf8.reversed()) else { return 0 }
        return length
    }

    /// The range of `suffix` at the end of this text; nil when it does not end with it, or
    /// when `suffix` is empty.
    package func range(ofSuffix suffix: String) -> Range<Index>? {
        let length = utf8Length(ofSuffix: suffix)
        guard length > 0 else { return nil }
        return utf8.index(endIndex, offsetBy: -length)..<endIndex
    }

    /// This text without its last `length` UTF-8 bytes: the text the user entered, when they are
    /// a provisional suffix.
    package func droppingUTF8Suffix(ofLength length: Int) -> String {
        guard length > 0 else { return self }
        return String(decoding: utf8.dropLast(length), as: UTF8.self)
    }
}
