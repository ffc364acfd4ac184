import TextInputCore

/// A snapshot of a ``TerminalForm``: everything the screen shows, as plain values.
///
/// ```swift
/// let state = form.state
/// state.fields[0].text        // "4111 1111 1111 1111"
/// state.fields[0].selection   // 19..<19, the caret at the end
/// state.toolbar               // [.previous(isEnabled: false), .next(isEnabled: true), .title("Card number"), …]
/// ```
package struct TerminalFormState: Hashable, Sendable {
    /// One field as the screen shows it.
    package struct Field: Hashable, Sendable {
        /// The label shown before the text.
        package var label: String
        /// The field's text.
        package var text: String
        /// The selection in Characters; an empty range is the caret.
        package var selection: Range<Int>
        /// The part of the text the user has not entered (an inline suggestion), in Characters.
        package var provisional: Range<Int>?
        /// Whether the field has the focus.
        package var isFocused: Bool
        /// The label of the field's return key: what Enter does.
        package var returnKey: TextInputReturnKey
        /// The value and status shown under the text.
        package var readout: TerminalFieldReadout
        /// The field's latest announcements, while the form shows them; nil otherwise.
        package var announcements: [String]?

        /// Creates a field snapshot.
        package init(
            label: String,
            text: String,
            selection: Range<Int>,
            provisional: Range<Int>? = nil,
            isFocused: Bool,
            returnKey: TextInputReturnKey,
            readout: TerminalFieldReadout,
            announcements: [String]? = nil
        ) {
            self.label = label
            self.text = text
            self.selection = selection
            self.provisional = provisional
            self.isFocused = isFocused
            self.returnKey = returnKey
            self.readout = readout
            self.announcements = announcements
        }
    }

    /// The suggestions the focused field shows in the keyboard's place.
    package struct Suggestions: Hashable, Sendable {
        /// The matches, best first.
        package var matches: [String]
        /// The index of the chosen match, if any.
        package var selectedIndex: Int?
        /// The line above the list, when it is not the autofill suggestions' (a region picker's).
        package var help: String?

        /// Creates a list of suggestions.
        package init(matches: [String], selectedIndex: Int? = nil, help: String? = nil) {
            self.matches = matches
            self.selectedIndex = selectedIndex
            self.help = help
        }
    }

    /// The fields, in order.
    package var fields: [Field]
    /// The focused field's toolbar; empty when no field has the focus.
    package var toolbar: [TextInputToolbarItem]
    /// The focused field's suggestions while it shows them.
    package var suggestions: Suggestions?

    /// Creates a snapshot.
    package init(fields: [Field], toolbar: [TextInputToolbarItem] = [], suggestions: Suggestions? = nil) {
        self.fields = fields
        self.toolbar = toolbar
        self.suggestions = suggestions
    }
}

extension TerminalForm {
    /// The form as the screen shows it now.
    package var state: TerminalFormState {
        let focusedIndex = focusedIndex
        let states = fields.indices.map { index in
            let field = fields[index]
            let text = field.textField.text
            return TerminalFormState.Field(
                label: field.label,
                text: text,
                selection: text.characterOffsets(of: field.textField.selectedRange),
                provisional: field.binding.provisionalRange.map(text.characterOffsets(of:)),
                isFocused: index == focusedIndex,
                returnKey: field.binding.returnKey,
                readout: field.readout,
                announcements: isAnnouncing && index == focusedIndex ? Array(field.announcements.suffix(3)) : nil
            )
        }
        guard let focusedIndex else { return TerminalFormState(fields: states) }
        let field = fields[focusedIndex]
        if let list = field.regionList, list.isShown {
            let help = TerminalRegionList.help + (list.query.isEmpty ? "" : " · \(list.query)")
            let regions = TerminalFormState.Suggestions(matches: list.lines, selectedIndex: list.selectedIndex, help: help)
            return TerminalFormState(fields: states, toolbar: field.binding.toolbarItems, suggestions: regions)
        }
        let suggestions = field.autoFill.flatMap { autoFill in
            autoFill.isShowingMatches
                ? TerminalFormState.Suggestions(matches: autoFill.matches, selectedIndex: autoFill.selectedIndex)
                : nil
        }
        return TerminalFormState(fields: states, toolbar: field.binding.toolbarItems, suggestions: suggestions)
    }
}

extension String {
    /// `range` as offsets in Characters from the start.
    fileprivate func characterOffsets(of range: Range<Index>) -> Range<Int> {
        let lower = distance(from: startIndex, to: range.lowerBound)
        return lower..<(lower + distance(from: range.lowerBound, to: range.upperBound))
    }
}
