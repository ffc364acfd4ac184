/// What Return does in one field, given by the app, and the return key that says so: SwiftUI's
/// `onSubmit` and `submitLabel` for a field a wrapper draws, or a field's own action in UIKit
/// and AppKit.
///
/// Plugins attached before it answer Return first, so Return still accepts a selected
/// suggestion or an inline completion before the action runs. Without an action, Return keeps
/// the field's own behaviour and only the key is shown.
///
/// ```swift
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.plain.bind(to: field)
/// binding.attach(TextInputReturnAction(key: .send) { _ in print("sent") })
/// print(binding.returnKey)   // .send
/// field.pressReturn()        // prints "sent"
/// ```
@MainActor
public final class TextInputReturnAction: TextInputPlugin {
    /// The return key the field shows, or nil for no opinion (a form navigator's, or the
    /// platform's default).
    public var key: TextInputReturnKey?

    /// What Return does, or nil to leave Return to the field.
    public var action: (@MainActor (any TextInputBindingType) -> Void)?

    /// An action for Return, named by `key`.
    public init(key: TextInputReturnKey? = nil, action: (@MainActor (any TextInputBindingType) -> Void)? = nil) {
        self.key = key
        self.action = action
    }

    public func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey? {
        key
    }

    public func handleReturn(for binding: any TextInputBindingType) -> Bool {
        guard let action else { return false }
        action(binding)
        return true
    }
}
