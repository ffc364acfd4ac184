/// The text a mask formatter produced on a field's last edit, and its value: kept in the field's
/// ``TextInputFieldMemory`` for the serializer of the same field.
///
/// With affine masks, the value of a text depends on which mask formatted it: "48-2" typed
/// into `[00]-[00000]` with affine `[00]-[0]` and `[00]-[000]` is complete after "2" (the short
/// mask) but not after a rejected "K" (the middle one), as in the InputMask family, whose value
/// comes from the edit's own result. The serializer only sees the text, so the formatter
/// leaves the value in the field's memory; any other text gets its value from the masks alone.
struct MaskEditRecord: TextInputFieldMemoryKey, Sendable {
    /// The text the edit produced.
    let text: String
    /// Its value.
    let value: MaskedText

    static let defaultValue: MaskEditRecord? = nil

    /// The recorded value when `text` is the recorded text.
    func value(for text: String) -> MaskedText? {
        self.text.utf8.elementsEqual(text.utf8) ? value : nil
    }
}
