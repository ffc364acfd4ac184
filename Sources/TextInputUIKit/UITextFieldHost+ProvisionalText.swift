#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// An inline completion's suggestion (Core's `provisionalRange`) is drawn in the placeholder's
/// lighter colour after the caret. It is styled with attributed text, not marked text, which
/// would make UIKit treat it as a composition and stop the binding from formatting.
extension UITextFieldHost {
    /// Styles the field's text for the binding's provisional range when it changed since the
    /// text was last styled: the range lighter, the rest as the field draws it.
    func styleProvisionalText() {
        guard let textField else { return }
        let text = self.text
        let range = binding?.provisionalRange.map { text.utf16Range(of: $0) }
        sequencer.restyle(self, provisionalRange: range) {
            let selection = selectedUTF16Range
            let styled = NSMutableAttributedString(string: text, attributes: textField.defaultTextAttributes)
            range.map { styled.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: $0) }
            textField.attributedText = styled
            select(selection, in: textField)
        }
    }
}
#endif
