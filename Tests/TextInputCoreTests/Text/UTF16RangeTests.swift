import Foundation
import Testing

@testable import TextInputCore

@Suite("Converting UTF-16 NSRanges to Character ranges")
struct UTF16RangeTests {
    /// The range as Character offsets, for readable tables.
    func offsets(_ text: String, _ range: NSRange) -> Range<Int> {
        let converted = text.characterRange(forUTF16: range)
        return text.distance(from: text.startIndex, to: converted.lowerBound)..<text.distance(from: text.startIndex, to: converted.upperBound)
    }

    @Test(
        "ranges on Character boundaries convert exactly",
        arguments: [
            ("abc", NSRange(location: 1, length: 1), 1..<2),
            ("a👍b", NSRange(location: 1, length: 2), 1..<2),
            ("a👍b", NSRange(location: 3, length: 1), 2..<3),
            ("🇫🇷x", NSRange(location: 4, length: 0), 1..<1),
            ("", NSRange(location: 0, length: 0), 0..<0),
        ])
    func exact(text: String, range: NSRange, expected: Range<Int>) {
        #expect(offsets(text, range) == expected)
        #expect(text.characterRangeCheckingExactness(forUTF16: range).isExact)
    }

    @Test(
        "a range that splits a surrogate pair or a grapheme cluster is widened to whole Characters",
        arguments: [
            ("a👍b", NSRange(location: 2, length: 1), 1..<2),
            ("a👍b", NSRange(location: 1, length: 1), 1..<2),
            ("👍🏽ok", NSRange(location: 1, length: 2), 0..<1),
            ("x👨‍👩‍👧y", NSRange(location: 3, length: 2), 1..<2),
            ("e\u{301}e", NSRange(location: 1, length: 1), 0..<1),
            ("\r\n", NSRange(location: 1, length: 1), 0..<1),
        ])
    func widened(text: String, range: NSRange, expected: Range<Int>) {
        #expect(offsets(text, range) == expected)
        #expect(!text.characterRangeCheckingExactness(forUTF16: range).isExact)
    }

    @Test(
        "a caret inside a Character moves to the boundary before it",
        arguments: [
            ("a👍b", NSRange(location: 2, length: 0), 1..<1),
            ("x👨‍👩‍👧", NSRange(location: 4, length: 0), 1..<1),
        ])
    func caretInside(text: String, range: NSRange, expected: Range<Int>) {
        #expect(offsets(text, range) == expected)
    }

    @Test(
        "a range from a misbehaving host is clamped to the text",
        arguments: [
            ("abc", NSRange(location: 2, length: 10), 2..<3),
            ("abc", NSRange(location: 10, length: 2), 3..<3),
            ("abc", NSRange(location: -5, length: 2), 0..<2),
            ("abc", NSRange(location: 1, length: -3), 1..<1),
            ("abc", NSRange(location: NSNotFound, length: 0), 3..<3),
            ("abc", NSRange(location: 1, length: Int.max), 1..<3),
        ])
    func clamped(text: String, range: NSRange, expected: Range<Int>) {
        #expect(offsets(text, range) == expected)
    }

    @Test(
        "utf16Range(of:) gives back the NSRange of a Character range",
        arguments: [
            "abc", "a👍🏽b", "🇫🇷🇩🇪", "e\u{301}x", "שלום", "",
        ])
    func roundTrip(text: String) {
        for lower in 0...text.count {
            for upper in lower...text.count {
                let range = text.index(text.startIndex, offsetBy: lower)..<text.index(text.startIndex, offsetBy: upper)
                #expect(text.characterRange(forUTF16: text.utf16Range(of: range)) == range)
            }
        }
    }

    @Test("isValidCharacterRange checks bounds and Character boundaries")
    func validity() {
        let text = "a👍"
        #expect(text.isValidCharacterRange(text.startIndex..<text.endIndex))
        let inside = text.utf16.index(text.utf16.startIndex, offsetBy: 2)
        #expect(!text.isValidCharacterRange(inside..<text.endIndex))
        let longer = "a👍bc"
        #expect(!text.isValidCharacterRange(longer.startIndex..<longer.endIndex))
    }
}

@Suite("Merging several ranges into one edit (iOS 26's shouldChangeCharactersInRanges)")
struct MultiRangeTests {
    @Test(
        "the first range gets the string, the others are deleted, the text between stays",
        arguments: [
            ("abcdef", [NSRange(location: 1, length: 1), NSRange(location: 4, length: 1)], "X", NSRange(location: 1, length: 4), "Xcd"),
            ("abcdef", [NSRange(location: 4, length: 1), NSRange(location: 1, length: 1)], "X", NSRange(location: 1, length: 4), "cdX"),
            ("abcdef", [NSRange(location: 2, length: 0)], "X", NSRange(location: 2, length: 0), "X"),
            ("abcdef", [NSRange(location: 1, length: 3), NSRange(location: 2, length: 3)], "X", NSRange(location: 1, length: 4), "X"),
            ("abc", [], "X", NSRange(location: 0, length: 0), "X"),
            ("abc", [NSRange(location: 9, length: 9)], "X", NSRange(location: 3, length: 0), "X"),
        ])
    func merge(text: String, ranges: [NSRange], string: String, range: NSRange, replacement: String) {
        let merged = text.mergingUTF16Ranges(ranges, replacingFirstWith: string)
        #expect(merged.range == range)
        #expect(merged.replacement == replacement)
    }
}

@Suite("The smallest edit between two texts")
struct DifferenceTests {
    @Test(
        "common beginnings and ends are kept",
        arguments: [
            ("12", "1王2", 1..<1, "王"),
            ("abc", "abXc", 2..<2, "X"),
            ("abc", "ac", 1..<2, ""),
            ("aaa", "aaaa", 3..<3, "a"),
            ("e\u{301}", "é", 0..<1, "é"),
        ])
    func difference(old: String, new: String, range: Range<Int>, replacement: String) throws {
        let edit = try #require(TextInputEdit(changing: old, selection: old.startIndex..<old.startIndex, into: new))
        let lower = old.distance(from: old.startIndex, to: edit.editedRange.lowerBound)
        let upper = old.distance(from: old.startIndex, to: edit.editedRange.upperBound)
        #expect(lower..<upper == range)
        #expect(edit.replacementText.unicodeScalars.elementsEqual(replacement.unicodeScalars))
        #expect(edit.resultingText.unicodeScalars.elementsEqual(new.unicodeScalars))
    }

    @Test("identical texts make no edit")
    func none() {
        #expect(TextInputEdit(changing: "abc", selection: "abc".startIndex..<"abc".startIndex, into: "abc") == nil)
    }
}

@Suite("The range a deletion key removes")
struct DeletionRangeTests {
    @Test(
        "the selection, else the whole Character before or after the caret",
        arguments: [
            ("a👍🏽b", 2..<2, String.DeletionDirection.backward, "👍🏽"),
            ("a👍🏽b", 1..<1, .forward, "👍🏽"),
            ("abc", 0..<2, .backward, "ab"),
            ("abc", 0..<2, .forward, "ab"),
            ("e\u{301}", 1..<1, .backward, "e\u{301}"),
        ])
    func range(text: String, caret: Range<Int>, direction: String.DeletionDirection, deleted: String) throws {
        let selection = text.index(text.startIndex, offsetBy: caret.lowerBound)..<text.index(text.startIndex, offsetBy: caret.upperBound)
        let range = try #require(text.rangeToDelete(direction, selection: selection))
        #expect(text[range].unicodeScalars.elementsEqual(deleted.unicodeScalars))
    }

    @Test("nothing at the start for Backspace or at the end for Delete")
    func nothing() {
        let text = "ab"
        #expect(text.rangeToDelete(.backward, selection: text.startIndex..<text.startIndex) == nil)
        #expect(text.rangeToDelete(.forward, selection: text.endIndex..<text.endIndex) == nil)
    }
}

@Suite("Whether a range from a platform lies inside a text")
struct UTF16RangeBoundsTests {
    @Test(
        "a range is inside a text of 5 UTF-16 units only with its bounds in 0...5, whatever values it holds",
        arguments: [
            (NSRange(location: 0, length: 0), true),
            (NSRange(location: 2, length: 3), true),
            (NSRange(location: 5, length: 0), true),
            (NSRange(location: 4, length: 2), false),
            (NSRange(location: 6, length: 0), false),
            (NSRange(location: -1, length: 1), false),
            (NSRange(location: 1, length: -1), false),
            (NSRange(location: NSNotFound, length: 0), false),
            (NSRange(location: NSNotFound, length: 1), false),
            (NSRange(location: 1, length: Int.max), false),
        ])
    func isInside(range: NSRange, inside: Bool) {
        #expect(range.isInside(utf16Length: 5) == inside)
    }
}
