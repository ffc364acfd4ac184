/// An object that runs `released` when it is freed. Kept by another object (an associated object,
/// on Apple's platforms), it tells when that object goes, which a weak reference to it cannot:
/// the UIKit host hears so when the app's delegate it forwards to is freed.
///
/// ```swift
/// var watcher: TextInputReleaseWatcher? = TextInputReleaseWatcher { print("freed") }
/// watcher = nil   // prints "freed"
/// ```
package final class TextInputReleaseWatcher: Sendable {
    private let released: @Sendable () -> Void

    /// A watcher that runs `released` once, on whichever thread frees it.
    package init(released: @escaping @Sendable () -> Void) {
        self.released = released
    }

    deinit {
        released()
    }
}
