import Foundation
import Testing
import TextInputCore

/// What AppKit is told for each answer of the session, and what the host writes.
@Suite("Partial string answer")
struct TextInputPartialStringAnswerTests {
    static let caret = NSRange(location: 6, length: 0)

    @Test(
        "only an accepted edit answers true; only a replacement is written",
        arguments: [
            (TextInputPartialStringSession.Answer.accept, true, nil),
            (.reject, false, nil),
            (.replace("4242 4", selection: caret), false, "4242 4"),
        ] as [(TextInputPartialStringSession.Answer, Bool, String?)]
    )
    func told(answer: TextInputPartialStringSession.Answer, accepted: Bool, written: String?) {
        var writes: [(String, NSRange)] = []
        #expect(answer.isAccepted { writes.append(($0, $1)) } == accepted)
        #expect(writes.map(\.0) == (written.map { [$0] } ?? []))
        #expect(writes.allSatisfy { $0.1 == Self.caret })
    }
}
