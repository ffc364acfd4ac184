/// Which formatter a host that asks its questions through the field's formatter (AppKit's text
/// field host) installs on bind and gives back on unbind, and when the field's shown text is set
/// again over a swap.
///
/// A field's value is an object its formatter turns into text: a value the app's formatter made
/// (a number) has no text for the host's formatter, nor the host's string for the app's. So the
/// text the field showed is set again through the new formatter, when both the old and the new
/// one are formatters and the field is not being edited (the field editor keeps its text then).
///
/// ```swift
/// var swap = TextInputFormatterSwap(own: hostFormatter)
/// let bound = swap.attach(over: appFormatter, isEditing: false)
/// // bound.formatter === hostFormatter, bound.keepsShownText == true
/// ```
package struct TextInputFormatterSwap<Formatter: AnyObject> {
    /// A formatter to install, and whether the text shown before is set again after it.
    package struct Swap {
        /// The formatter the field gets; nil for none.
        package let formatter: Formatter?
        /// Whether the host reads the shown text before the swap and sets it again after.
        package let keepsShownText: Bool
    }

    /// The host's own formatter.
    private let own: Formatter
    /// The formatter the field had before the host's, which unbinding gives back.
    package private(set) var previous: Formatter?

    /// A swap for a host whose formatter is `own`.
    package init(own: Formatter) {
        self.own = own
    }

    /// Binding: the host's formatter goes in; the field's (`current`) is remembered, unless it is
    /// the host's already.
    package mutating func attach(over current: Formatter?, isEditing: Bool) -> Swap {
        if current !== own {
            previous = current
        }
        return Self.swap(from: current, to: own, isEditing: isEditing)
    }

    /// Unbinding: the remembered formatter goes back, unless the app has installed another one
    /// meanwhile (nil: the field keeps it); either way it is forgotten.
    package mutating func detach(over current: Formatter?, isEditing: Bool) -> Swap? {
        defer { previous = nil }
        guard current === own else { return nil }
        return Self.swap(from: current, to: previous, isEditing: isEditing)
    }

    private static func swap(from current: Formatter?, to formatter: Formatter?, isEditing: Bool) -> Swap {
        Swap(formatter: formatter, keepsShownText: !isEditing && current != nil && formatter != nil)
    }
}
