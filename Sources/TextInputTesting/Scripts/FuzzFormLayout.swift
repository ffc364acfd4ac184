import Foundation
import TextInputCore

/// Where a navigating target's fields lie, for taps and reused rows: field `i` in row `i` of a
/// column, 60 points apart, a button beside the first row, and the keyboard's bar (a toolbar)
/// below the column.
package enum FuzzFormLayout {
    /// The frame of row `row`.
    package static func frame(ofRow row: Int) -> CGRect {
        CGRect(x: 0, y: CGFloat(60 * row), width: 300, height: 44)
    }

    /// The bar on the keyboard.
    package static let bar = CGRect(x: 0, y: 1000, width: 300, height: 44)

    /// A button beside the first row, where some taps outside the fields land.
    package static let button = CGRect(x: 320, y: 0, width: 100, height: 44)

    /// The question a tap asks while the field at `index` of `bindings` is the edited one, every
    /// field in its own row.
    @MainActor
    package static func touch(editing index: Int, of bindings: [any TextInputBindingType]) -> TextInputTouchOutside {
        TextInputTouchOutside(
            editing: bindings[index],
            frame: frame(ofRow: index),
            fields: bindings.indices.map { TextInputFormNavigator.PlacedField(bindings[$0], path: [0, $0], frame: frame(ofRow: $0)) },
            bars: [bar],
            controls: [button])
    }

    /// ``frame(ofRow:)`` as Swift code, with `row` an expression.
    package static func frameCode(ofRow row: String) -> String {
        "CGRect(x: 0, y: CGFloat(60 * \(row)), width: 300, height: 44)"
    }

    /// ``touch(editing:of:)`` as Swift code over `bindings`.
    package static func touchCode(editing index: Int) -> String {
        "TextInputTouchOutside(editing: bindings[\(index)], frame: \(frameCode(ofRow: "\(index)")), "
            + "fields: bindings.indices.map { TextInputFormNavigator.PlacedField(bindings[$0], path: [0, $0], frame: \(frameCode(ofRow: "$0"))) }, "
            + "bars: [CGRect(x: 0, y: 1000, width: 300, height: 44)], controls: [CGRect(x: 320, y: 0, width: 100, height: 44)])"
    }
}
