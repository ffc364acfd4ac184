import Testing
import TextInputCore
import TextInputTesting

/// A user may remove a suggestion for good: no later query offers it again.
@Suite("Autofill removal")
struct AutoFillRemovalTests {
    @Test("a removed suggestion never comes back, every copy of it")
    func removed() {
        let source = InMemoryAutoFillSource(["Paris", "Parma", "Paris", "Sparta", "paris"])
        #expect(source.canRemove)
        source.remove("Paris")
        #expect(source.matches(for: "par", limit: 10) == ["Parma", "paris", "Sparta"])
        #expect(source.matches(for: "", limit: 10) == ["Parma", "Sparta", "paris"])
        #expect(source.matches(for: "paris", limit: 10) == ["paris"])
        source.remove("Sparta")
        source.remove("Sparta")
        #expect(source.matches(for: "par", limit: 10) == ["Parma", "paris"])
    }

    @Test("removing a string the source does not hold changes nothing")
    func absent() {
        let source = InMemoryAutoFillSource(["Paris", "Parma"])
        source.remove("PARIS")
        source.remove("Lyon")
        source.remove("")
        #expect(source.matches(for: "par", limit: 10) == ["Paris", "Parma"])
    }

    @Test("a canonically equal spelling removes it")
    func canonicallyEqual() {
        let source = InMemoryAutoFillSource(["Café", "Cafés"])
        source.remove("Cafe\u{301}")
        #expect(source.matches(for: "caf", limit: 10) == ["Cafés"])
    }

    @Test("removal with a custom matcher")
    func customMatcher() {
        let source = InMemoryAutoFillSource(
            ["Paris", "Parma"],
            matcher: AutoFillMatcher { query, candidate in
                candidate.hasPrefix(query) ? .prefix : nil
            })
        source.remove("Paris")
        #expect(source.matches(for: "Par", limit: 10) == ["Parma"])
        #expect(source.matches(for: "", limit: 10) == ["Parma"])
    }

    @Test("removals among a few thousand names match the reference, narrowing or not")
    func manyRemovals() {
        let names = AutoFillPlaceNames.generate(count: 2_000, seed: 11)
        let source = InMemoryAutoFillSource(names)
        let reference = AutoFillReference(names)
        var random = SeededRandomNumberGenerator(seed: 12)
        var removed = Set<String>()
        for typing in AutoFillPlaceNames.typings(from: names, count: 30 * fuzzScale, seed: 13) {
            var previous: AutoFillMatches?
            for query in typing {
                if Int.random(in: 0..<3, using: &random) == 0, let name = names.randomElement(using: &random) {
                    source.remove(name)
                    removed.insert(name)
                }
                let expected = reference.matches(for: query, limit: 30, removed: removed)
                let answer = source.matches(for: query, limit: 30, narrowing: previous)
                #expect(answer.strings == expected, "\(query)")
                previous = answer
            }
        }
    }

    @Test("queries and removals from several tasks at once")
    func concurrent() async {
        let names = AutoFillPlaceNames.generate(count: 5_000, seed: 21)
        let source = InMemoryAutoFillSource(names)
        let removedByTask = (0..<2).map { task in Array(Set(names)).sorted().enumerated().filter { $0.offset % 7 == task }.map(\.element) }
        let typings = AutoFillPlaceNames.typings(from: names, count: 100, seed: 22)
        await withTaskGroup(of: Void.self) { group in
            for removals in removedByTask {
                group.addTask {
                    for name in removals {
                        source.remove(name)
                        // Once removed, gone for this task at once.
                        #expect(!source.matches(for: name, limit: 5).contains(name))
                    }
                }
            }
            for task in 0..<4 {
                group.addTask {
                    for typing in typings.dropFirst(task) {
                        var previous: AutoFillMatches?
                        for query in typing {
                            let answer = source.matches(for: query, limit: 20, narrowing: previous)
                            // Whatever was removed meanwhile, an answer holds matches only, once each.
                            #expect(Set(answer.strings).count == answer.strings.count)
                            #expect(answer.strings.allSatisfy { AutoFillMatcher.prefixThenContains.kind(of: $0, matching: query) != nil })
                            previous = answer
                        }
                    }
                }
            }
        }
        let removed = Set(removedByTask.joined())
        let reference = AutoFillReference(names)
        for typing in typings.prefix(15 * fuzzScale) {
            for query in typing {
                #expect(source.matches(for: query, limit: 20) == reference.matches(for: query, limit: 20, removed: removed))
            }
        }
    }
}
