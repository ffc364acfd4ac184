import Foundation
import Testing
import TextInputCore

@testable import TextInputTerminal

/// Records what a host asks its delegate, and approves everything.
@MainActor
private final class RecordingDelegate: TextInputHostDelegate {
    var requests: [(range: NSRange, string: String, kind: TextInputEditKind)] = []
    var events: [String] = []

    func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
        requests.append((range, string, kind))
        return true
    }
    func hostDidChangeText(_ host: any TextInputHost) { events.append("text") }
    func hostDidChangeSelection(_ host: any TextInputHost) { events.append("selection") }
    func hostDidBeginEditing(_ host: any TextInputHost) { events.append("begin") }
    func hostDidEndEditing(_ host: any TextInputHost) { events.append("end") }
    func hostShouldReturn(_ host: any TextInputHost) -> Bool { true }
}

@MainActor
@Suite("TerminalTextField edits like a text field and asks its delegate first")
struct TerminalTextFieldTests {
    /// The field after `keys`, with its selection in Characters.
    private func field(_ text: String = "", after keys: [TerminalKey]) -> (text: String, selection: Range<Int>) {
        let field = TerminalTextField(text: text)
        for key in keys {
            field.handle(key)
        }
        let selection = field.selectedRange
        return (
            field.text,
            field.text.distance(
                from: field.text.startIndex, to: selection.lowerBound)..<field.text.distance(from: field.text.startIndex, to: selection.upperBound)
        )
    }

    nonisolated static let editing: [(String, String, [TerminalKey], String, Range<Int>)] = [
        ("typing inserts at the caret", "", [.text("a"), .text("👍🏽")], "a👍🏽", 2..<2),
        ("a paste inserts all of it", "x", [.paste("hello")], "xhello", 6..<6),
        ("backspace deletes a whole emoji", "a👍🏽", [.backspace], "a", 1..<1),
        ("backspace at the start does nothing", "ab", [.move(.home, selecting: false), .backspace], "ab", 0..<0),
        ("delete removes the Character after the caret", "🇫🇷ab", [.move(.home, selecting: false), .delete], "ab", 0..<0),
        ("delete at the end does nothing", "ab", [.delete], "ab", 2..<2),
        ("left and right move by Character", "a👍🏽b", [.move(.left, selecting: false), .move(.left, selecting: false)], "a👍🏽b", 1..<1),
        ("typing after moving left inserts in the middle", "ac", [.move(.left, selecting: false), .text("b")], "abc", 2..<2),
        ("home and end go to the ends", "abc", [.move(.home, selecting: false), .move(.right, selecting: false), .move(.end, selecting: false)], "abc", 3..<3),
        ("shift-left selects backwards", "abcd", [.move(.left, selecting: true), .move(.left, selecting: true)], "abcd", 2..<4),
        (
            "shift-right after shift-left shrinks the selection", "abcd",
            [.move(.left, selecting: true), .move(.left, selecting: true), .move(.right, selecting: true)], "abcd", 3..<4
        ),
        (
            "shift-right selects forwards", "abcd", [.move(.home, selecting: false), .move(.right, selecting: true), .move(.right, selecting: true)], "abcd",
            0..<2
        ),
        ("shift-home selects to the start", "abcd", [.move(.left, selecting: false), .move(.home, selecting: true)], "abcd", 0..<3),
        (
            "left collapses a selection to its start", "abcd", [.move(.left, selecting: true), .move(.left, selecting: true), .move(.left, selecting: false)],
            "abcd", 2..<2
        ),
        (
            "right collapses a selection to its end", "abcd",
            [.move(.home, selecting: false), .move(.right, selecting: true), .move(.right, selecting: false)], "abcd", 1..<1
        ),
        ("typing replaces the selection", "abcd", [.move(.left, selecting: true), .move(.left, selecting: true), .text("X")], "abX", 3..<3),
        ("backspace deletes the selection", "abcd", [.selectAll, .backspace], "", 0..<0),
        ("Ctrl-A selects everything", "a👍🏽", [.selectAll], "a👍🏽", 0..<2),
        (
            "moving past the ends stays at the ends", "a", [.move(.right, selecting: false), .move(.left, selecting: false), .move(.left, selecting: false)],
            "a", 0..<0
        ),
    ]

    @Test("editing keys change the text and caret like a text field", arguments: editing)
    func editingKeys(rule: String, text: String, keys: [TerminalKey], expectedText: String, expectedSelection: Range<Int>) {
        let result = field(text, after: keys)
        #expect(result.text == expectedText, "\(rule)")
        #expect(result.selection == expectedSelection, "\(rule)")
    }

    @Test("form keys are left to the form", arguments: [TerminalKey.tab, .backTab, .up, .down, .enter, .escape, .interrupt])
    func formKeys(key: TerminalKey) {
        let field = TerminalTextField(text: "a")
        #expect(!field.handle(key))
        #expect(field.text == "a")
    }

    @Test("the delegate is asked with the UTF-16 range and the kind of each edit")
    func asksDelegate() {
        let field = TerminalTextField(text: "a👍🏽")
        let delegate = RecordingDelegate()
        field.hostDelegate = delegate
        field.handle(.text("b"))
        field.handle(.paste("cd"))
        field.handle(.move(.home, selecting: false))
        field.handle(.move(.right, selecting: false))
        field.handle(.delete)
        #expect(delegate.requests.map(\.range) == [NSRange(location: 5, length: 0), NSRange(location: 6, length: 0), NSRange(location: 1, length: 4)])
        #expect(delegate.requests.map(\.string) == ["b", "cd", ""])
        #expect(delegate.requests.map(\.kind) == [.typing, .paste, .deleteForward])
        #expect(delegate.events == ["begin", "text", "text", "selection", "selection", "text"])
        #expect(field.text == "abcd")
    }

    @Test("a bound format filters what is typed and pasted")
    func boundFormat() {
        let field = TerminalTextField()
        let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
        field.handle(.paste("12ab34"))
        field.handle(.text("x"))
        field.handle(.move(.left, selecting: false))
        field.handle(.text("5"))
        #expect(field.text == "12354")
        #expect(field.selectedUTF16Range == NSRange(location: 4, length: 0))
        #expect(binding.value == "12354")
    }

    @Test("an edit the format rejects leaves the text and caret alone")
    func rejectedEdit() {
        let field = TerminalTextField()
        TextInputFormats.plain.filter(constrainingCharactersCount: 2).bind(to: field)
        field.handle(.paste("ab"))
        field.handle(.text("c"))
        #expect(field.text == "ab")
        #expect(field.selectedUTF16Range == NSRange(location: 2, length: 0))
    }

    @Test("Return asks the binding, whose plugins may handle it")
    func pressReturn() {
        final class HandlesReturn: TextInputPlugin {
            func handleReturn(for binding: any TextInputBindingType) -> Bool { true }
        }
        let field = TerminalTextField()
        #expect(field.pressReturn())
        let binding = TextInputFormats.plain.bind(to: field)
        #expect(field.pressReturn())
        binding.attach(HandlesReturn())
        #expect(!field.pressReturn())
    }

    @Test("focus: editing begins with the caret at the end, and ends once")
    func focus() {
        let field = TerminalTextField(text: "abc")
        let delegate = RecordingDelegate()
        field.hostDelegate = delegate
        field.beginEditing()
        field.beginEditing()
        #expect(field.isEditing)
        #expect(field.selectedUTF16Range == NSRange(location: 3, length: 0))
        field.endEditing()
        field.endEditing()
        #expect(!field.isEditing)
        #expect(delegate.events == ["begin", "end"])
    }
}
