import Foundation
import TextInputCore

/// A phone field's region picker as the playground shows it: a list in the keyboard's place,
/// opened and closed with Ctrl-R, narrowed by what is typed while it shows, chosen from with
/// ↑/↓ and Enter.
///
/// ```swift
/// let list = TerminalRegionList(picker: picker)
/// list.handle(.regions)            // shown: every region, the field's first
/// list.handle(.text("44"))         // "🇬🇧 United Kingdom +44", "🇬🇬 Guernsey +44"…
/// list.handle(.enter)              // the United Kingdom is the field's region; the list hides
/// ```
@MainActor
package final class TerminalRegionList {
    /// The line above the list.
    package static let help = "Regions · type to search · ↑/↓ choose · Enter chooses · Ctrl-R hides"

    private let picker: PhoneNumberRegionPicker
    /// Whether the list shows.
    package private(set) var isShown = false
    /// What was typed to narrow the list.
    package private(set) var query = ""
    /// The rows of the regions that match the query, the field's first.
    private var rows: [PhoneNumberRegionPicker.Row] = []
    /// The index of the chosen region.
    package private(set) var selectedIndex = 0

    /// A list of `picker`'s regions.
    package init(picker: PhoneNumberRegionPicker) {
        self.picker = picker
    }

    /// Each region as a line of the list: its flag and name (in the picker's language, English in
    /// the playground), then its calling code.
    package var lines: [String] {
        rows.map { "\($0.title) \($0.detail)" }
    }

    /// Applies `key` to the list; answers false for a key the list leaves to the form (any key
    /// but Ctrl-R while it is hidden; navigation between fields, which hides it).
    package func handle(_ key: TerminalKey) -> Bool {
        if key == .regions {
            isShown.toggle()
            query = ""
            update()
            return true
        }
        guard isShown else { return false }
        switch key {
        case let .text(text), let .paste(text):
            query += text
            update()
        case .backspace:
            query = String(query.dropLast())
            update()
        case .up:
            selectedIndex = max(selectedIndex - 1, 0)
        case .down:
            selectedIndex = min(selectedIndex + 1, max(rows.count - 1, 0))
        case .enter:
            if rows.indices.contains(selectedIndex) {
                picker.choose(rows[selectedIndex].region)
            }
            isShown = false
        case .escape:
            isShown = false
        default:
            isShown = false
            return false
        }
        return true
    }

    private func update() {
        rows = isShown ? picker.rows(matching: query) : []
        selectedIndex = 0
    }
}
