import Foundation

/// Where a scroll view must move so that the focused field stays visible above a docked
/// keyboard: pure geometry, which the UIKit adapter applies to the field's enclosing scroll
/// view with the keyboard notification's animation.
///
/// Ask ``adjustment(keyboardFrame:isKeyboardFloating:windowBounds:fieldFrame:scrollViewFrame:contentSize:systemContentInset:originalState:)``
/// whenever the keyboard's frame changes. It answers with a whole ``Adjustment``, computed from
/// the scroll view's state *before* the keyboard, never from a previous adjustment, so a
/// rotation or a keyboard that grows a suggestion bar gives a fresh answer instead of one that
/// compounds. The adjustment carries that original state back for the next question and for
/// the dismissal.
///
/// The rules:
/// - Only the part of the keyboard that overlaps the scroll view counts: it becomes the bottom
///   content inset (and scroll-indicator inset), unless the app's own inset is already larger.
/// - A field already visible between the top inset and the keyboard, with ``margin`` to spare
///   on both sides, does not move. The adjustment still raises the bottom inset, so that the
///   user can scroll to the end of the content while the keyboard is up.
/// - A field that is not visible moves just enough: its bottom edge plus the margin lands on
///   the keyboard's top edge, or its top edge minus the margin on the top inset.
/// - A field taller than the visible space (with its margins) shows its top edge, where
///   reading and typing start: the edge minus the margin goes to the top of the visible space.
/// - The offset never leaves the content's scrollable range: not above the top inset, not past
///   the end of the content and its (raised) bottom inset.
/// - A floating or undocked keyboard (iPad) covers no fixed part of the screen, so it is not
///   avoided at all: the answer is nil.
///
/// Avoidance is vertical only and the horizontal offset is kept, so a right-to-left layout
/// needs nothing special: the keyboard covers the bottom whatever the writing direction.
///
/// ```swift
/// let avoidance = TextInputKeyboardAvoidance(margin: 12)
/// ```
package struct TextInputKeyboardAvoidance: Hashable, Sendable {
    /// The space kept between the field and the keyboard's top edge (and the top inset, when
    /// the field moves down into view). Never negative.
    package let margin: CGFloat

    /// Creates the model; a negative or non-finite `margin` counts as zero.
    ///
    /// ```swift
    /// let avoidance = TextInputKeyboardAvoidance()
    /// avoidance.margin // 8
    /// ```
    package init(margin: CGFloat = 8) {
        self.margin = margin.isFinite ? max(0, margin) : 0
    }

    /// The adjustment that keeps the field visible above a keyboard, or nil when there is
    /// nothing to avoid: the keyboard is floating, undocked, hidden, or does not overlap the
    /// scroll view. On nil, put back the ``Adjustment/originalState`` of any adjustment in place.
    ///
    /// Two coordinate spaces are used, each chosen because it does not move when the content
    /// scrolls, so the same question gets the same answer whether or not an adjustment is
    /// applied at the time:
    /// - `keyboardFrame`, `windowBounds` and `scrollViewFrame` are in the window's coordinate
    ///   space (UIKit: the notification's end frame converted from the screen's coordinate
    ///   space, and `scrollView.convert(scrollView.bounds, to: nil)`).
    /// - `fieldFrame` is in the scroll view's content coordinates, where (0, 0) is the
    ///   content's top-left corner (UIKit: `scrollView.convert(field.bounds, from: field)`).
    ///
    /// - Parameters:
    ///   - keyboardFrame: The keyboard's frame, in window coordinates.
    ///   - isKeyboardFloating: Whether the system reports the keyboard as floating or undocked.
    ///     A keyboard whose frame does not reach the window's bottom edge or does not span its
    ///     width counts as floating too.
    ///   - windowBounds: The bounds of the window.
    ///   - fieldFrame: The focused field's frame, in content coordinates.
    ///   - scrollViewFrame: The scroll view's frame, in window coordinates.
    ///   - contentSize: The size of the scroll view's content.
    ///   - systemContentInset: What the system adds to the content inset on its own, which
    ///     changes with rotation: UIKit's `adjustedContentInset` minus `contentInset`, both read
    ///     when asking, adjustment applied or not (the safe area, under the default adjustment
    ///     behaviour). Zero when the system adds nothing. The scroll indicators are taken to
    ///     get the same.
    ///   - originalState: The scroll view's state without any keyboard adjustment: read from
    ///     the scroll view the first time, the ``Adjustment/originalState`` of the adjustment
    ///     in place after that.
    ///
    /// ```swift
    /// let window = CGRect(x: 0, y: 0, width: 390, height: 844)
    /// let adjustment = TextInputKeyboardAvoidance().adjustment(
    ///     keyboardFrame: CGRect(x: 0, y: 508, width: 390, height: 336),
    ///     windowBounds: window,
    ///     fieldFrame: CGRect(x: 16, y: 480, width: 358, height: 44),
    ///     scrollViewFrame: window,
    ///     contentSize: CGSize(width: 390, height: 1200),
    ///     originalState: TextInputKeyboardAvoidance.ScrollState())
    /// adjustment?.adjustedState.contentOffset.y // 24: 524 + 8 − 508
    /// ```
    package func adjustment(
        keyboardFrame: CGRect,
        isKeyboardFloating: Bool = false,
        windowBounds: CGRect,
        fieldFrame: CGRect,
        scrollViewFrame: CGRect,
        contentSize: CGSize,
        systemContentInset: TextInputEdgeInsets = .zero,
        originalState: ScrollState
    ) -> Adjustment? {
        guard !isKeyboardFloating,
            KeyboardAvoidanceGeometry.isDocked(keyboardFrame, in: windowBounds)
        else { return nil }
        let overlap = KeyboardAvoidanceGeometry.overlap(of: keyboardFrame, with: scrollViewFrame)
        guard overlap > 0 else { return nil }

        // The system's share of the bottom inset (the home indicator's safe area) lies under the
        // keyboard too, so the app's inset only needs to make up the rest.
        let keyboardInset = overlap - systemContentInset.bottom
        var adjusted = originalState
        adjusted.contentInset.bottom = max(originalState.contentInset.bottom, keyboardInset)
        adjusted.verticalScrollIndicatorInsets.bottom = max(
            originalState.verticalScrollIndicatorInsets.bottom, keyboardInset)

        let viewport = KeyboardAvoidanceGeometry.Viewport(
            height: scrollViewFrame.height,
            topInset: originalState.contentInset.top + systemContentInset.top,
            bottomInset: adjusted.contentInset.bottom + systemContentInset.bottom,
            contentHeight: contentSize.height)
        adjusted.contentOffset.y = viewport.offset(
            revealing: fieldFrame, margin: margin, from: originalState.contentOffset.y)
        return Adjustment(adjustedState: adjusted, originalState: originalState)
    }
}
