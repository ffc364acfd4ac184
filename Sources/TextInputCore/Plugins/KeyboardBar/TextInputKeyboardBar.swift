/// A bar docked on top of the keyboard that shows the focused field — its prompt, its text, a
/// dismiss button — so that the user sees what they type while the form behind stays still.
///
/// Attach one bar to the bindings of the fields that should use it. When one of them begins
/// editing, the bar's own field (``field``) takes the focus with a binding of the same format:
/// every edit there follows the field's rules and is copied to the form field,
/// whose binding reports it as its own; a change made to the form field itself (a value the app
/// sets, a suggestion accepted) is copied to the bar's field. The form field's binding reports one
/// ``TextInputEvent/editingDidBegin`` when the user enters it and one
/// ``TextInputEvent/editingDidEnd`` when the bar lets it go, whatever the hand-over between
/// the two fields. Return and the toolbar of the bar's field act for the form field, so a
/// ``TextInputFormNavigator`` moves the bar from field to field.
///
/// The model says when the bar shows and what — the field's placeholder as its prompt, and a
/// dismiss button titled "Done" over a keyboard without a return key, "Hide" otherwise; the UIKit
/// module draws it.
///
/// ```swift
/// let bar = TextInputKeyboardBar(field: barTextField)
/// bar.attach(to: [name, card, expiry])
/// cardField.beginEditing()
/// bar.isVisible        // true
/// bar.dismiss()        // ends the editing of the card number
/// ```
@MainActor
package final class TextInputKeyboardBar: TextInputPlugin {
    /// The bar's own text field.
    package let field: any TextInputHost

    /// The binding of the form field the bar shows, while it shows one.
    package private(set) weak var shownBinding: (any TextInputBindingType)?

    /// The binding of the bar's field while it shows a form field: the same format, kept in
    /// step with the form field. Views read its text and ``TextInputBindingType/provisionalRange``.
    package private(set) var mirror: (any TextInputBindingType)?

    /// Called whenever what the bar shows changes: it appears, disappears, or moves to another
    /// field.
    package var onChange: (@MainActor () -> Void)?

    /// The titles of the dismiss button, by whether the keyboard has a return key.
    package var titles: Titles

    /// Runs work after the current turn of the main queue. The bar's field takes the focus, and
    /// a dismissal stops watching for a field taking it back, only then: UIKit is still giving the
    /// form field the focus when it reports it, and may hand it back to the form field when the
    /// bar's field resigns. At once by default; the UIKit view defers to the main queue.
    package var later: @MainActor (@escaping @MainActor () -> Void) -> Void = { $0() }

    /// Whether the bar is being dismissed: a form field that takes the focus back meanwhile gives
    /// it up again.
    private var isDismissing = false

    /// The dismiss button's titles.
    package struct Titles: Hashable, Sendable {
        /// The title over a keyboard without a return key (a number or phone pad): the button is
        /// the only way to finish.
        package var finish: String
        /// The title over a keyboard with a return key, which moves on: the button only hides
        /// the keyboard.
        package var hide: String

        /// Titles for the dismiss button; by default "Done" and "Hide" in the current locale's
        /// language.
        package init(finish: String? = nil, hide: String? = nil) {
            self.finish = finish ?? TextInputString.done.localized()
            self.hide = hide ?? TextInputString.hideKeyboard.localized()
        }
    }

    /// A bar whose own text field is `field`.
    package init(field: some TextInputHost, titles: Titles = Titles()) {
        self.field = field
        self.titles = titles
    }

    /// Attaches the bar to each of `bindings`.
    package func attach(to bindings: [any TextInputBindingType]) {
        for binding in bindings {
            binding.attach(self)
        }
    }

    /// Whether the bar shows: while a form field it is attached to is being edited.
    package var isVisible: Bool {
        shownBinding != nil
    }

    /// The shown field's prompt: its placeholder.
    package var prompt: String? {
        shownBinding?.host?.placeholder
    }

    /// The title of the dismiss button for the shown field's keyboard.
    package var dismissTitle: String {
        hidesOnly ? titles.hide : titles.finish
    }

    /// The names Voice Control recognises for the dismiss button: its title, and "Hide
    /// Keyboard" where it only hides the keyboard.
    package var dismissUserInputLabels: [String] {
        hidesOnly ? [titles.hide, TextInputString.hideKeyboardFull.localized()] : [titles.finish]
    }

    /// Whether the dismiss button only hides the keyboard: the shown field's keyboard has a
    /// return key, which moves on.
    private var hidesOnly: Bool {
        (shownBinding?.host?.shownKeyboardType ?? .default).hasReturnKey
    }

    /// The dismiss button: ends the editing of the shown field, in the bar and in the form, so
    /// that the bar does not show again.
    package func dismiss() {
        guard let binding = shownBinding else { return }
        isDismissing = true
        binding.endEditing()
        binding.host?.endEditing()
        later { [weak self] in self?.isDismissing = false }
    }

    // MARK: - TextInputPlugin

    package func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        switch event {
        case .editingDidBegin where isDismissing:
            // UIKit handed the focus back to the form field as the bar's field resigned.
            binding.endEditing()
        case .editingDidBegin:
            later { [weak self, weak binding] in
                // The form field may have lost the focus by now (the user moved on at once).
                guard let self, let binding, binding.host?.isEditing == true else { return }
                present(binding)
            }
        case .editingChanged where binding === shownBinding:
            // The app or a plugin changed the form field (an accepted suggestion, a value set):
            // the bar's field shows it too.
            if let mirror = mirror as? any TextInputKeyboardBarMirroring {
                copyingState { mirror.takeState(of: binding) }
            }
        default:
            break
        }
    }

    package func willDetach(from binding: any TextInputBindingType) {
        if binding === shownBinding {
            letGo()
        }
    }

    // MARK: - Showing a field

    /// Whether one of the two bindings is taking the other's state: the change that makes is
    /// not copied back.
    private var isCopyingState = false

    /// Runs `copy` unless a copy is under way.
    func copyingState(_ copy: () -> Void) {
        guard !isCopyingState else { return }
        isCopyingState = true
        defer { isCopyingState = false }
        copy()
    }

    /// Shows `binding`'s field: the bar's field takes the focus with a mirror of its binding.
    private func present(_ binding: any TextInputBindingType) {
        guard binding !== shownBinding, let form = binding as? any TextInputKeyboardBarMirroring else { return }
        letGo()
        let mirror = form.bindMirror(to: field)
        mirror.attach(KeyboardBarMirrorPlugin(bar: self, form: form))
        form.handOverEditing(to: field)
        shownBinding = form
        self.mirror = mirror
        field.beginEditing()
        guard field.isEditing else {
            // The bar's field cannot take the focus (it is not on screen): the form field keeps
            // it, and the bar does not show.
            letGo()
            return
        }
        // A form field without a focus shared with the bar's (unlike UIKit's first responder)
        // keeps it otherwise.
        if form.host?.isEditing == true {
            form.host?.endEditing()
        }
        onChange?()
    }

    /// Lets the shown field go: it takes the bar's last state and ends its editing.
    func letGo() {
        guard let form = shownBinding as? any TextInputKeyboardBarMirroring else { return }
        shownBinding = nil
        if let mirror {
            copyingState { form.takeState(of: mirror) }
            self.mirror = nil
            mirror.unbind()
        }
        form.endHandOver()
        onChange?()
    }
}

/// Attached to the bar's mirror binding: copies its changes to the form field, and passes
/// Return and the toolbar on to the form field's plugins.
@MainActor
private final class KeyboardBarMirrorPlugin: TextInputPlugin {
    /// Weak: the bar's field, which keeps the mirror binding and this plugin alive, may outlive
    /// a bar the app let go of; its edits then reach no bar, and nothing stops the program.
    weak var bar: TextInputKeyboardBar?
    weak var form: (any TextInputKeyboardBarMirroring)?

    init(bar: TextInputKeyboardBar, form: any TextInputKeyboardBarMirroring) {
        self.bar = bar
        self.form = form
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        switch event {
        case .editingChanged:
            bar?.copyingState { form?.takeState(of: binding) }
        case .editingDidEnd:
            if let bar, bar.mirror === binding {
                bar.letGo()
            }
        case .editingDidBegin:
            break
        }
    }

    func handleReturn(for binding: any TextInputBindingType) -> Bool {
        form?.performReturn() ?? false
    }

    func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey? {
        form?.returnKey
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        if let form {
            layout = form.toolbarLayout
        }
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        form?.performToolbarItem(item) ?? false
    }
}
