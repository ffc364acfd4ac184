import Foundation
import Testing
import TextInputCore

/// What the system adds to a scroll view's insets, read as one set of insets less another.
@Suite("Edge insets")
struct TextInputEdgeInsetsTests {
    @Test(
        "the difference of two insets is taken edge for edge",
        arguments: [
            (TextInputEdgeInsets(top: 91, bottom: 83), TextInputEdgeInsets(bottom: 49), TextInputEdgeInsets(top: 91, bottom: 34)),
            (TextInputEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), .zero, TextInputEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            (TextInputEdgeInsets(left: 44, right: 44), TextInputEdgeInsets(left: 4, right: 50), TextInputEdgeInsets(left: 40, right: -6)),
            (TextInputEdgeInsets(top: 20), TextInputEdgeInsets(top: 20), .zero),
        ]
    )
    func difference(adjusted: TextInputEdgeInsets, app: TextInputEdgeInsets, system: TextInputEdgeInsets) {
        #expect(adjusted - app == system)
    }
}
