extension TextInputFormNavigator {
    /// How one field of a form takes part in navigation: its toolbar, its return key, whether it
    /// moves on by itself, and whether it lets the user leave.
    ///
    /// ```swift
    /// let cardNumber = TextInputFormNavigator.FieldOptions.options(
    ///     title: "Card number",
    ///     advancesWhenComplete: true,
    ///     leaving: { binding in binding.hasValue ? .allowed : .refused("Enter the card number") }
    /// )
    /// ```
    public struct FieldOptions {
        /// The toolbar's title for the field; nil uses the field's placeholder.
        public var title: String?
        /// Whether the toolbar shows Previous for the field.
        public var showsPrevious: Bool
        /// Whether the toolbar shows Next for the field.
        public var showsNext: Bool
        /// How the toolbar shows Done for the field.
        public var done: DoneItem
        /// What Return does in the field, and which return key it shows.
        public var returnKey: ReturnKeyPolicy
        /// Whether the navigator moves to the next field once this field's value becomes
        /// complete (``TextInputBindingType/isComplete``), as Stripe's card field does.
        public var advancesWhenComplete: Bool
        /// Whether navigation passes the field by, whatever its state.
        public var isSkipped: Bool
        /// Asked before the user leaves the field through the navigator (Previous, Next, Done,
        /// Return, moving on by itself); nil lets every leave happen.
        public var leaving: (@MainActor (any TextInputBindingType) -> LeaveDecision)?

        /// Options for a field; every parameter has the default most fields want.
        ///
        /// - Parameters:
        ///   - title: The toolbar's title; nil uses the field's placeholder.
        ///   - showsPrevious: Whether the toolbar shows Previous.
        ///   - showsNext: Whether the toolbar shows Next.
        ///   - done: How the toolbar shows Done.
        ///   - returnKey: What Return does: move on (Done on the last field), end editing, the
        ///     app's own action, or a line break in a multi-line field.
        ///   - advancesWhenComplete: Whether to move on once the value becomes complete.
        ///   - isSkipped: Whether navigation passes the field by.
        ///   - leaving: Asked before the user leaves the field; nil lets every leave happen.
        public static func options(
            title: String? = nil,
            showsPrevious: Bool = true,
            showsNext: Bool = true,
            done: DoneItem = .enabled,
            returnKey: ReturnKeyPolicy = .next,
            advancesWhenComplete: Bool = false,
            isSkipped: Bool = false,
            leaving: (@MainActor (any TextInputBindingType) -> LeaveDecision)? = nil
        ) -> FieldOptions {
            FieldOptions(
                title: title,
                showsPrevious: showsPrevious,
                showsNext: showsNext,
                done: done,
                returnKey: returnKey,
                advancesWhenComplete: advancesWhenComplete,
                isSkipped: isSkipped,
                leaving: leaving
            )
        }
    }

    /// How the toolbar shows Done for a field.
    public enum DoneItem: Hashable, Sendable {
        /// Shown, ends editing.
        case enabled
        /// Shown, but not enabled.
        case disabled
        /// Not shown.
        case hidden
    }

    /// What Return does in a field, and the return key the field shows for it.
    public enum ReturnKeyPolicy {
        /// Moves to the next field, showing ``TextInputReturnKey/next``; on the last field it
        /// ends editing, showing ``TextInputReturnKey/done``.
        case next
        /// Ends editing, showing ``TextInputReturnKey/done``.
        case done
        /// Runs `action` with the field's binding, showing `key`.
        case custom(TextInputReturnKey, action: @MainActor (any TextInputBindingType) -> Void)
        /// Leaves Return to the field, showing the platform's key: a multi-line field (a text
        /// view) types a line break, and the toolbar's Next and Done move on.
        case newline
    }

    /// Whether the user may leave a field.
    public enum LeaveDecision: Hashable, Sendable {
        /// The user may leave.
        case allowed
        /// The user stays, for `reason`, which the navigator reports in
        /// ``TextInputFormNavigator/Event/stayed(at:reason:)`` for the app to show.
        case refused(String)
    }
}
