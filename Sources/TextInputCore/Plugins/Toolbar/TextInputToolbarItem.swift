/// One item of the toolbar above the keyboard, as a model the UIKit and AppKit modules and the
/// terminal playground turn into views.
///
/// An item says everything a view needs to draw it — its title, its symbol, whether it is
/// enabled, how it reads to VoiceOver, its style — so that a view draws any item, including
/// one a plugin made, without knowing what it does. What it does is decided by its ``id``: a
/// chosen item goes back to the plugins (``TextInputBindingType/performToolbarItem(_:)``), and
/// the plugin that knows the identity handles it.
///
/// ```swift
/// binding.toolbarItems
/// // [.previous(isEnabled: false), .next(isEnabled: true), .title("Card number"),
/// //  .flexibleSpace, .done]
///
/// // A plugin's own item:
/// extension TextInputToolbarItem.ID {
///     static let characterCount = Self("characterCount")
/// }
/// let counter = TextInputToolbarItem(id: .characterCount, title: "12/40", style: .label)
/// ```
///
/// Items compare equal when all of their parts do; to ask what an item *is*, whatever its
/// state, match its identity: `if case .next = item` holds for Next enabled or not.
public struct TextInputToolbarItem: Hashable, Sendable, Identifiable {
    /// What an item is, whatever its title or state: the plugin that made an item recognises
    /// it by its identity when the user chooses it.
    ///
    /// A plugin names its items in an extension, with a name no other plugin uses (a prefix of
    /// its own is a good habit):
    ///
    /// ```swift
    /// extension TextInputToolbarItem.ID {
    ///     static let characterCount = Self("com.example.characterCount")
    /// }
    /// ```
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The identity's name.
        public let name: String

        /// The identity named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The name.
        public var description: String {
            name
        }
    }

    /// How a view draws an item.
    public enum Style: Hashable, Sendable {
        /// A button.
        case plain
        /// The button that finishes, drawn more prominently (Done).
        case prominent
        /// Text that cannot be chosen, such as the field's title or a count.
        case label
        /// Space that pushes the items after it to the trailing edge.
        case flexibleSpace
    }

    /// What the item is; the plugin that made it handles it by this identity.
    public var id: ID
    /// The word the item shows, or the text of a label. A button with a ``symbol`` shows the
    /// symbol instead, and its title names it where there is no room for the image (a bar's
    /// overflow menu, the Large Content Viewer).
    public var title: String
    /// The name of an SF Symbol drawn in place of the title, or nil to show the title. Views
    /// that cannot draw SF Symbols (the terminal) show the title.
    public var symbol: String?
    /// Whether the user can choose the item: false for labels and space, and for buttons that
    /// show but do nothing now (Previous on the first field).
    public var isEnabled: Bool
    /// What VoiceOver reads for the item.
    public var accessibilityLabel: String
    /// The names Voice Control recognises for the item, the shortest first: the label, and the
    /// longer names a user may say ("Next Field"). Views set them as the control's
    /// `accessibilityUserInputLabels`, so that an item drawn as a symbol can be named.
    public var userInputLabels: [String]
    /// How the item is drawn.
    public var style: Style

    /// An item; a plugin makes its own this way.
    ///
    /// - Parameters:
    ///   - id: What the item is, which the plugin that handles it recognises.
    ///   - title: The word or text shown.
    ///   - symbol: The name of an SF Symbol shown in place of the title, if any.
    ///   - isEnabled: Whether the user can choose it; labels and space never can.
    ///   - accessibilityLabel: What VoiceOver reads; nil reads the title.
    ///   - userInputLabels: The names Voice Control recognises, after the label; none adds
    ///     nothing to the label.
    ///   - style: How it is drawn.
    public init(
        id: ID,
        title: String,
        symbol: String? = nil,
        isEnabled: Bool = true,
        accessibilityLabel: String? = nil,
        userInputLabels: [String] = [],
        style: Style = .plain
    ) {
        self.id = id
        self.title = title
        self.symbol = symbol
        self.isEnabled = isEnabled && style != .label && style != .flexibleSpace
        let label = accessibilityLabel ?? title
        self.accessibilityLabel = label
        self.userInputLabels = [label] + userInputLabels.filter { $0 != label }
        self.style = style
    }

    /// Whether `item` is the item `id` names, whatever its title or state: how `case .next`
    /// matches an item in a `switch` or an `if case`.
    ///
    /// ```swift
    /// if case .next = item { acceptSuggestion() }
    /// ```
    public static func ~= (id: ID, item: TextInputToolbarItem) -> Bool {
        item.id == id
    }
}

// MARK: - The form's items

extension TextInputToolbarItem.ID {
    /// Moves to the previous field.
    public static let previous = Self("previous")
    /// Moves to the next field.
    public static let next = Self("next")
    /// Ends editing.
    public static let done = Self("done")
    /// Space that pushes the items after it to the trailing edge.
    public static let flexibleSpace = Self("flexibleSpace")
    /// The field's title.
    public static let title = Self("title")
}

extension TextInputToolbarItem {
    /// Moves to the previous field: a chevron pointing up, as in the keyboard toolbars of iOS's
    /// own forms (fields follow each other down the form, so it needs no mirroring in
    /// right-to-left languages).
    public static func previous(isEnabled: Bool) -> TextInputToolbarItem {
        TextInputToolbarItem(
            id: .previous, title: TextInputString.previous.currentLanguageWord, symbol: "chevron.up", isEnabled: isEnabled,
            userInputLabels: [TextInputString.previousField.currentLanguageWord])
    }

    /// Moves to the next field: a chevron pointing down.
    public static func next(isEnabled: Bool) -> TextInputToolbarItem {
        TextInputToolbarItem(
            id: .next, title: TextInputString.next.currentLanguageWord, symbol: "chevron.down", isEnabled: isEnabled,
            userInputLabels: [TextInputString.nextField.currentLanguageWord])
    }

    /// Ends editing.
    public static var done: TextInputToolbarItem {
        TextInputToolbarItem(id: .done, title: TextInputString.done.currentLanguageWord, style: .prominent)
    }

    /// Space that pushes the items after it to the trailing edge.
    public static var flexibleSpace: TextInputToolbarItem {
        TextInputToolbarItem(id: .flexibleSpace, title: "", style: .flexibleSpace)
    }

    /// The field's title, such as its placeholder.
    public static func title(_ title: String) -> TextInputToolbarItem {
        TextInputToolbarItem(id: .title, title: title, style: .label)
    }

    /// `item` shown but not enabled, such as `.disabled(.done)`: the package's own shorthand
    /// for setting ``isEnabled`` to false.
    package static func disabled(_ item: TextInputToolbarItem) -> TextInputToolbarItem {
        var item = item
        item.isEnabled = false
        return item
    }
}
