/// The as-you-type formatter's state after each character of the number a field formatted
/// last, kept in that field's ``TextInputFieldMemory`` so that the next edit only feeds the
/// characters after the first one that changed: typing at the end costs one character, a
/// backspace at the end none.
///
/// The text never depends on these states, only the time it takes to find it; a field that
/// remembers none (a server's `formatted(_:)`, a first keystroke) formats from the start.
struct PhoneAsYouTypeStates: TextInputFieldMemoryKey, Sendable {
    private var characters: [UInt8] = []
    /// `states[n]` is the formatter after the first n characters.
    private var states: [PhoneAsYouTypeFormatter] = []

    static let defaultValue = PhoneAsYouTypeStates()

    /// What the as-you-type formatter of `regionCode` (uppercased) shows for `characters`.
    mutating func format(_ characters: [UInt8], regionCode: String, table: PhoneMetadataTable) -> [UInt8] {
        var reused = 0
        if let initial = states.first, initial.defaultRegion == regionCode, initial.table === table {
            let limit = min(characters.count, self.characters.count)
            while reused < limit, characters[reused] == self.characters[reused] { reused += 1 }
            if states.count > reused + 1 {
                states.removeLast(states.count - reused - 1)
            }
        } else {
            // Room for a state per character of the longest number: the array is allocated
            // once per field instead of growing keystroke by keystroke.
            states = []
            states.reserveCapacity(PhoneNumberTextLayout.maximumDigits + 2)
            states.append(PhoneAsYouTypeFormatter(regionCode: regionCode, table: table))
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
