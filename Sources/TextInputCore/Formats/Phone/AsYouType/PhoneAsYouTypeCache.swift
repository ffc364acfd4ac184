import Foundation

/// Remembers the as-you-type formatter's state after each character of the last number it
/// formatted, so that the next edit only feeds the characters after the first one that
/// changed: typing at the end costs one character, a backspace at the end costs none.
///
/// The answer never depends on the cache, only the time it takes. It is shared by the copies of
/// a format and guarded by a lock, so any thread may use it.
final class PhoneAsYouTypeCache: @unchecked Sendable {
    private let lock = NSLock()
    private var characters: [UInt8] = []
    /// `states[n]` is the formatter after the first n characters.
    private var states: [PhoneAsYouTypeFormatter] = []

    /// What the as-you-type formatter of `regionCode` (uppercased) shows for `characters`.
    func format(_ characters: [UInt8], regionCode: String, table: PhoneMetadataTable) -> [UInt8] {
        // Formatting a number takes microseconds, so the lock is simply held throughout.
        lock.lock()
        defer { lock.unlock() }
        var reused = 0
        if let initial = states.first, initial.defaultRegion == regionCode, initial.table === table {
            let limit = min(characters.count, self.characters.count)
            while reused < limit, characters[reused] == self.characters[reused] { reused += 1 }
            if states.count > reused + 1 {
                states.removeLast(states.count - reused - 1)
            }
        } else {
            states = [PhoneAsYouTypeFormatter(regionCode: regionCode, table: table)]
        }
        // Each new state starts as a copy of the previous one and is updated in place.
        for character in characters[reused...] {
            states.append(states[states.count - 1])
            states[states.count - 1].input(character)
        }
        self.characters = characters
        return states[states.count - 1].output
    }
}
