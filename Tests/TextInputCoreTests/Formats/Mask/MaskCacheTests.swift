import Foundation
import Testing
import TextInputCore

@Suite("Compiled masks are cached by format string, safely across threads")
struct MaskCacheTests {
    @Test("a format is compiled once and then served from the cache")
    func compiledOnce() throws {
        let cache = MaskCache()
        let first = try cache.mask("+1 ([000]) [000]-[0000]")
        let second = try cache.mask("+1 ([000]) [000]-[0000]")
        #expect(first == second)
        #expect(cache.count == 1)
        _ = try cache.mask("+1 ([000]) [000]-[0000]", isRightToLeft: true)
        _ = try cache.mask("[HH]", customNotations: [MaskNotation(character: "H", characterSet: .alphanumerics)])
        #expect(cache.count == 3)
    }

    @Test("malformed formats are not cached, and the cache never grows past its capacity")
    func boundedAndErrorsNotCached() throws {
        let cache = MaskCache(capacity: 4)
        #expect(throws: MaskError.self) { try cache.mask("[x]") }
        #expect(cache.count == 0)
        for length in 1...10 {
            _ = try cache.mask("[" + String(repeating: "0", count: length) + "]")
            #expect(cache.count <= 4)
        }
    }

    @Test("concurrent lookups of many formats from many tasks all succeed")
    func concurrentLookups() async throws {
        let cache = MaskCache()
        let formats = (1...20).map { "[" + String(repeating: "0", count: $0) + "]" }
        try await withThrowingTaskGroup(of: Int.self) { group in
            for task in 0..<16 {
                group.addTask {
                    var total = 0
                    for round in 0..<50 {
                        let format = formats[(task + round) % formats.count]
                        total += try cache.mask(format).totalTextLength
                    }
                    return total
                }
            }
            for try await total in group {
                #expect(total > 0)
            }
        }
        #expect(cache.count == formats.count)
    }
}
