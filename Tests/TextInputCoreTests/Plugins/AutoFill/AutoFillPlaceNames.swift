import TextInputTesting

/// Place-like names for the autofill tests, the same for a seed: syllables (some with
/// diacritics) joined into words, some with a particle, a second word or a hyphen, some
/// repeated; a few letters are rare, so that some grams are held by few names.
enum AutoFillPlaceNames {
    static let syllables = [
        "ba", "be", "bo", "bra", "ca", "châ", "co", "da", "dé", "di", "el", "en", "er", "fa", "go", "gra",
        "ha", "ja", "ka", "ki", "la", "lé", "li", "lo", "ma", "mi", "mo", "na", "ni", "o", "pa", "pe", "ra",
        "ri", "ro", "sa", "se", "sta", "ta", "ti", "to", "tra", "va", "vi", "za", "ü", "ø", "å", "ñe", "ça",
    ]
    static let rareSyllables = ["quin", "xa", "wy", "ję", "ży", "ş", "ő"]
    static let endings = ["", "", "", "n", "s", "burg", "ville", "grad", "ton", "ia", "heim"]
    static let particles = ["Saint-", "San ", "Nova ", "Bad ", "Le "]
    static let suffixes = ["-sur-Mer", " Bay", " City", "-Nord"]

    static func generate(count: Int, seed: UInt64) -> [String] {
        var random = SeededRandomNumberGenerator(seed: seed)
        var names: [String] = []
        while names.count < count {
            if names.count > 10, Int.random(in: 0..<20, using: &random) == 0 {
                names.append(names[Int.random(in: 0..<names.count, using: &random)])
                continue
            }
            var name = word(&random)
            switch Int.random(in: 0..<20, using: &random) {
            case 0: name = particles[Int.random(in: 0..<particles.count, using: &random)] + name
            case 1: name += suffixes[Int.random(in: 0..<suffixes.count, using: &random)]
            case 2: name += "-" + word(&random)
            default: break
            }
            if (4...25).contains(name.count) { names.append(name) }
        }
        return names
    }

    private static func word(_ random: inout SeededRandomNumberGenerator) -> String {
        var word = ""
        for _ in 0..<Int.random(in: 2...4, using: &random) {
            let rare = Int.random(in: 0..<100, using: &random) == 0
            word += (rare ? rareSyllables : syllables).randomElement(using: &random) ?? ""
        }
        word += endings.randomElement(using: &random) ?? ""
        return word.prefix(1).uppercased() + word.dropFirst()
    }

    /// Queries a user types, one character at a time: each typing is the queries after each
    /// keystroke, from the start of a name, a piece inside one, or letters few names hold.
    static func typings(from names: [String], count: Int, seed: UInt64) -> [[String]] {
        var random = SeededRandomNumberGenerator(seed: seed)
        return (0..<count).map { _ in
            let name = Array(names.randomElement(using: &random) ?? "")
            let length = Int.random(in: 1...6, using: &random)
            let typed: [Character]
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                typed = Array(String(name.prefix(length)).lowercased())
            case 5..<8:
                let start = Int.random(in: 0..<Swift.max(1, name.count), using: &random)
                typed = Array(name[Swift.min(start, name.count)..<Swift.min(name.count, start + length)])
            default:
                typed = (0..<length).map { _ in Array("qxwzjkyŻ").randomElement(using: &random) ?? "q" }
            }
            return (0...typed.count).map { String(typed.prefix($0)) }
        }
    }
}
