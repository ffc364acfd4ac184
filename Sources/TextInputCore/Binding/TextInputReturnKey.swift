/// The label of the keyboard's return key, platform-neutral: the adapters show it as
/// `UIReturnKeyType` (UIKit) or `SubmitLabel` (SwiftUI), the terminal playground as a word.
///
/// ```swift
/// binding.returnKey // .next: Return moves to the next field of the form
/// ```
public enum TextInputReturnKey: Hashable, Sendable, CaseIterable {
    /// The platform's default: "return".
    case `default`
    /// "Next": Return moves to the next field.
    case next
    /// "Done": Return ends editing.
    case done
    /// "Go".
    case go
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Join".
    case join
    /// "Route".
    case route
    /// "Continue".
    case `continue`

    /// The label in English, as the terminal playground shows it.
    public var title: String {
        switch self {
        case .default: "Return"
        case .next: "Next"
        case .done: "Done"
        case .go: "Go"
        case .search: "Search"
        case .send: "Send"
        case .join: "Join"
        case .route: "Route"
        case .continue: "Continue"
        }
    }
}
