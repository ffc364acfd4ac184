#if canImport(SwiftUI) && canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI
import TextInputAppKit
import TextInputCore

/// A ``FormattedTextField`` on the Mac: an `NSTextField`.
extension FormattedTextField: NSViewRepresentable {
    /// The field `configure` is given: an `NSTextField`.
    public typealias PlatformTextField = NSTextField

    /// Makes the field and binds the format to it; the field keeps its binding alive.
    public func makeNSView(context: Context) -> NSTextField {
        let textField = makeField(coordinator: context.coordinator)
        updateNSView(textField, context: context)
        return textField
    }

    /// Brings the field in line with SwiftUI's state: value, focus, title and whether it is
    /// enabled.
    public func updateNSView(_ textField: NSTextField, context: Context) {
        update(textField, isEnabled: context.environment.isEnabled, coordinator: context.coordinator)
    }

    /// Takes the focus from a field SwiftUI removes, telling `isFocused` once the update is over.
    public static func dismantleNSView(_ textField: NSTextField, coordinator: Coordinator) {
        coordinator.field?.fieldWillDisappear()
    }
}

/// The field a ``FormattedTextField`` shows: it says when it moves to a window, where a focus
/// request SwiftUI made before can be carried out (AppKit gives no focus to a field outside one).
final class WindowedTextField: NSTextField {
    var didMoveToWindowHandler: (@MainActor () -> Void)?

    /// An empty field in the system's font.
    static func make() -> WindowedTextField {
        WindowedTextField(string: "")
    }

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        didMoveToWindowHandler?()
    }

    /// After `configure`: a delegate it set is the app's, as one set before binding would be; an
    /// autofill it attached gets the prompt that opens the completion list as the user types
    /// (unless it has one).
    func didConfigure(_ binding: any TextInputBindingType) {
        (binding.host as? NSTextFieldHost)?.adoptReplacedDelegate()
        if TextInputCompletionPrompt.isWanted(by: binding) {
            binding.attach(TextInputCompletionPrompt.fieldEditor())
        }
    }
}

extension NSTextField {
    /// Shows the view's title; a Mac keyboard's Return shows no label.
    func show(title: String, returnKey: TextInputReturnKey?) {
        if placeholderString != title {
            placeholderString = title
        }
    }
}
#endif
