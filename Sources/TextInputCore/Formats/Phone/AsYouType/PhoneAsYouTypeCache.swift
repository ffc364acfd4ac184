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

    /// What the as-you-type formatter of `regionCode` shows for `characters`.
    func format(_ characters: [UInt8], regionCode: String, table: PhoneMetadataTable) -> [UInt8] {
        lock.lock()
        var reused = 0
        var formatter: PhoneAsYouTypeFormatter
        var states: [PhoneAsYouTypeFormatter]
        if let initial = self.states.first, initial.defaultRegion == regionCode.uppercased(), initial.table === table {
            let limit = min(characters.count, self.characters.count)
            while reused < limit, characters[reused] == self.characters[reused] { reused += 1 }
            states = Array(self.states[...reused])
            formatter = states[reused]
        } else {
            formatter = PhoneAsYouTypeFormatter(regionCode: regionCode, table: table)
            states = [formatter]
        }
        lock.unlock()

        states.reserveCapacity(characters.count + 1)
        for character in characters[reused...] {
            formatter.input(character)
            states.append(formatter)
        }
        let output = formatter.output

        lock.lock()
        self.characters = characters
        self.states = states
        lock.unlock()
        return output
    }
}
