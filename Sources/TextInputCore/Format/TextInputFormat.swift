/// A text input format: a formatter that decides what each edit turns into, and a serializer that
/// converts the text to a value and back.
///
/// Formats are plain values. Build one from the factories in ``TextInputFormats``, refine it with
/// the chainable builders, and bind it to a text field:
///
/// ```swift
/// let pin = TextInputFormats.plain
///     .filter(by: .decimalDigits)
///     .filter(constrainingCharactersCount: 4)
/// let binding = pin.bind(to: TextInputSimulator())
/// ```
public struct TextInputFormat<Value>: Sendable {
    /// Converts the text to a value and back.
    public let serializer: TextInputSerializer<Value>
    /// Decides what each edit turns into.
    public let formatter: TextInputFormatter

    /// Creates a format from a serializer and a formatter.
    public init(_ serializer: TextInputSerializer<Value>, _ formatter: TextInputFormatter) {
        self.serializer = serializer
        self.formatter = formatter
    }

    /// The same serializer with another formatter.
    public func withFormatter(_ formatter: some TextInputFormatterType) -> TextInputFormat<Value> {
        TextInputFormat(serializer, TextInputFormatter(formatter))
    }
}
