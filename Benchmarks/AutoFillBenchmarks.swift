import Foundation
import TextInputCore
import TextInputTesting

/// The autofill source over a million place names: building its index, and queries typed a
/// character at a time, beside the two-pass scan many apps do instead.
enum AutoFillBenchmarks {
    /// How many names the source holds.
    static let nameCount = 1_000_000
    /// How many suggestions a query asks for.
    static let limit = 50

    /// A million place-like names, the same on every run.
    static let names = PlaceNames.generate(count: nameCount, seed: 0xA11_F111)
    /// The source of `names`, built once for the query rows.
    static let source = InMemoryAutoFillSource(names)
    /// Queries as a user types them, 1 to 6 characters, each typing one character more than
    /// the one before it: prefixes of names, pieces from the middle of names (few or no names
    /// start with them) and letters no name holds.
    static let typings = QueryTypings.generate(from: names, count: 500, seed: 0x7E57)

    @MainActor
    static var all: [Benchmark] {
        // Each query row types the typings in turn, one a run; the second starts halfway, so that
        // it does not find in the caches what the first just read.
        var narrowingRuns = 0
        var freshRuns = typings.count / 2
        let tenThousand = Array(names.prefix(10_000))
        return [
            Benchmark(name: "autofill: build the index of 1,000,000 names (3 builds, measured once)", unit: "build", budgetNanoseconds: 2_000_000_000) {
                measuredOnce(&buildDurations) {
                    (0..<3).map { _ in time { withExtendedLifetime(InMemoryAutoFillSource(names)) {} } }
                }
            },
            Benchmark(name: "autofill: build the index of 10,000 names", unit: "build", budgetNanoseconds: 20_000_000) {
                [time { withExtendedLifetime(InMemoryAutoFillSource(tenThousand)) {} }]
            },
            Benchmark(name: "autofill: 1,000,000 names, first 50 matches, typed (narrowing)", unit: "query", budgetNanoseconds: 100_000) {
                var previous: AutoFillMatches?
                narrowingRuns += 1
                return typings[narrowingRuns % typings.count].map { query in
                    time { previous = source.matches(for: query, limit: limit, narrowing: previous) }
                }
            },
            Benchmark(name: "autofill: 1,000,000 names, first 50 matches, each query afresh", unit: "query", budgetNanoseconds: 100_000) {
                freshRuns += 1
                return typings[freshRuns % typings.count].map { query in
                    time { _ = source.matches(for: query, limit: limit) }
                }
            },
            Benchmark(name: "autofill baseline: two-pass scan, folding(options:) per entry (measured once)", unit: "query", budgetNanoseconds: nil) {
                measuredOnce(&scanDurations) {
                    // Every 50th typing: a tenth of them, the same mix of queries.
                    stride(from: 0, to: typings.count, by: 50).flatMap { typings[$0] }.map { query in
                        time { _ = TwoPassScan.matches(in: names, for: query, limit: limit) }
                    }
                }
            },
        ]
    }

    /// The durations of the rows too slow to run 200 times, measured on their first run.
    @MainActor private static var buildDurations: [Duration]?
    @MainActor private static var scanDurations: [Duration]?

    /// The durations `measure` gives on the first call, kept in `durations`; the same ones on
    /// every later call. A build of a million names takes most of a second and a scan of them
    /// up to seconds: the runner's 200 runs would take minutes.
    @MainActor
    private static func measuredOnce(_ durations: inout [Duration]?, _ measure: () -> [Duration]) -> [Duration] {
        if let durations { return durations }
        let measured = measure()
        durations = measured
        return measured
    }

    /// The bytes the source of `names` allocates, beside the names' own UTF-8: what
    /// `Benchmarks --memory` prints.
    static func memoryReport() -> String {
        let rawBytes = names.reduce(0) { $0 + $1.utf8.count }
        guard let footprint = source.memoryFootprint else { return "no index" }
        func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }
        func ratio(_ bytes: Int) -> String { String(format: "%.2f×", Double(bytes) / Double(rawBytes)) }
        return """
            names' UTF-8: \(megabytes(rawBytes)) (\(nameCount) names)
            index (folded texts, sorted order, n-grams): \(megabytes(footprint.index)), \(ratio(footprint.index)) the names
            distinct strings, stored end to end: \(megabytes(footprint.strings)), \(ratio(footprint.strings))
            source in all: \(megabytes(footprint.index + footprint.strings)), \(ratio(footprint.index + footprint.strings))
            """
    }

    /// What many apps do (DPTextField's algorithm): fold every entry and keep those that start
    /// with the folded query, then fold every entry again and keep those that contain it,
    /// skipping duplicates; both passes stop once `limit` are found.
    enum TwoPassScan {
        static func matches(in names: [String], for query: String, limit: Int) -> [String] {
            let options: String.CompareOptions = [.caseInsensitive, .diacriticInsensitive]
            let folded = query.folding(options: options, locale: nil)
            var found: [String] = []
            var seen = Set<String>()
            for name in names where found.count < limit && name.folding(options: options, locale: nil).hasPrefix(folded) {
                if seen.insert(name).inserted { found.append(name) }
            }
            for name in names where found.count < limit && name.folding(options: options, locale: nil).contains(folded) {
                if seen.insert(name).inserted { found.append(name) }
            }
            return found
        }
    }

    /// Place-like names: syllables, some with diacritics, joined into words of 4 to 25
    /// characters, some with a particle, a second word or a hyphen, about one in twenty a
    /// repeat of an earlier name.
    enum PlaceNames {
        static let syllables = [
            "ba", "be", "bo", "bra", "ca", "ce", "châ", "co", "da", "de", "dé", "di", "do", "dra", "el", "en", "er",
            "es", "fa", "fe", "fo", "ga", "gi", "go", "gra", "ha", "he", "hi", "ja", "jo", "ka", "ki", "ko", "la",
            "le", "lé", "li", "lo", "lu", "ma", "me", "mi", "mo", "mu", "na", "ne", "ni", "no", "nu", "o", "pa",
            "pe", "pi", "po", "ra", "re", "ri", "ro", "ru", "sa", "se", "si", "so", "sta", "ta", "te", "ti", "to",
            "tu", "tra", "va", "ve", "vi", "vo", "za", "ze", "zo", "ü", "ø", "å", "ñe", "ça", "quin", "xa", "wy",
            "yo", "ön", "ål", "ję", "ży", "ş", "ő", "ár", "ís",
        ]
        static let endings = ["", "", "", "", "n", "s", "r", "l", "burg", "ville", "grad", "stadt", "ton", "ford", "ia", "ovo", "heim", "by"]
        static let particles = ["Saint-", "San ", "Santa ", "Nova ", "Bad ", "Port ", "Le ", "El "]
        static let suffixes = ["-sur-Mer", " Bay", "-le-Haut", " City", " Springs", "-Nord"]

        static func generate(count: Int, seed: UInt64) -> [String] {
            var random = SeededRandomNumberGenerator(seed: seed)
            var names: [String] = []
            names.reserveCapacity(count)
            while names.count < count {
                if names.count > 100, random.next(below: 20) == 0 {
                    names.append(names[random.next(below: names.count)])
                    continue
                }
                var name = word(&random)
                switch random.next(below: 20) {
                case 0: name = particles[random.next(below: particles.count)] + name
                case 1: name += suffixes[random.next(below: suffixes.count)]
                case 2: name += (random.next(below: 2) == 0 ? " " : "-") + word(&random)
                default: break
                }
                if (4...25).contains(name.count) { names.append(name) }
            }
            return names
        }

        private static func word(_ random: inout SeededRandomNumberGenerator) -> String {
            var word = ""
            for _ in 0..<(2 + random.next(below: 2) + random.next(below: 2)) {
                word += syllables[random.next(below: syllables.count)]
            }
            word += endings[random.next(below: endings.count)]
            return word.prefix(1).uppercased() + word.dropFirst()
        }
    }

    /// What a user types into the field: each typing is the queries after each keystroke.
    enum QueryTypings {
        static func generate(from names: [String], count: Int, seed: UInt64) -> [[String]] {
            var random = SeededRandomNumberGenerator(seed: seed)
            return (0..<count).map { _ in
                let name = Array(names[random.next(below: names.count)])
                let length = 1 + random.next(below: 6)
                let typed: [Character]
                switch random.next(below: 20) {
                case 0..<11:  // the start of a name, in lowercase as users type
                    typed = Array(String(name.prefix(length)).lowercased())
                case 11..<18:  // a piece from inside a name
                    let start = random.next(below: name.count)
                    typed = Array(String(name[start..<min(name.count, start + length)]).lowercased())
                default:  // letters few names hold together
                    typed = (0..<length).map { _ in Array("qxwzjkvy")[random.next(below: 8)] }
                }
                return (1...max(1, typed.count)).map { String(typed.prefix($0)) }
            }
        }
    }
}

extension SeededRandomNumberGenerator {
    /// A number in `0..<bound`, by remainder: the draw the benchmark's names and typings are made
    /// with, so that every run, and every figure in the Performance article, sees the same ones.
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
