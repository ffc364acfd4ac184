import Foundation

/// The text a field whose values are its text (AppKit's text field host, whose formatter passes
/// strings through) shows for an object value the app set: `NSControl`'s `integerValue`,
/// `doubleValue` and `objectValue` setters hand the field's formatter a number, not a string.
///
/// ```swift
/// TextInputObjectValueText.text(for: NSNumber(value: 42))   // "42"
/// TextInputObjectValueText.text(for: Date())                 // nil: no text the field can show
/// ```
package enum TextInputObjectValueText {
    /// The text for `objectValue`: a string as it is, an attributed string's characters, a
    /// number in digits with a point and no grouping, whatever the locale (`"42"`, `"3.5"`, and
    /// `"3"` for a whole 3.0; the binding formats it at the field's next report), an `NSNumber`
    /// or a Swift integer, floating-point number or `Decimal` alike; nil for nothing, for a
    /// number that is not finite, and for any other object, whose description is no text a user
    /// typed.
    package static func text(for objectValue: Any?) -> String? {
        switch objectValue {
        case let string as String: string
        case let attributed as NSAttributedString: attributed.string
        case let number as NSNumber: text(for: number.doubleValue, whole: number == NSNumber(value: number.int64Value) ? number.int64Value : nil)
        case let integer as any BinaryInteger: "\(integer)"
        case let double as Double: text(for: double, whole: Int64(exactly: double))
        case let float as Float: text(for: float, whole: Int64(exactly: float))
        case let decimal as Decimal: decimal.isFinite ? "\(decimal)" : nil
        default: nil
        }
    }

    /// A number in digits: `whole`, the number when it is a whole `Int64` (Swift would write
    /// `3.0`, and Foundation's `NSNumber` writes `3` on Apple platforms but `3.0` on Linux);
    /// otherwise Swift's shortest digits for `value`, or nil when it is not finite.
    private static func text(for value: some BinaryFloatingPoint, whole: Int64?) -> String? {
        whole.map { "\($0)" } ?? (value.isFinite ? "\(value)" : nil)
    }
}
