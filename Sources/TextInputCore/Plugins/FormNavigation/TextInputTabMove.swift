/// A move between fields that the Tab key makes on a hardware keyboard: Tab goes to the next
/// field, Shift-Tab to the previous one, through the same toolbar items as the buttons.
///
/// A field offers a move only while its toolbar item is there and enabled: at the last field
/// Tab is then left to the system (its focus movement, or the next key view on a Mac) instead
/// of being taken and doing nothing.
///
/// ```swift
/// TextInputTabMove.moves(allowedBy: [.previous(isEnabled: false), .next(isEnabled: true), .done])
/// // [.next]
/// ```
package enum TextInputTabMove: CaseIterable, Hashable, Sendable {
    /// Tab: the next field.
    case next
    /// Shift-Tab: the previous field.
    case previous

    /// The toolbar item the move performs (`binding.performToolbarItem(_:)`).
    package var toolbarItem: TextInputToolbarItem {
        switch self {
        case .next: .next(isEnabled: true)
        case .previous: .previous(isEnabled: true)
        }
    }

    /// Whether the move is made with Shift held.
    package var isShifted: Bool {
        self == .previous
    }

    /// The move of Tab, or of Shift-Tab when `isShifted`: how a key command's one action tells
    /// which it is.
    package init(isShifted: Bool) {
        self = isShifted ? .previous : .next
    }

    /// The moves `items` (a binding's toolbar items) allow, Tab first.
    package static func moves(allowedBy items: [TextInputToolbarItem]) -> [TextInputTabMove] {
        allCases.filter { move in items.contains { $0.id == move.toolbarItem.id && $0.isEnabled } }
    }
}
