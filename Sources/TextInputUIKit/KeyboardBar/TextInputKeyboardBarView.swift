#if os(iOS)
import TextInputCore
import UIKit

/// A bar docked on top of the keyboard that shows the field being edited — its prompt, its text
/// and a dismiss button — so that the user sees what they type while the form stays still. Core's
/// keyboard-bar model decides when it shows and what; this view draws it.
///
/// ```swift
/// let keyboardBar = TextInputKeyboardBarView()
/// keyboardBar.attach(to: [cardBinding, expiryBinding, nameBinding])
/// ```
///
/// The bar becomes the `inputAccessoryView` of each attached field, so it is docked on the
/// keyboard by UIKit itself: it follows the keyboard's animation, its width on rotation, and
/// sits alone at the bottom of the screen when a hardware keyboard is in use. When an attached
/// field begins editing, the model binds the bar's own ``textField`` with the same format and
/// gives it the focus; the bar, already on the keyboard as the accessory of the field that began,
/// stays there while a field inside it is first responder. Every edit in the bar follows the
/// field's format and reaches the field's binding, which reports it as its own.
///
/// The bar sizes itself from its content (`allowsSelfSizing`), with Dynamic Type fonts, and its
/// row is laid out leading to trailing, so it mirrors in right-to-left languages. Keep the view
/// out of your own view hierarchy: an input accessory view must have no other superview.
@MainActor
public final class TextInputKeyboardBarView: UIInputView, UIInputViewAudioFeedback {
    /// The model: what the bar shows and when. The view refreshes on its `onChange`, which it
    /// therefore owns.
    package let bar: TextInputKeyboardBar

    /// The bar's own field, edited in place of the form field. Style it freely; its delegate
    /// belongs to the bar's binding while a field is shown.
    public let textField: UITextField

    /// The shown field's prompt (its placeholder), above the text.
    public let promptLabel = UILabel()

    /// The button that ends the editing, titled "Done" over a keyboard without a return key
    /// and "Hide" otherwise (the titles given to ``init(finishTitle:hideTitle:)``).
    public let dismissButton: UIButton

    /// A bar with the given dismiss titles: `finishTitle` over a keyboard without a return key
    /// (the button is the only way to finish), `hideTitle` over one with a return key; "Done"
    /// and "Hide" in the current locale's language by default.
    ///
    /// ```swift
    /// let keyboardBar = TextInputKeyboardBarView(finishTitle: "OK")
    /// ```
    public init(finishTitle: String? = nil, hideTitle: String? = nil) {
        let field = KeyboardBarTextField()
        textField = field
        let bar = TextInputKeyboardBar(field: UITextFieldHost.host(for: field), titles: TextInputKeyboardBar.Titles(finish: finishTitle, hide: hideTitle))
        self.bar = bar
        dismissButton = .trailingTextButton { [weak bar] in bar?.dismiss() }
        // Made at zero size, its margins and stacks log unsatisfiable constraints until UIKit
        // sizes it (as a toolbar does): it starts at a plausible size for its two rows.
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 88), inputViewStyle: .keyboard)
        field.willBecomeFirstResponder = { [weak self] in self?.prepareForFocus() }
        bar.onChange = { [weak self] in self?.refresh() }
        // Not inside the form field's becoming first responder: one main-queue turn later.
        bar.later = { work in Task { @MainActor in work() } }
        allowsSelfSizing = true
        arrangeSubviews()
        refresh()
    }

    /// The bar is built in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Attaches the bar to each of `bindings` and makes it the input accessory view of their
    /// text fields. Call it before the fields are edited, and again for fields created later
    /// (table cells); a field that is not a `UITextField` gets the model without the view.
    ///
    /// ```swift
    /// keyboardBar.attach(to: [amountBinding])
    /// ```
    public func attach(to bindings: [any TextInputBindingType]) {
        bar.attach(to: bindings)
        for binding in bindings {
            (binding.host as? UITextFieldHost)?.textField?.inputAccessoryView = self
        }
    }

    /// True: the dismiss button clicks as a key of the keyboard does, where the user has
    /// keyboard clicks on.
    public var enableInputClicksWhenVisible: Bool {
        true
    }

    // MARK: - Showing a field

    /// Runs as the model gives the bar's field the focus: the bar shows the new field and its
    /// field takes that field's keyboard before UIKit brings the keyboard up for it.
    private func prepareForFocus() {
        refresh()
        guard let formField = (bar.shownBinding?.host as? UITextFieldHost)?.textField else { return }
        // The keyboard under the bar is the one the form field asked for: its keyboard type and
        // return key, its AutoFill content type, and a secure field's text stays hidden in the
        // bar too.
        textField.keyboardType = formField.keyboardType
        textField.keyboardAppearance = formField.keyboardAppearance
        textField.returnKeyType = formField.returnKeyType
        textField.textContentType = formField.textContentType
        textField.autocapitalizationType = formField.autocapitalizationType
        textField.autocorrectionType = formField.autocorrectionType
        textField.spellCheckingType = formField.spellCheckingType
        textField.smartQuotesType = formField.smartQuotesType
        textField.smartDashesType = formField.smartDashesType
        textField.smartInsertDeleteType = formField.smartInsertDeleteType
        textField.isSecureTextEntry = formField.isSecureTextEntry
        // The bar reaches a window as the accessory of the field that began editing. Should
        // UIKit tell that field it began before placing its accessory, the bar's field would
        // have no window and could not take the focus; reloading the input views of the first
        // responder puts the accessory in place at once.
        if window == nil {
            formField.reloadInputViewsIfFirstResponder()
        }
    }

    /// Shows what the model says: the prompt, which also names the bar's field for VoiceOver,
    /// and the dismiss title.
    private func refresh() {
        promptLabel.text = bar.prompt
        textField.accessibilityLabel = bar.prompt
        dismissButton.setTitle(bar.dismissTitle, for: .normal)
        dismissButton.accessibilityUserInputLabels = bar.dismissUserInputLabels
    }

    // MARK: - Layout

    /// The prompt above a row of the field and the dismiss button, within the layout margins,
    /// which include the safe area: alone at the bottom of the screen (a hardware keyboard), the
    /// bar keeps its content above the home indicator.
    private func arrangeSubviews() {
        promptLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
        promptLabel.adjustsFontForContentSizeCategory = true
        promptLabel.textColor = .secondaryLabel
        promptLabel.numberOfLines = 0

        textField.font = UIFont.preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        textField.borderStyle = .roundedRect

        let row = UIStackView(arrangedSubviews: [textField, dismissButton])
        row.alignment = .center
        row.spacing = UIStackView.spacingUseSystem
        let column = UIStackView(arrangedSubviews: [promptLabel, row])
        column.axis = .vertical
        column.spacing = UIStackView.spacingUseSystem
        column.translatesAutoresizingMaskIntoConstraints = false
        addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            column.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
    }
}

/// The keyboard bar's own text field. It lets the bar prepare itself just before the field
/// takes the focus: a keyboard picks its type and traits when its field becomes first
/// responder, and changing them afterwards would need the input views reloaded while the bar
/// is one of them.
@MainActor
final class KeyboardBarTextField: UITextField {
    /// Called before the field asks UIKit for the focus.
    var willBecomeFirstResponder: (@MainActor () -> Void)?

    override func becomeFirstResponder() -> Bool {
        willBecomeFirstResponder?()
        return super.becomeFirstResponder()
    }
}
#endif
