import TextInputCore

/// A sample with small changes a user's paste brings along — a letter in lower case, a space, a
/// hostile character — each a ``Change`` at one Character offset of the sample.
///
/// A format check makes a family's changes only where the format undoes each of them alone,
/// wherever it is made: pasted into an empty field, the sample with that one change gives the
/// sample's own text. The changes made together must give it too, since nothing else differs:
/// a format that, say, counts the spaces a paste brings against its length, or groups before
/// it drops an emoji, fails.
///
/// ```swift
/// let variant = SampleVariant(sample: "CA FE 01", family: .extraSpaces)
/// if let changes = variant.changesUndone(by: format) {
///     variant.text(with: changes)   // " C A   F E   0 1 "
/// }
/// ```
struct SampleVariant {
    /// One change of the sample.
    struct Change: Hashable {
        /// The Character offset it is made at: the Character lowered, or the one the insertion
        /// goes before (the sample's length for one at the end).
        let offset: Int
        /// What is inserted there, or nil for the Character at `offset` in lower case.
        let inserted: String?
    }

    /// The kinds of changes a paste brings along.
    enum Family: CaseIterable {
        /// Each letter in lower case.
        case lowercased
        /// A space before each Character and at the end.
        case extraSpaces
        /// A hostile character before each Character and at the end: emoji, joiners, bidi
        /// controls, a byte-order mark, none of them a letter or a digit.
        case hostileCharacters

        /// How a report names the variant.
        var name: String {
            switch self {
            case .lowercased: "lowercased"
            case .extraSpaces: "with extra spaces"
            case .hostileCharacters: "with hostile characters mixed in"
            }
        }
    }

    /// Characters that carry nothing a format reads, yet split, join, reorder or hide what is
    /// around them.
    static let hostile = ["👍🏽", "\u{200D}", "\u{202E}", "\u{FEFF}", "👨‍👩‍👧", "\u{2066}", "\u{200F}", "🇫🇷", "\u{20DD}", "\u{2069}"]

    /// The sample's Characters.
    let characters: [Character]
    /// The kind of changes.
    let family: Family

    init(sample: String, family: Family) {
        characters = Array(sample)
        self.family = family
    }

    /// The sample with `changes` made.
    func text(with changes: [Change]) -> String {
        var insertions: [Int: String] = [:]
        var lowered = Set<Int>()
        for change in changes {
            if let inserted = change.inserted {
                insertions[change.offset, default: ""] += inserted
            } else {
                lowered.insert(change.offset)
            }
        }
        var text = ""
        for offset in 0...characters.count {
            if let inserted = insertions[offset] { text += inserted }
            guard offset < characters.count else { break }
            text += lowered.contains(offset) ? String(characters[offset]).lowercased() : String(characters[offset])
        }
        return text
    }

    /// Every change of the family at once, when `format` undoes each of them alone, wherever it
    /// is made: pasted with only that change, the sample gives exactly its own text. Nil when
    /// the format keeps one (a lower-case letter, a space between words), or when the family
    /// changes nothing in the sample.
    ///
    /// Hostile characters are judged one by one: those the format drops at every offset are
    /// mixed in, in turn, at every offset.
    func changesUndone<Value>(by format: TextInputFormat<Value>) -> [Change]? {
        let plain = format.formatted(text(with: [])).text
        func undone(_ change: Change) -> Bool {
            format.formatted(text(with: [change])).text.isIdentical(to: plain)
        }
        let offsets = Array(0...characters.count)
        let changes: [Change]
        switch family {
        case .lowercased:
            changes = characters.indices
                .filter { String(characters[$0]).lowercased() != String(characters[$0]) }
                .map { Change(offset: $0, inserted: nil) }
            guard changes.allSatisfy(undone) else { return nil }
        case .extraSpaces:
            changes = offsets.map { Change(offset: $0, inserted: " ") }
            guard changes.allSatisfy(undone) else { return nil }
        case .hostileCharacters:
            let dropped = Self.hostile.filter { hostile in offsets.allSatisfy { undone(Change(offset: $0, inserted: hostile)) } }
            guard !dropped.isEmpty else { return nil }
            changes = offsets.map { Change(offset: $0, inserted: dropped[$0 % dropped.count]) }
        }
        // One change alone is undone by definition.
        return changes.count > 1 ? changes : nil
    }

    /// `changes` less every one the failure does not need: the fewest found with which the
    /// sample still fails, as `fails` judges a text.
    func fewestChanges(of changes: [Change], failing fails: (String) -> Bool) -> [Change] {
        var kept = changes
        var index = 0
        while index < kept.count {
            var candidate = kept
            candidate.remove(at: index)
            if fails(text(with: candidate)) {
                kept = candidate
            } else {
                index += 1
            }
        }
        return kept
    }
}
