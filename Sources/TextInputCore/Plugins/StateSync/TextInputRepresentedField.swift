/// What a SwiftUI wrapper of a bound field (`FormattedTextField`, for UIKit and AppKit alike)
/// does with the view's state, the platform left out: the state sync and the return action it
/// attaches after the app's plugins, the latest closures of each view update, and the changes
/// that must wait until SwiftUI has finished updating views.
///
/// The wrapper makes one when it binds the field, passes each view update on with
/// ``update(value:onValueChange:isFocused:onFocusChange:returnKey:onReturn:)``, and tells it when
/// the field moves to a window (``fieldDidMoveToWindow()``) and when SwiftUI removes it
/// (``fieldWillDisappear()``).
///
/// ```swift
/// let field = TextInputSimulator()
/// let represented = TextInputRepresentedField(TextInputFormats.plain.bind(to: field))
/// represented.update(value: "42", onValueChange: { _ in }, isFocused: nil, onFocusChange: nil,
///                    returnKey: nil, onReturn: nil)   // field.text == "42"
/// ```
@MainActor
package final class TextInputRepresentedField<Value: Equatable> {
    private let sync: TextInputStateSync<Value>
    /// The field keeps its binding alive.
    private weak var binding: TextInputBinding<Value>?
    private let returnAction = TextInputReturnAction()
    /// Runs a change once the view update under way is over.
    private let performLater: (@escaping @MainActor () -> Void) -> Void

    /// Attaches, after the plugins `binding` has, the return action and the state sync.
    ///
    /// - Parameter performLater: Runs its argument once the view update under way is over;
    ///   by default, in a task on the main actor.
    package init(
        _ binding: TextInputBinding<Value>,
        performLater: @escaping (@escaping @MainActor () -> Void) -> Void = { change in Task { @MainActor in change() } }
    ) {
        self.binding = binding
        self.performLater = performLater
        binding.attach(returnAction)
        sync = TextInputStateSync(binding)
    }

    /// A view update: the latest closures (a view's are new at each update) and what the state
    /// holds. A nil `isFocused` leaves the focus to the user, and a nil `onReturn` leaves Return
    /// to the field. What the state must hear back waits for the update to be over.
    package func update(
        value: Value?,
        onValueChange: @escaping @MainActor (Value?) -> Void,
        isFocused: Bool?,
        onFocusChange: (@MainActor (Bool) -> Void)?,
        returnKey: TextInputReturnKey?,
        onReturn: (@MainActor () -> Void)?
    ) {
        sync.onValueChange = onValueChange
        sync.onFocusChange = onFocusChange
        returnAction.key = returnKey
        returnAction.action = onReturn.map { onReturn in { @MainActor (_: any TextInputBindingType) in onReturn() } }
        if sync.update(value: value, isFocused: isFocused) {
            performPendingChangesLater()
        }
    }

    /// The field is in a window now, where a focus request made before can be carried out.
    package func fieldDidMoveToWindow() {
        performPendingChangesLater()
    }

    /// SwiftUI removes the field: it gives up the focus, and the state hears so once the update
    /// is over.
    package func fieldWillDisappear() {
        guard let binding, binding.isEditing else { return }
        if sync.holdingReports({ binding.endEditing() }) {
            performPendingChangesLater()
        }
    }

    private func performPendingChangesLater() {
        performLater { [sync] in sync.performPendingChanges() }
    }
}
