import Foundation
import Testing
import TextInputCore

/// The spoken text as the Apple modules give it to VoiceOver: the spelled-out Character ranges
/// become UTF-16 ranges of a spell-out attribute, over text that is not rewritten.
@Suite("Spoken text as an attributed string")
struct TextInputSpokenTextAttributedTests {
    static let spellOut = NSAttributedString.Key("spellOut")

    /// The UTF-16 ranges that carry the attribute, in order.
    static func spelledOut(_ attributed: NSAttributedString) -> [NSRange] {
        var ranges: [NSRange] = []
        attributed.enumerateAttribute(spellOut, in: NSRange(location: 0, length: attributed.length)) { value, range, _ in
            if value as? Bool == true { ranges.append(range) }
        }
        return ranges
    }

    @Test("a card number's groups are spelled out where they are, and the text stays the digits")
    func cardNumber() {
        let spoken = TextInputFormats.bankCardNumber().spokenText(of: "4111 1111 1111 1111")
        let attributed = spoken.attributedString(spellingOutWith: Self.spellOut)
        #expect(attributed.string == "4111 1111 1111 1111")
        #expect(Self.spelledOut(attributed) == [0, 5, 10, 15].map { NSRange(location: $0, length: 4) })
    }

    @Test("Character ranges after an emoji and a combining mark become the right UTF-16 ranges")
    func wideCharacters() {
        let spoken = TextInputSpokenText("👍🏽 é 42", spellOutRanges: [4..<6])
        let attributed = spoken.attributedString(spellingOutWith: Self.spellOut)
        let ranges = Self.spelledOut(attributed)
        #expect(ranges.count == 1)
        #expect(ranges.first.map { (attributed.string as NSString).substring(with: $0) } == "42")
    }

    @Test("ranges that are not valid are left out rather than trap")
    func invalidRanges() {
        for ranges in [[0..<9], [2..<4, 3..<5], [1..<1]] {
            let attributed = TextInputSpokenText("1234", spellOutRanges: ranges).attributedString(spellingOutWith: Self.spellOut)
            #expect(attributed.string == "1234")
            #expect(Self.spelledOut(attributed).isEmpty)
        }
    }
}
