#if canImport(UIKit) && !os(watchOS)
import os
import TextInputCore
import UIKit

/// The key under which a text field keeps its host alive (`objc_setAssociatedObject`).
@MainActor private var associatedHostKey: UInt8 = 0

/// How a host takes a field over and gives it back: its delegate, its targets, the associated
/// object that keeps the host alive, and the app's delegate every call is forwarded to.
extension UITextFieldHost {
    /// The host already attached to `textField`, or a new one.
    static func host(for textField: UITextField) -> UITextFieldHost {
        existingHost(for: textField) ?? UITextFieldHost(textField: textField)
    }

    /// The host attached to `textField`, if a binding is.
    static func existingHost(for textField: UITextField) -> UITextFieldHost? {
        objc_getAssociatedObject(textField, &associatedHostKey) as? UITextFieldHost
    }

    func attach() {
        guard let textField, let handover = takeover.attach(delegates(of: textField), host: self) else { return }
        hand(handover, to: textField)
        textField.addTarget(self, action: #selector(textFieldEditingChanged(_:)), for: .editingChanged)
        textField.addTarget(self, action: #selector(textFieldEditingDidBegin(_:)), for: .editingDidBegin)
        objc_setAssociatedObject(textField, &associatedHostKey, self, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    func detach() {
        guard let handover = takeover.detach(textField.map(delegates(of:)), host: self), let textField else { return }
        hand(handover, to: textField)
        textField.removeTarget(self, action: #selector(textFieldEditingChanged(_:)), for: .editingChanged)
        textField.removeTarget(self, action: #selector(textFieldEditingDidBegin(_:)), for: .editingDidBegin)
        objc_setAssociatedObject(textField, &associatedHostKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    /// `.editingChanged`: UIKit applied an edit, or an input method changed its marked text.
    @objc private func textFieldEditingChanged(_ sender: UITextField) {
        sequencer.unlessApplyingRewrite {
            adoptReplacedDelegate()
            tellBinding { $0.hostDidChangeText(self) }
        }
    }

    /// `.editingDidBegin` comes from the control, whatever its delegate: the one place to notice
    /// that the app set `textField.delegate` after binding, which would silently turn formatting
    /// off. The new delegate becomes the app's delegate and the host takes its place again; the
    /// begin the host missed is told to the binding.
    @objc private func textFieldEditingDidBegin(_ sender: UITextField) {
        guard adoptReplacedDelegate() else { return }
        tellBinding { $0.hostDidBeginEditing(self) }
    }

    /// Takes the field's delegate back when the app replaced it. Answers whether it had to.
    ///
    /// The new delegate becomes the app's, exactly as one set before binding would have; the
    /// calls UIKit made to it meanwhile did not reach the binding, so the app hears of it once in
    /// the log, unless `warns` is false (a delegate set where the package asks for settings, as
    /// `FormattedTextField`'s `configure`).
    @discardableResult
    func adoptReplacedDelegate(warns: Bool = true) -> Bool {
        guard let textField, let handover = takeover.adopting(delegates(of: textField), host: self) else { return false }
        if warns {
            Logger(subsystem: "TextInputKit", category: "UITextFieldHost").warning(
                "textField.delegate was set after binding a format; the binding adopted it as the app's delegate. Set it before bind(to:)."
            )
        }
        hand(handover, to: textField)
        return true
    }

    /// The app's delegate and the field's, which Core's `TextInputDelegateTakeover` decides about.
    private func delegates(of textField: UITextField) -> TextInputDelegateTakeover.Delegates<any UITextFieldDelegate> {
        TextInputDelegateTakeover.Delegates(app: appDelegate, field: textField.delegate)
    }

    /// Writes the delegates Core decided on: the app's first, so that the host forwards to it from
    /// the moment it is the field's delegate.
    private func hand(_ delegates: TextInputDelegateTakeover.Delegates<any UITextFieldDelegate>, to textField: UITextField) {
        appDelegate = delegates.app
        textField.delegate = delegates.field
    }
}
#endif
