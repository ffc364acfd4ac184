/// The namespace of built-in formats.
///
/// ```swift
/// let anything = TextInputFormats.plain
/// ```
public enum TextInputFormats {}

extension TextInputFormats {
    /// A format that accepts every edit; its value is the text itself.
    public static var plain: TextInputFormat<String> {
        TextInputFormat(.identity, .acceptingEverything)
    }
}
