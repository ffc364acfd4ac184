#if canImport(UIKit) && !os(watchOS)
import TextInputCore
import UIKit

/// A `UITextField` seen as a ``TextInputCore/TextInputHost``: the shared
/// ``UITextInputViewHost`` with the field's delegate protocol and control events. You rarely
/// touch it; `format.bind(to: textField)` creates it.
///
/// ```swift
/// let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: textField)
/// let host = binding.host as? UITextFieldHost   // host?.textField === textField
/// ```
///
/// While a binding is attached, the host is the field's `delegate` and forwards every delegate
/// call to the delegate the app had set before (see `UITextFieldHost+UITextFieldDelegate.swift`).
@MainActor
public final class UITextFieldHost: UITextInputViewHost {
    /// The field this host speaks for; nil once the field is gone.
    public var textField: UITextField? {
        view as? UITextField
    }

    /// The delegate the app had set on the field.
    var appDelegate: (any UITextFieldDelegate)? {
        appDelegateObject as? UITextFieldDelegate
    }

    /// The actions the host adds to the field's events while attached: closures, so no
    /// selector names a method here.
    lazy var eventActions: [(UIControl.Event, UIAction)] = [
        (.editingChanged, UIAction { [weak self] _ in self?.textFieldEditingChanged() }),
        (.editingDidBegin, UIAction { [weak self] _ in self?.textFieldEditingDidBegin() }),
    ]

    /// The host already attached to `textField`, or a new one.
    static func host(for textField: UITextField) -> UITextFieldHost {
        existingHost(for: textField) as? UITextFieldHost ?? UITextFieldHost(view: textField, kind: .uiTextField)
    }

    /// UIKit sends `.editingChanged` and `textDidChangeNotification` for the user's edits.
    override func didAnswerUserEdit() {
        textField?.sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: textField)
    }

    override package func didTakeOver() {
        super.didTakeOver()
        eventActions.forEach { textField?.addAction($1, for: $0) }
    }

    override package func didHandBack() {
        super.didHandBack()
        eventActions.forEach { textField?.removeAction($1, for: $0) }
    }

    /// `.editingChanged`: UIKit applied an edit, or an input method changed its marked text.
    func textFieldEditingChanged() {
        sequencer.unlessApplyingRewrite { adoptReplacedDelegate(warns: true) }
        sequencer.didChangeText(self)
    }

    /// `.editingDidBegin` comes from the control, whatever its delegate: the one place to notice
    /// that the app set `textField.delegate` after binding, which would silently turn formatting
    /// off. The new delegate becomes the app's delegate and the host takes its place again; the
    /// begin the host missed is told to the binding.
    func textFieldEditingDidBegin() {
        guard adoptReplacedDelegate(warns: true) else { return }
        tellBinding { $0.hostDidBeginEditing(self) }
    }
}
#endif
