import Foundation

/// How tall a view shown in the keyboard's place (the autofill suggestions) should be, so that
/// swapping it for the keyboard moves nothing above it: the height the software keyboard last
/// had in a window of the same height. It is remembered per window height because rotation,
/// Split View and Stage Manager change the keyboard's height along with the window's.
///
/// The rules:
/// - Only a docked keyboard counts: one as wide as the window, down to its bottom edge. A
///   floating or undocked keyboard (iPad) says nothing about the docked one.
/// - The input accessory view docked on the keyboard (a toolbar) stays above the view in the
///   keyboard's place, so its height does not count.
/// - A keyboard lower than ``minimumFraction`` of its window is not remembered: that is the
///   shortcuts bar iPadOS shows over a hardware keyboard, or a keyboard on its way out, and a
///   list that low would show no suggestion.
/// - Until a keyboard was seen in a window of that height, the answer is ``fallbackFraction``
///   of the window, about what the iPhone's keyboard takes in portrait.
/// - Heights are whole points; nothing non-finite is remembered.
///
/// ```swift
/// var memory = KeyboardReplacementHeight()
/// let window = CGRect(x: 0, y: 0, width: 390, height: 844)
/// memory.noteKeyboard(frame: CGRect(x: 0, y: 464, width: 390, height: 380), accessoryHeight: 44, in: window)
/// memory.height(forWindowHeight: 844)   // 336
/// memory.height(forWindowHeight: 390)   // 156, until a keyboard is seen in landscape
/// ```
package struct KeyboardReplacementHeight: Hashable, Sendable {
    /// The lowest keyboard remembered, as a fraction of its window's height.
    package static let minimumFraction: CGFloat = 0.15
    /// The height given before any keyboard was seen, as a fraction of the window's height.
    package static let fallbackFraction: CGFloat = 0.4

    /// Keyboard heights by window height.
    private var heights: [CGFloat: CGFloat] = [:]

    /// The height the view in the keyboard's place was last given by
    /// ``fit(inWindowOfHeight:)``; zero before.
    package private(set) var shownHeight: CGFloat = 0

    /// A memory that has seen no keyboard yet.
    package init() {}

    /// Remembers the keyboard at `frame` (the end frame of a keyboard notification, in the
    /// window's coordinate space, with the `accessoryHeight` points of its input accessory
    /// view) in a window of `windowBounds`.
    package mutating func noteKeyboard(frame: CGRect, accessoryHeight: CGFloat, in windowBounds: CGRect) {
        let tolerance: CGFloat = 1
        let visible = frame.intersection(windowBounds)
        guard !visible.isNull, windowBounds.height > 0, windowBounds.height.isFinite,
            visible.width >= windowBounds.width - tolerance,
            visible.maxY >= windowBounds.maxY - tolerance
        else { return }
        let height = visible.height - max(0, accessoryHeight.isFinite ? accessoryHeight : 0)
        guard height >= windowBounds.height * Self.minimumFraction else { return }
        heights[windowBounds.height.rounded()] = height.rounded()
    }

    /// The height for a view in the keyboard's place in a window `windowHeight` points high;
    /// zero without a window.
    package func height(forWindowHeight windowHeight: CGFloat) -> CGFloat {
        guard windowHeight.isFinite, windowHeight > 0 else { return 0 }
        return heights[windowHeight.rounded()] ?? (windowHeight * Self.fallbackFraction).rounded()
    }

    /// Gives the view in the keyboard's place the height for a window `windowHeight` points high
    /// (``shownHeight``) and answers it; nil when the view keeps the height it has, because the
    /// height is the same or there is no window to size it by.
    ///
    /// ```swift
    /// var memory = KeyboardReplacementHeight()
    /// memory.fit(inWindowOfHeight: 844)   // 338
    /// memory.fit(inWindowOfHeight: 844)   // nil: already that high
    /// memory.fit(inWindowOfHeight: 0)     // nil: no window, and the view stays 338 high
    /// ```
    package mutating func fit(inWindowOfHeight windowHeight: CGFloat) -> CGFloat? {
        let height = height(forWindowHeight: windowHeight)
        guard height > 0, height != shownHeight else { return nil }
        shownHeight = height
        return height
    }
}
