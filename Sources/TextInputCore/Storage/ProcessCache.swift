import Foundation

/// Values made once and kept for the process by key, safe to use from any thread: what is
/// costly to make and the same every time it is made — a compiled mask, a locale's number
/// layout, a count said in words. Past `capacity` keys the cache starts over, so that keys built
/// from user data cannot grow it without bound.
///
/// ```swift
/// let squares = ProcessCache<Int, Int>(capacity: 64)
/// squares.value(for: 12) { 12 * 12 }   // 144, made once
/// ```
final class ProcessCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    /// The most values kept.
    let capacity: Int
    private let lock = NSLock()
    private var values: [Key: Value] = [:]

    /// Creates an empty cache that keeps at most `capacity` values.
    init(capacity: Int = 512) {
        self.capacity = Swift.max(1, capacity)
    }

    /// The value for `key`, made by `make` the first time it is asked for. A value that fails to
    /// be made is not kept. Two threads asking at once may both make it; either is kept.
    func value(for key: Key, making make: () throws -> Value) rethrows -> Value {
        if let value = lock.withLock({ values[key] }) {
            return value
        }
        let value = try make()
        lock.withLock {
            if values.count >= capacity { values.removeAll(keepingCapacity: true) }
            values[key] = value
        }
        return value
    }

    /// How many values the cache holds.
    var count: Int {
        lock.withLock { values.count }
    }

    /// Forgets every value.
    func removeAll() {
        lock.withLock { values.removeAll() }
    }
}
