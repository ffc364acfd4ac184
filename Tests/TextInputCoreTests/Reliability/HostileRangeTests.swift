import Foundation
import Testing

@testable import TextInputCore

/// A host that reports whatever ranges a test gives it, as a misbehaving text field might.
@MainActor
private final class HostileHost: TextInputHost {
    var text: String
    var selectedUTF16Range = NSRange(location: 0, length: 0)
    var markedUTF16Range: NSRange?
    var isEditing = true
    var hostDelegate: (any TextInputHostDelegate)?

    init(text: String) {
        self.text = text
    }

    func setText(_ text: String, selectedUTF16Range: NSRange) {
        self.text = text
        self.selectedUTF16Range = selectedUTF16Range
    }

    func setSelectedUTF16Range(_ range: NSRange) {
        selectedUTF16Range = range
    }

    func beginEditing() {}
    func endEditing() {}
}

/// Ranges no text field should send, and some send anyway.
private let hostileRanges = [
    NSRange(location: NSNotFound, length: 0),
    NSRange(location: NSNotFound, length: 1),
    NSRange(location: NSNotFound, length: NSNotFound),
    NSRange(location: -1, length: 1),
    NSRange(location: -5, length: 0),
    NSRange(location: 0, length: Int.max),
    NSRange(location: 2, length: Int.max),
    NSRange(location: Int.max, length: Int.max),
    NSRange(location: Int.min, length: Int.min),
    NSRange(location: 1, length: -3),
    NSRange(location: 1, length: 1),  // splits the surrogate pair of 👍
    NSRange(location: 3, length: 1),  // splits 👍🏽 between the thumb and its skin tone
    NSRange(location: 100, length: 2),
]

@MainActor
@Suite("No range a host sends can stop the program")
struct HostileRangeTests {
    /// Every way a host hands a binding a range: a question about an edit, several ranges, a
    /// selection or marked range it reports, text it changed without asking, the end of editing.
    private func exercise<Value>(_ format: TextInputFormat<Value>, selection: NSRange, range: NSRange) {
        let host = HostileHost(text: "a👍🏽b")
        let binding = format.bind(to: host)
        binding.hostDidBeginEditing(host)
        host.selectedUTF16Range = selection
        binding.hostDidChangeSelection(host)
        _ = binding.host(host, shouldReplaceCharactersIn: range, with: "1", kind: .unknown)
        _ = binding.host(host, shouldReplaceCharactersIn: range, with: "", kind: .deleteBackward)
        _ = binding.host(host, shouldReplaceCharactersIn: [range, selection], with: "2", kind: .unknown)
        _ = binding.host(host, shouldReplaceCharactersIn: [], with: "3", kind: .paste)
        host.selectedUTF16Range = selection
        host.markedUTF16Range = range
        _ = binding.host(host, shouldReplaceCharactersIn: range, with: "に", kind: .markedText)
        host.text = "x👍🏽9"
        binding.hostDidChangeText(host)
        host.markedUTF16Range = nil
        host.selectedUTF16Range = range
        binding.hostDidChangeText(host)
        _ = binding.hostShouldReturn(host)
        binding.hostDidEndEditing(host)
        // Whatever the host said, the binding's own view of the field is valid.
        #expect(binding.text == host.text)
        #expect(binding.selectedRange.upperBound <= binding.text.endIndex)
    }

    @Test("the binding clamps hostile ranges for every built-in format", arguments: hostileRanges)
    func bindingPaths(range: NSRange) throws {
        for selection in hostileRanges {
            exercise(TextInputFormats.plain, selection: selection, range: range)
            exercise(TextInputFormats.plain.filter(constrainingCharactersCount: 3), selection: selection, range: range)
            exercise(TextInputFormats.bankCardNumber(), selection: selection, range: range)
            exercise(TextInputFormats.bankCardExpiryDate(), selection: selection, range: range)
            exercise(TextInputFormats.bankCardSecurityCode(), selection: selection, range: range)
            exercise(TextInputFormats.phoneNumber(.options(defaultRegion: "US")), selection: selection, range: range)
            exercise(TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US"))), selection: selection, range: range)
            exercise(try TextInputFormats.mask("[00]-[00]", affineFormats: ["[0]"]), selection: selection, range: range)
            exercise(TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["a👍🏽bc"])), selection: selection, range: range)
        }
    }

    @Test("the simulator applies a hostile UTF-16 range clamped to its text", arguments: hostileRanges)
    func simulator(range: NSRange) {
        let field = TextInputSimulator(text: "a👍🏽b")
        TextInputFormats.plain.bind(to: field)
        field.replaceUTF16Range(range, with: "z")
        field.setSelectedUTF16Range(range)
        #expect(field.selectedRange.upperBound <= field.text.endIndex)
        field.setText("👍", selectedUTF16Range: range)
        #expect(field.selectedRange.upperBound <= field.text.endIndex)
    }

    @Test("AppKit's partial-string question survives any changed range", arguments: hostileRanges)
    func partialStringChange(range: NSRange) throws {
        for (original, proposed) in [("ab", "abc"), ("abc", "ab"), ("a👍🏽b", "a👍b"), ("", "x")] {
            let change = try #require(
                TextInputPartialStringChange(
                    original: original, proposed: proposed, changedRange: range, editorSelection: range))
            // Whatever range AppKit gave, the change turns the original into the proposed text.
            #expect((original as NSString).replacingCharacters(in: change.range, with: change.replacement) == proposed)
        }
    }

    @Test("dropping an inline suggestion at the end of editing clamps the host's selection", arguments: hostileRanges)
    func provisionalSuffix(selection: NSRange) throws {
        let host = HostileHost(text: "")
        let binding = TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["Paris"])).bind(to: host)
        binding.hostDidBeginEditing(host)
        if binding.host(host, shouldReplaceCharactersIn: NSRange(location: 0, length: 0), with: "P", kind: .typing) {
            host.text = "P"
            host.selectedUTF16Range = NSRange(location: 1, length: 0)
            binding.hostDidChangeText(host)
        }
        try #require(binding.provisionalRange != nil)
        host.selectedUTF16Range = selection
        binding.hostDidEndEditing(host)
        #expect(host.text == "P")
        #expect(host.selectedUTF16Range.location >= 0 && host.selectedUTF16Range.location + host.selectedUTF16Range.length <= 1)
    }

    @Test("a formatter given indices of another, longer string clamps them to its text")
    func foreignIndices() throws {
        let long = "abcdefghijkl"
        let beyond = long.index(long.startIndex, offsetBy: 8)..<long.endIndex
        let formatters = [
            TextInputFormats.plain.formatter,
            TextInputFormats.bankCardNumber().formatter,
            TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatter,
            try TextInputFormats.mask("[00]").formatter,
            TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"))).formatter,
        ]
        for formatter in formatters {
            let result = formatter.validate(editing: "12", withSelection: beyond, replacing: "3", at: beyond)
            if case let .changed(text, selection) = result {
                #expect(selection.upperBound <= text.endIndex)
            }
            let edit = TextInputEdit(originalText: "12", originalSelectedRange: beyond, replacementText: "3", editedRange: beyond)
            _ = formatter.validate(edit)
        }
        let edit = TextInputEdit(originalText: "12", originalSelectedRange: beyond, replacementText: "3", editedRange: beyond)
        #expect(edit.resultingText == "123")
        #expect(edit.result.text == "123")
        #expect(edit.withinOriginalText.editedRange == "12".endIndex..<"12".endIndex)
    }

    @Test("a form navigator's options at an index out of range read the defaults and ignore writes", arguments: [-1, 1, 5, Int.max, Int.min])
    func navigatorOptions(index: Int) {
        let field = TextInputSimulator()
        let navigator = TextInputFormNavigator([TextInputFormats.plain.bind(to: field)])
        #expect(navigator[optionsAt: index].title == nil)
        navigator[optionsAt: index] = .options(title: "Written")
        #expect(navigator[optionsAt: index].title == nil)
        #expect(navigator[optionsAt: 0].title == nil)
        #expect(navigator.count == 1)
    }
}
