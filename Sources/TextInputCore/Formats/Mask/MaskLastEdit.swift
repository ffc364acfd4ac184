import Foundation

/// The text a mask formatter produced last and its value, shared by the formatter and the
/// serializer of one mask format.
///
/// With affine masks, the value of a text depends on which mask formatted it: "48-2" typed
/// into `[00]-[00000]` with affine `[00]-[0]` and `[00]-[000]` is complete after "2" (the short
/// mask) but not after a rejected "K" (the middle one), as in the InputMask family, whose value
/// comes from the edit's own result. The serializer only sees the text, so the formatter
/// leaves the value here; any other text gets its value from the masks alone.
final class MaskLastEdit: @unchecked Sendable {
    private let lock = NSLock()
    private var text = ""
    private var value: MaskedText?

    func record(_ value: MaskedText, for text: String) {
        lock.withLock {
            self.text = text
            self.value = value
        }
    }

    /// The value recorded for `text`, if `text` is the last one recorded.
    func value(for text: String) -> MaskedText? {
        lock.withLock { self.text.utf8.elementsEqual(text.utf8) ? value : nil }
    }
}
