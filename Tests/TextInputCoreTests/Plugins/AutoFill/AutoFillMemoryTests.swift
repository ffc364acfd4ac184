import Testing
import TextInputCore

/// The index costs less than three times the UTF-8 of the strings it indexes.
@Suite("Autofill index memory")
struct AutoFillMemoryTests {
    @Test("the index of place names takes under three times their UTF-8")
    func underThreeTimes() throws {
        let names = AutoFillPlaceNames.generate(count: 50_000, seed: 51)
        let rawBytes = names.reduce(0) { $0 + $1.utf8.count }
        let footprint = try #require(InMemoryAutoFillSource(names).memoryFootprint)
        #expect(footprint.index < 3 * rawBytes)
        #expect(footprint.strings < rawBytes + 5 * names.count)
        #expect(footprint.removals == 0)
    }

    @Test("a source with a custom matcher has no index")
    func noIndex() {
        #expect(InMemoryAutoFillSource(["Paris"], matcher: AutoFillMatcher { _, _ in .prefix }).memoryFootprint == nil)
    }
}
