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
public final class TextInputToolbarView: UIToolbar, TextInputPlugin, UIInputViewAudioFeedback {
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
    lazy var shown = TextInputToolbarShownItems(draw: { [weak self] items in self?.drawItems(items) })
    private weak var textField: (any TextInputUIKitView)?
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

    /// True: a tapped item clicks as a key of the keyboard does, where the user has keyboard
    /// clicks on.
    public var enableInputClicksWhenVisible: Bool {
        true
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
        guard let textField = (binding.host as? UITextInputViewHost)?.view else { return }
        self.textField = textField
        shown.update()
        textField.inputAccessoryView = self
        textField.reloadInputViewsIfFirstResponder()
    }

    /// Leaves the field's accessory view empty, unless something else took the place since.
    public func willDetach(from binding: any TextInputBindingType) {
        guard binding === shown.binding else { return }
        if let textField, textField.inputAccessoryView === self {
            textField.inputAccessoryView = nil
            textField.reloadInputViewsIfFirstResponder()
        }
        shown.binding = nil
        textField = nil
    }

    /// Redraws the items when the field begins editing and on every change.
    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        shown.binding(binding, didReport: event)
    }

    // MARK: - Items

    private func drawItems(_ items: [TextInputToolbarItem]) {
        setItems(TextInputToolbarItem.drawn(items, showingTitle: appearance.showsTitle).map { barButtonItem(for: $0) }, animated: false)
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
        hasCustomBackground = appearance.background != .system
    }
}

/// The toolbar of a field bound to a `UITextField` or a `UITextView`.
extension TextInputBindingType {
    /// Shows a toolbar above the field's keyboard (its `inputAccessoryView`) with the items the
    /// binding's plugins propose, and answers it. A binding that has one already keeps it and
    /// gives it `appearance`.
    ///
    /// ```swift
    /// let binding = TextInputFormats.plain.bind(to: nameField)
    /// TextInputFormNavigator([binding, emailBinding])
    /// binding.attachToolbar()
    /// ```
    @discardableResult
    public func attachToolbar(appearance: TextInputToolbarAppearance = TextInputToolbarAppearance()) -> TextInputToolbarView {
        let toolbar = attachedPlugin(orAttaching: TextInputToolbarView(appearance: appearance))
        toolbar.appearance = appearance
        return toolbar
    }

    /// The toolbar attached to the binding, if any.
    ///
    /// ```swift
    /// binding.toolbarView?.appearance.showsTitle = false
    /// ```
    public var toolbarView: TextInputToolbarView? {
        attachedPlugin(TextInputToolbarView.self)
    }

    /// Removes the field's toolbar: the field shows its keyboard without one. This is how a
    /// field of a form goes without the toolbar the others have.
    ///
    /// ```swift
    /// searchBinding.detachToolbar()
    /// ```
    public func detachToolbar() {
        detachPlugins(TextInputToolbarView.self)
    }
}

/// How each toolbar item of the model becomes a bar button item: from its title, symbol,
/// enabled state and style alone, so that a plugin's own item draws like the built-in ones.
extension TextInputToolbarView {
    /// The bar button item for `item`, by its style.
    func barButtonItem(for item: TextInputToolbarItem) -> UIBarButtonItem {
        switch item.style {
        case .flexibleSpace: .flexibleSpace()
        case .label: labelItem(item)
        case .plain, .prominent: button(for: item)
        }
    }

    /// A button that performs `item`: its symbol, or its title when it has none. The title is
    /// the action's either way: a bar shows the image in its place, and the title names the
    /// button in the bar's overflow menu and in the Large Content Viewer (Dynamic Type in bars).
    private func button(for item: TextInputToolbarItem) -> UIBarButtonItem {
        let image = item.symbol.flatMap { UIImage(systemName: $0) }
        let action = UIAction(title: item.title, image: image) { [weak self] _ in
            UIDevice.playKeyboardClick()
            self?.shown.perform(item)
        }
        let button = UIBarButtonItem(title: nil, image: nil, primaryAction: action, menu: nil)
        button.accessibilityLabel = item.accessibilityLabel
        button.accessibilityUserInputLabels = item.userInputLabels
        button.isEnabled = item.isEnabled
        // The prominent style is for the button that finishes (Done).
        if item.style == .prominent {
            button.style = .done
            #if compiler(>=6.2)
            if #available(iOS 26.0, macCatalyst 26.0, *) {
                button.style = .prominent
            }
            #endif
        }
        return button
    }

    /// A label (the field's title, a plugin's count), which gives way (truncates) before the
    /// buttons do.
    private func labelItem(_ item: TextInputToolbarItem) -> UIBarButtonItem {
        let label = UILabel()
        label.text = item.title
        label.accessibilityLabel = item.accessibilityLabel
        // Capped in the bar, the title is shown whole in the Large Content Viewer, as the bar's
        // buttons are by UIKit.
        label.showsLargeContentViewer = true
        label.largeContentTitle = item.title
        label.addInteraction(UILargeContentViewerInteraction())
        let metrics = UIFontMetrics(forTextStyle: appearance.titleTextStyle)
        label.font = metrics.scaledFont(for: appearance.titleFont, maximumPointSize: appearance.maximumTitlePointSize)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = .secondaryLabel
        label.lineBreakMode = .byTruncatingTail
        label.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let labelItem = UIBarButtonItem(customView: label)
        // On iOS 26 a custom-view item may be drawn on the glass background buttons share, and
        // a label would then look like a button.
        #if compiler(>=6.2)
        if #available(iOS 26.0, macCatalyst 26.0, *) {
            labelItem.hidesSharedBackground = true
        }
        #endif
        return labelItem
    }
}

/// How a ``TextInputToolbarView`` looks: its tint, its bar style and background, and whether
/// and in which font it shows the field's title.
///
/// ```swift
/// var appearance = TextInputToolbarAppearance()
/// appearance.tintColor = .systemOrange
/// appearance.showsTitle = false
/// binding.attachToolbar(appearance: appearance)
/// ```
///
/// On iOS 26 the system draws toolbars with Liquid Glass, and Apple asks apps not to give them
/// a custom background: keep ``background`` at ``Background/system`` there.
@MainActor
public struct TextInputToolbarAppearance {
    /// How the bar's background is drawn.
    ///
    /// ```swift
    /// appearance.background = .color(.secondarySystemBackground)
    /// ```
    public enum Background: Equatable {
        /// The system's own bar background, which follows the bar style and the OS's look.
        case system
        /// No background and no shadow: the keyboard shows through.
        case transparent
        /// An opaque background of one color.
        case color(UIColor)
    }

    /// The color of the buttons; nil keeps the tint the bar inherits from the app.
    public var tintColor: UIColor?

    /// The bar's style (`.default` or `.black`).
    public var barStyle: UIBarStyle

    /// The bar's background.
    public var background: Background

    /// Whether the field's title (its placeholder, from the form navigator) shows between the
    /// buttons. A narrow bar truncates it first.
    public var showsTitle: Bool

    /// The title's font at the default text size; it grows and shrinks with Dynamic Type as
    /// ``titleTextStyle`` does. Give a font of a fixed size, such as `.systemFont(ofSize: 15)`:
    /// a font that already scales (`preferredFont(forTextStyle:)`) cannot be scaled again.
    public var titleFont: UIFont

    /// The text style whose Dynamic Type scaling the title follows.
    public var titleTextStyle: UIFont.TextStyle

    /// The largest point size the title grows to, so that it stays within the bar's height at
    /// the accessibility text sizes.
    public var maximumTitlePointSize: CGFloat

    /// An appearance; every parameter has the system's look as its default.
    ///
    /// ```swift
    /// let appearance = TextInputToolbarAppearance(tintColor: .systemGreen, background: .transparent)
    /// ```
    public init(
        tintColor: UIColor? = nil,
        barStyle: UIBarStyle = .default,
        background: Background = .system,
        showsTitle: Bool = true,
        titleFont: UIFont = .systemFont(ofSize: 15, weight: .semibold),
        titleTextStyle: UIFont.TextStyle = .subheadline,
        maximumTitlePointSize: CGFloat = 24
    ) {
        self.tintColor = tintColor
        self.barStyle = barStyle
        self.background = background
        self.showsTitle = showsTitle
        self.titleFont = titleFont
        self.titleTextStyle = titleTextStyle
        self.maximumTitlePointSize = maximumTitlePointSize
    }
}
#endif
