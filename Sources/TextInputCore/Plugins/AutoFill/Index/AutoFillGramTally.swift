/// Counts, while an index is built, how many entries hold each gram and how many bytes its
/// list takes.
///
/// A slot per one- and two-byte gram, found by its bytes; three-byte grams in a hash table
/// with open addressing after them, keyed by ``AutoFillGrams/key(of:at:length:)`` (never 0,
/// since a key holds its length).
struct AutoFillGramTally {
    /// The slots of one- and two-byte grams, which come first.
    private static let directSlotCount = 256 + 65_536

    /// The gram in each slot, 0 for an empty slot.
    private(set) var keys: [UInt32]
    /// For each slot: how many entries hold the gram.
    var entryCounts: [UInt32]
    /// For each slot: the bytes its list takes.
    var byteCounts: [Int]
    /// For each slot: one past the last entry counted, the entry a list's next gap is measured
    /// from (0 before the first).
    var nextEntries: [UInt32]
    /// How many hashed slots there are, a power of two.
    private var hashedSlotCount = 1 << 12
    /// How many hashed slots hold a gram.
    private var hashedCount = 0

    init() {
        let count = Self.directSlotCount + hashedSlotCount
        keys = Array(repeating: 0, count: count)
        entryCounts = Array(repeating: 0, count: count)
        byteCounts = Array(repeating: 0, count: count)
        nextEntries = Array(repeating: 0, count: count)
    }

    /// The slot of `key`, added if new.
    mutating func slot(of key: UInt32) -> Int {
        if let slot = directSlot(of: key) {
            keys[slot] = key
            return slot
        }
        if let slot = existingSlot(of: key) { return slot }
        if (hashedCount + 1) * 2 > hashedSlotCount { grow() }
        let slot = emptySlot(for: key)
        keys[slot] = key
        hashedCount += 1
        return slot
    }

    /// The slot of `key`, or nil when it was never added.
    func existingSlot(of key: UInt32) -> Int? {
        if let slot = directSlot(of: key) { return keys[slot] == key ? slot : nil }
        let mask = hashedSlotCount - 1
        var index = Self.hash(key) & mask
        while keys[Self.directSlotCount + index] != 0 {
            if keys[Self.directSlotCount + index] == key { return Self.directSlotCount + index }
            index = (index + 1) & mask
        }
        return nil
    }

    /// The slots that hold a gram.
    var occupiedSlots: [Int] {
        keys.indices.filter { keys[$0] != 0 }
    }

    /// The slot of a one- or two-byte gram, or nil for a three-byte one.
    private func directSlot(of key: UInt32) -> Int? {
        switch key >> 24 {
        case 1: Int(key & 0xFF)
        case 2: 256 + Int(key & 0xFFFF)
        default: nil
        }
    }

    private static func hash(_ key: UInt32) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B1) >> 8)
    }

    private func emptySlot(for key: UInt32) -> Int {
        let mask = hashedSlotCount - 1
        var index = Self.hash(key) & mask
        while keys[Self.directSlotCount + index] != 0 { index = (index + 1) & mask }
        return Self.directSlotCount + index
    }

    private mutating func grow() {
        let old = self
        hashedSlotCount *= 2
        keys = Array(old.keys.prefix(Self.directSlotCount)) + repeatElement(0, count: hashedSlotCount)
        entryCounts = Array(old.entryCounts.prefix(Self.directSlotCount)) + repeatElement(0, count: hashedSlotCount)
        byteCounts = Array(old.byteCounts.prefix(Self.directSlotCount)) + repeatElement(0, count: hashedSlotCount)
        nextEntries = Array(old.nextEntries.prefix(Self.directSlotCount)) + repeatElement(0, count: hashedSlotCount)
        for oldSlot in old.occupiedSlots where oldSlot >= Self.directSlotCount {
            let slot = emptySlot(for: old.keys[oldSlot])
            keys[slot] = old.keys[oldSlot]
            entryCounts[slot] = old.entryCounts[oldSlot]
            byteCounts[slot] = old.byteCounts[oldSlot]
            nextEntries[slot] = old.nextEntries[oldSlot]
        }
    }
}
