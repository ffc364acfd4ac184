import Foundation
import Testing
import TextInputCore

@Suite("Builders compose in any order and any number")
struct CompositionTests {
    static let filterThenLimit = TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 4)
    static let limitThenFilter = TextInputFormats.plain.filter(constrainingCharactersCount: 4).filter(by: .decimalDigits)

    @Test(
        "a digits filter and a length limit give the same result in either order",
        arguments: [
            ("|", "1a2b3c4d5e"), ("12|", "x3y4z5"), ("1[2]3", "99"), ("123|", "👍🏽"),
        ])
    func orderDoesNotMatter(marked: String, inserted: String) {
        #expect(
            Self.filterThenLimit.formatter.outcome(of: marked, typing: inserted)
                == Self.limitThenFilter.formatter.outcome(of: marked, typing: inserted))
    }

    @Test("a long chain keeps every rule")
    func longChain() {
        let chain = TextInputFormats.plain
            .filter(by: .letters)
            .map { text, selection in (text.uppercased(), selection) }
            .filter(constrainingCharactersCount: 5)
            .filter(by: CharacterSet(charactersIn: "abcdefABCDEF"))
        #expect(chain.formatter.outcome(of: "|", typing: "a1b2cxdyefab") == "ABCDE|")
    }
}

@Suite("TextInputFormatter wraps closures and formatters")
struct TextInputFormatterTests {
    @Test("a closure with the protocol's shape sees the edit")
    func fourArgumentClosure() {
        let noSpaces = TextInputFormatter { _, _, replacement, _ in
            replacement.contains(" ") ? .rejected : .accepted
        }
        #expect(noSpaces.outcome(of: "a|", typing: " ") == "rejected")
        #expect(noSpaces.outcome(of: "a|", typing: "b") == "accepted: ab|")
    }

    @Test("wrapping an erased formatter does not wrap it twice, and kinds pass through")
    func wrapping() {
        let recorder = EditKindRecorder()
        let erased = TextInputFormatter(TextInputFormatter(recorder))
        _ = erased.validate(TextInputEdit.pasting("x"))
        #expect(recorder.kinds == [.paste])
    }
}
