import Foundation
import Testing

@testable import TextInputCore

@Suite("TextInputReleaseWatcher: telling when the object that keeps it is freed")
struct TextInputReleaseWatcherTests {
    /// A count that the watcher's closure, which may run on any thread, adds to.
    final class Count: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0

        var value: Int { lock.withLock { count } }

        func add() { lock.withLock { count += 1 } }
    }

    /// An object that keeps a watcher, as the app's delegate keeps the UIKit host's.
    final class Keeper {
        let watcher: TextInputReleaseWatcher

        init(_ watcher: TextInputReleaseWatcher) {
            self.watcher = watcher
        }
    }

    @Test("the watcher runs its closure once, when the object that keeps it is freed, not before")
    func released() {
        let count = Count()
        var keeper: Keeper? = Keeper(TextInputReleaseWatcher { count.add() })
        #expect(keeper != nil)
        #expect(count.value == 0)
        keeper = nil
        #expect(count.value == 1)
    }
}
