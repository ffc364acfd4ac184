#if canImport(UIKit) && !os(watchOS)
#if os(iOS)
import TextInputCore
import UIKit

/// How each toolbar item of the model becomes a bar button item: from its title, symbol,
/// enabled state and style alone, so that a plugin's own item draws like the built-in ones.
extension TextInputToolbarView {
    /// The bar button item for `item`, by its style.
    func barButtonItem(for item: TextInputToolbarItem) -> UIBarButtonItem {
        switch item.style {
        case .flexibleSpace: .flexibleSpace()
        case .label: labelItem(item)
        case .plain: button(for: item)
        case .prominent: prominentButton(for: item)
        }
    }

    /// A button that performs `item`: its symbol, or its title when it has none. The title is
    /// the action's either way: a bar shows the image in its place, and the title names the
    /// button in the bar's overflow menu and in the Large Content Viewer (Dynamic Type in bars).
    private func button(for item: TextInputToolbarItem) -> UIBarButtonItem {
        let image = item.symbol.flatMap { UIImage(systemName: $0) }
        let action = UIAction(title: item.title, image: image) { [weak self] _ in
            self?.perform(item)
        }
        let button = UIBarButtonItem(title: nil, image: nil, primaryAction: action, menu: nil)
        button.accessibilityLabel = item.accessibilityLabel
        button.isEnabled = item.isEnabled
        return button
    }

    /// A button in the bar's prominent style, for the one that finishes (Done).
    private func prominentButton(for item: TextInputToolbarItem) -> UIBarButtonItem {
        let button = button(for: item)
        #if compiler(>=6.2)
        if #available(iOS 26.0, macCatalyst 26.0, *) {
            button.style = .prominent
        } else {
            button.style = .done
        }
        #else
        button.style = .done
        #endif
        return button
    }

    /// A label (the field's title, a plugin's count), which gives way (truncates) before the
    /// buttons do.
    private func labelItem(_ item: TextInputToolbarItem) -> UIBarButtonItem {
        let label = UILabel()
        label.text = item.title
        label.accessibilityLabel = item.accessibilityLabel
        label.font = appearance.scaledTitleFont
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
#endif
#endif
