extension AutoFillGrams {
    /// The n-gram index of `texts`; nil when its lists would pass what a `UInt32` offset
    /// reaches.
    ///
    /// Two passes over the texts: the first counts each gram's entries and list bytes, the
    /// second writes the lists into one array, each at its place.
    init?(_ texts: AutoFillTexts) {
        var tally = AutoFillGramTally()
        texts.withView { texts in
            Self.forEachGram(in: texts) { entry, gram in
                let slot = tally.slot(of: gram)
                let nextEntry = tally.nextEntries[slot]
                guard nextEntry != entry + 1 else { return }  // counted for this entry already
                tally.entryCounts[slot] += 1
                tally.byteCounts[slot] += AutoFillPostingList.encodedCount(ofGap: entry - nextEntry)
                tally.nextEntries[slot] = entry + 1
            }
        }
        let slots = tally.occupiedSlots.sorted { tally.keys[$0] < tally.keys[$1] }
        var isListed = Array(repeating: false, count: tally.keys.count)
        var writePositions = Array(repeating: 0, count: tally.keys.count)
        var starts: [UInt32] = [0]
        starts.reserveCapacity(slots.count + 1)
        var end = 0
        for slot in slots {
            let isTrigram = tally.keys[slot] >> 24 == UInt32(Self.maximumLength)
            isListed[slot] = isTrigram || Int(tally.entryCounts[slot]) * Self.frequentShare <= texts.count
            writePositions[slot] = end
            if isListed[slot] { end += tally.byteCounts[slot] }
            guard let start = UInt32(exactly: end) else { return nil }
            starts.append(start)
        }
        keys = slots.map { tally.keys[$0] }
        entryCounts = slots.map { tally.entryCounts[$0] }
        self.starts = starts
        var postings = [UInt8](repeating: 0, count: end)
        texts.withView { texts in
            var nextEntries = Array(repeating: UInt32(0), count: tally.keys.count)
            Self.forEachGram(in: texts) { entry, gram in
                guard let slot = tally.existingSlot(of: gram), isListed[slot], nextEntries[slot] != entry + 1 else { return }
                writePositions[slot] += AutoFillPostingList.write(entry, after: nextEntries[slot], into: &postings, at: writePositions[slot])
                nextEntries[slot] = entry + 1
            }
        }
        self.postings = postings
    }

    /// Calls `body` with each entry and each gram its text holds after its first byte, entries
    /// in order (a gram comes once for each place it is at).
    private static func forEachGram(in texts: AutoFillTexts.View, _ body: (_ entry: UInt32, _ gram: UInt32) -> Void) {
        for entry in 0..<texts.count {
            let text = texts[entry]
            let bytes = text.bytes
            var offset = 1
            while offset < bytes.count {
                let first = UInt32(bytes[offset])
                body(UInt32(entry), 1 << 24 | first)
                if offset + 1 < bytes.count {
                    let second = UInt32(bytes[offset + 1])
                    body(UInt32(entry), 2 << 24 | first << 8 | second)
                    if offset + 2 < bytes.count {
                        body(UInt32(entry), 3 << 24 | first << 16 | second << 8 | UInt32(bytes[offset + 2]))
                    }
                }
                offset += 1
            }
        }
    }
}
