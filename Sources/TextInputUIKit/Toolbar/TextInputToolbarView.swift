#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import TextInputCore
import UIKit

/// The toolbar above the keyboard of one field: the UIKit view of the binding's
/// ``TextInputCore/TextInputBindingType/toolbarItems`` (Previous and Next, the field's title,
/// AutoFill, Done, and any item of a plugin of your own), which the binding's plugins propose.
///
/// ```swift
/// TextInputFormNavigator([nameBinding, cardBinding])
/// nameBinding.attachToolbar()
/// cardBinding.attachToolbar(appearance: TextInputToolbarAppearance(showsTitle: false))
/// ```
///
/// The view is a plugin of the binding: attaching it makes it the text field's
/// `inputAccessoryView`, and it redraws its items when the field begins editing, on every
/// change, and after each tap, only when the items differ from the ones shown. A tapped item
/// goes to `binding.performToolbarItem(_:)`; an item that is not enabled shows but cannot be
/// tapped, and an item they leave out does not show. Each item is drawn from its title,
/// symbol, enabled state and style alone. Detaching it (or unbinding)
/// gives the field its accessory back empty. Per field, a toolbar shows only where it is
/// attached: leave it out (or call `detachToolbar()`) to hide it.
///
/// The bar takes the keyboard's width, on rotation too, and its items lay out leading to
/// trailing, so a right-to-left language mirrors their order. Keep the view out of your own
/// view hierarchy: an input accessory view must have no other superview.
@MainActor
public final class TextInputToolbarView: UIToolbar, TextInputPlugin {
    /// How the bar looks; setting it redraws the bar.
    ///
    /// ```swift
    /// binding.toolbarView?.appearance.tintColor = .systemPink
    /// ```
    public var appearance: TextInputToolbarAppearance {
        didSet {
            applyAppearance()
            shown.redraw()
        }
    }

    /// The items the bar shows, as the binding's plugins gave them.
    ///
    /// ```swift
    /// binding.toolbarView?.shownItems   // [.previous(isEnabled: false), .next(isEnabled: true), ...]
    /// ```
    public var shownItems: [TextInputToolbarItem] {
        shown.items
    }

    /// Which items are shown and when they are read again is Core's; this view draws them.
    private lazy var shown = TextInputToolbarShownItems(draw: { [weak self] items in self?.drawItems(items) })
    private weak var textField: UITextField?
    private var hasCustomBackground = false

    /// A toolbar with `appearance`; attach it with `binding.attachToolbar(appearance:)`.
    ///
    /// ```swift
    /// let toolbar = TextInputToolbarView(appearance: TextInputToolbarAppearance(barStyle: .black))
    /// binding.attach(toolbar)
    /// ```
    public init(appearance: TextInputToolbarAppearance = TextInputToolbarAppearance()) {
        self.appearance = appearance
        // A toolbar made with a zero frame logs unsatisfiable constraints for its items until
        // UIKit sizes it (cordova-plugin-inappbrowser #1123, IQKeyboardManager #1598): it starts
        // at a plausible size, and the keyboard gives it its own width.
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // Follows the keyboard's width on rotation; without it the bar keeps its first width
        // (LTHMonthYearPickerView #3).
        autoresizingMask = [.flexibleWidth]
        applyAppearance()
        sizeToFit()
    }

    /// The toolbar is built in code only.
    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Lays the items out again when the safe area changes: alone at the bottom of the screen
    /// (a hardware keyboard), the bar otherwise keeps the insets it had above the keyboard
    /// (openradar 47966034).
    override public func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        setNeedsLayout()
    }

    // MARK: - TextInputPlugin

    /// Becomes the accessory view of the binding's text field.
    public func didAttach(to binding: any TextInputBindingType) {
        shown.binding = binding
        guard let textField = (binding.host as? UITextFieldHost)?.textField else { return }
        self.textField = textField
        updateItems()
        textField.inputAccessoryView = self
        // A field already editing shows its accessory only once its input views reload.
        if textField.isFirstResponder {
            textField.reloadInputViews()
        }
    }

    /// Leaves the field's accessory view empty, unless something else took the place since.
    public func willDetach(from binding: any TextInputBindingType) {
        guard binding === shown.binding else { return }
        if let textField, textField.inputAccessoryView === self {
            textField.inputAccessoryView = nil
            if textField.isFirstResponder {
                textField.reloadInputViews()
            }
        }
        shown.binding = nil
        textField = nil
    }

    /// Redraws the items when the field begins editing and on every change.
    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        shown.binding(binding, didReport: event)
    }

    // MARK: - Items

    /// Shows the binding's items, when they differ from the ones shown.
    func updateItems() {
        shown.update()
    }

    private func drawItems(_ items: [TextInputToolbarItem]) {
        setItems(TextInputToolbarItem.drawn(items, showingTitle: appearance.showsTitle).map { barButtonItem(for: $0) }, animated: false)
    }

    /// Performs a tapped item, then shows the items it leaves.
    func perform(_ item: TextInputToolbarItem) {
        shown.perform(item)
    }

    // MARK: - Appearance

    private func applyAppearance() {
        tintColor = appearance.tintColor
        barStyle = appearance.barStyle
        let barAppearance = UIToolbarAppearance()
        switch appearance.background {
        case .system:
            // Under Liquid Glass Apple asks for no custom bar appearance: the bar keeps its own,
            // and only one this view set earlier goes back to the default.
            guard hasCustomBackground else { return }
            barAppearance.configureWithDefaultBackground()
        case .transparent:
            barAppearance.configureWithTransparentBackground()
        case let .color(color):
            barAppearance.configureWithOpaqueBackground()
            barAppearance.backgroundColor = color
        }
        standardAppearance = barAppearance
        hasCustomBackground = !appearance.background.isSystem
    }
}

extension TextInputToolbarAppearance.Background {
    var isSystem: Bool {
        if case .system = self { return true }
        return false
    }
}
#endif
#endif
