import Foundation
import Testing
import TextInputCore

/// iOS 26 may ask about several ranges and then put the string into whichever it chooses: with
/// more than one range the binding applies the merged edit itself and answers no.
@MainActor
@Suite("Questions about several ranges")
struct TextInputBindingMultiRangeTests {
    @Test("several ranges: the merged edit is applied by the binding, even when the format accepts it")
    func severalRanges() {
        let field = TextInputSimulator(text: "abcd")
        let binding = TextInputFormats.plain.bind(to: field)
        let ranges = [NSRange(location: 3, length: 1), NSRange(location: 0, length: 1)]
        #expect(!binding.host(field, shouldReplaceCharactersIn: ranges, with: "X", kind: .unknown))
        #expect(field.text == "bcX")
        #expect(binding.value == "bcX")
    }

    @Test("one range in the list is asked like the single-range question")
    func oneRange() {
        let field = TextInputSimulator(text: "abcd")
        let binding = TextInputFormats.plain.bind(to: field)
        #expect(binding.host(field, shouldReplaceCharactersIn: [NSRange(location: 4, length: 0)], with: "e", kind: .unknown))
        #expect(field.text == "abcd")
    }
}
