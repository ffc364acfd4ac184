#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS)
import SwiftUI
import TextInputCore
import TextInputUIKit
import UIKit

/// A ``FormattedTextField`` on iOS, tvOS and visionOS: a `UITextField`.
extension FormattedTextField: UIViewRepresentable {
    /// The field `configure` is given: a `UITextField`.
    public typealias PlatformTextField = UITextField

    /// Makes the field and binds the format to it; the field keeps its binding alive.
    public func makeUIView(context: Context) -> UITextField {
        let textField = makeField(coordinator: context.coordinator)
        updateUIView(textField, context: context)
        return textField
    }

    /// Brings the field in line with SwiftUI's state: value, focus, title, return key and
    /// whether it is enabled.
    public func updateUIView(_ textField: UITextField, context: Context) {
        update(textField, isEnabled: context.environment.isEnabled, coordinator: context.coordinator)
    }

    /// Takes the focus from a field SwiftUI removes, telling `isFocused` once the update is over.
    public static func dismantleUIView(_ textField: UITextField, coordinator: Coordinator) {
        coordinator.field?.fieldWillDisappear()
    }
}

/// The field a ``FormattedTextField`` shows: it says when it moves to a window, where a focus
/// request SwiftUI made before can be carried out (UIKit gives no focus to a field outside one).
final class WindowedTextField: UITextField {
    var didMoveToWindowHandler: (@MainActor () -> Void)?

    /// A field in the body text style, which follows the user's text size only when vended by
    /// `preferredFont(forTextStyle:)`.
    static func make() -> WindowedTextField {
        let textField = WindowedTextField()
        textField.font = UIFont.preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        return textField
    }

    override func didMoveToWindow() {
        super.didMoveToWindow()
        didMoveToWindowHandler?()
    }

    /// After `configure`: a delegate it set is the app's, as one set before binding would be.
    func didConfigure(_ binding: any TextInputBindingType) {
        (binding.host as? UITextFieldHost)?.adoptReplacedDelegate(warns: false)
    }
}

extension UITextField {
    /// Shows the view's title and return key. The plugins' key (a form navigator's Next or Done)
    /// is the host's to show when editing begins; the app's own key, set here, is one the host
    /// leaves alone.
    func show(title: String, returnKey: TextInputReturnKey?) {
        if placeholder != title {
            placeholder = title
        }
        if let returnKey, returnKeyType != UIReturnKeyType(returnKey) {
            returnKeyType = UIReturnKeyType(returnKey)
            reloadInputViews()  // an open keyboard shows the new key at once
        }
    }
}
#endif
