import Foundation
import Testing
import TextInputCore

/// What an `NSTextField`'s host decides: the formatter's answer, the reports that are news to
/// the binding, and what the field editor's key commands do.
@MainActor
@Suite("TextInputPartialStringSession: AppKit's formatter question and the reports around it")
struct TextInputPartialStringSessionTests {
    // MARK: - The answer

    @Test("an edit the format takes as it is is accepted; AppKit applies it")
    func accepted() {
        let field = PartialStringField()
        let binding = TextInputFormats.plain.bind(to: field)
        #expect(field.userReplaces(NSRange(location: 0, length: 0), with: "a") == .accept)
        #expect(field.editorText == "a")
        #expect(binding.value == "a")
    }

    @Test("a rewrite made while the binding answers becomes the answer, not a write into the field")
    func rewriteIsTheAnswer() {
        let field = PartialStringField(text: "ab")
        let delegate = AnsweringHostDelegate { host in
            host.setText("AB!", selectedUTF16Range: NSRange(location: 3, length: 0))
            return false
        }
        field.hostDelegate = delegate
        let answer = field.userReplaces(NSRange(location: 2, length: 0), with: "c")
        #expect(answer == .replace("AB!", selection: NSRange(location: 3, length: 0)))
        #expect(delegate.textsAsked == ["ab"])
        #expect(field.editorText == "AB!")
        #expect(!field.session.forwardsValidationFailure)
    }

    @Test("a refusal that rewrote nothing, or wrote back the text and selection asked about, is a rejection the app hears")
    func rejection() {
        let field = PartialStringField(text: "ab")
        field.hostDelegate = AnsweringHostDelegate { host in
            host.setText(host.text, selectedUTF16Range: host.selectedUTF16Range)
            return false
        }
        #expect(field.userReplaces(NSRange(location: 2, length: 0), with: "c") == .reject)
        #expect(field.session.forwardsValidationFailure)
        #expect(field.editorText == "ab")
    }

    @Test("a digits-only field rejects a letter and rewrites a pasted mix to its digits")
    func digitsOnly() {
        let field = PartialStringField()
        let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
        #expect(field.userReplaces(NSRange(location: 0, length: 0), with: "a") == .reject)
        #expect(field.userReplaces(NSRange(location: 0, length: 0), with: "1a2") == .replace("12", selection: NSRange(location: 2, length: 0)))
        #expect(field.editorText == "12")
        #expect(binding.value == "12")
    }

    @Test("with no binding, or for the host's own rewrite, AppKit's edit is accepted unasked")
    func acceptedUnasked() {
        let unbound = PartialStringField(text: "a")
        #expect(unbound.userReplaces(NSRange(location: 1, length: 0), with: "b") == .accept)

        let field = PartialStringField(text: "a")
        let delegate = RecordingHostDelegate()
        delegate.allowsEdits = false
        field.hostDelegate = delegate
        var answer: TextInputPartialStringSession.Answer?
        field.session.write("x", selection: NSRange(location: 1, length: 0)) {
            answer = field.session.answer(
                proposed: "x", original: "a", originalSelection: NSRange(location: 0, length: 1),
                editorText: "a", editorSelection: NSRange(location: 1, length: 0))
        }
        #expect(answer == .accept)
        #expect(delegate.kinds.isEmpty)
    }

    // MARK: - The edit's kind

    @Test(
        "a deletion's kind: the command named just before, else the field editor's selection",
        arguments: [
            // (command, selection before, kind the binding hears) for deleting "b" of "abc"
            (nil, NSRange(location: 2, length: 0), TextInputEditKind.deleteBackward),
            (nil, NSRange(location: 1, length: 0), .deleteForward),
            ("deleteForward:", NSRange(location: 2, length: 0), .deleteForward),
            ("deleteToEndOfParagraph:", NSRange(location: 1, length: 1), .deleteForward),
            ("deleteWordBackward:", NSRange(location: 1, length: 0), .deleteBackward),
            ("deleteToMark:", NSRange(location: 1, length: 1), .unknown),
            ("moveLeft:", NSRange(location: 2, length: 0), .deleteBackward),
        ] as [(String?, NSRange, TextInputEditKind)])
    func deletionKind(command: String?, selection: NSRange, kind: TextInputEditKind) {
        let field = PartialStringField(text: "abc")
        let delegate = RecordingHostDelegate()
        field.hostDelegate = delegate
        field.userSelects(selection)
        if let command {
            #expect(!field.session.perform(command: command))
        }
        field.userReplaces(NSRange(location: 1, length: 1), with: "")
        #expect(delegate.kinds == [kind])
    }

    @Test("a command's kind is spent by the change it made, and never names typing or a composition")
    func commandKindSpent() {
        let field = PartialStringField(text: "abc")
        let delegate = RecordingHostDelegate()
        field.hostDelegate = delegate
        #expect(!field.session.perform(command: "deleteForward:"))
        field.session.didChangeText()
        field.userReplaces(NSRange(location: 2, length: 1), with: "")  // a caret after "c": Backspace
        #expect(!field.session.perform(command: "deleteForward:"))
        field.userReplaces(NSRange(location: 2, length: 0), with: "x")
        #expect(!field.session.perform(command: "deleteForward:"))
        field.markedUTF16Range = NSRange(location: 0, length: 1)
        field.userReplaces(NSRange(location: 0, length: 1), with: "")
        #expect(delegate.kinds == [.deleteBackward, .unknown, .markedText])
    }

    // MARK: - Commands

    @Test("Return goes to the binding's plugins: the field keeps it only when they handle it", arguments: [true, false])
    func returnKey(pluginHandles: Bool) {
        let field = PartialStringField()
        let binding = TextInputFormats.plain.bind(to: field)
        let plugin = RecordingPlugin()
        plugin.handlesReturn = pluginHandles
        binding.attach(plugin)
        #expect(field.session.perform(command: "insertNewline:") == pluginHandles)
        #expect(plugin.log.last == "return")
    }

    @Test("in a text view, Return is left to AppKit, and the line break it asks about goes to the plugins first", arguments: [true, false])
    func returnInTextView(pluginHandles: Bool) {
        let field = PartialStringField(text: "Ring")
        field.isMultiline = true
        let binding = TextInputFormats.plain.bind(to: field)
        let plugin = RecordingPlugin()
        plugin.handlesReturn = pluginHandles
        binding.attach(plugin)
        #expect(!field.session.perform(command: "insertNewline:"))
        #expect(!plugin.log.contains("return"))
        let answer = field.userReplacesInTextView(NSRange(location: 4, length: 0), with: "\n")
        #expect(plugin.log.contains("return"))
        #expect(answer == (pluginHandles ? .reject : .accept))
        #expect(field.text == (pluginHandles ? "Ring" : "Ring\n"))
    }

    @Test("a text view's question: a rewrite comes back as the answer, a change of attributes only is accepted unasked")
    func textViewQuestion() {
        let field = PartialStringField(text: "ab")
        field.isMultiline = true
        let delegate = AnsweringHostDelegate { _ in true }
        _ = TextInputFormats.plain.map { text, selection in (text.uppercased(), selection) }.bind(to: field)
        #expect(field.userReplacesInTextView(NSRange(location: 2, length: 0), with: "c") == .replace("ABC", selection: NSRange(location: 3, length: 0)))
        #expect(field.text == "ABC")
        field.hostDelegate = delegate
        #expect(field.userReplacesInTextView(NSRange(location: 0, length: 3), with: nil) == .accept)
        #expect(delegate.textsAsked.isEmpty)
    }

    @Test(
        "Tab and Shift-Tab are the toolbar's Next and Previous when a plugin takes them, AppKit's key-view loop otherwise",
        arguments: [
            ("insertTab:", "toolbar next"),
            ("insertBacktab:", "toolbar previous"),
        ])
    func tab(command: String, logged: String) {
        let field = PartialStringField()
        let binding = TextInputFormats.plain.bind(to: field)
        #expect(!field.session.perform(command: command))
        let plugin = RecordingPlugin()
        binding.attach(plugin)
        #expect(field.session.perform(command: command))
        #expect(plugin.log.last == logged)
    }

    @Test("no command is handled for a field with no binding", arguments: ["insertNewline:", "insertTab:", "insertBacktab:", "deleteBackward:"])
    func unbound(command: String) {
        #expect(!PartialStringField().session.perform(command: command))
    }

    // MARK: - Reports

    @Test("the binding hears the end of a session only when it heard its beginning")
    func endWithoutBeginning() {
        let field = PartialStringField()
        let delegate = RecordingHostDelegate()
        field.hostDelegate = delegate
        field.session.didEndEditing()
        field.session.didBeginEditing()
        field.session.didEndEditing()
        field.session.didEndEditing()
        #expect(delegate.calls == ["didBeginEditing", "didEndEditing"])
    }

    @Test("a change or a selection the host made itself is no news to the binding")
    func ownChanges() {
        let field = PartialStringField(text: "ab")
        let delegate = RecordingHostDelegate()
        field.hostDelegate = delegate
        field.setText("abc", selectedUTF16Range: NSRange(location: 3, length: 0))
        field.setSelectedUTF16Range(NSRange(location: 0, length: 0))
        #expect(delegate.calls.isEmpty)
        #expect(field.editorText == "abc")
        #expect(field.editorSelection == NSRange(location: 0, length: 0))
        field.session.didChangeText()
        #expect(delegate.calls == ["didChangeText"])
    }

    @Test("only the field editor editing this field reports selection changes to the binding")
    func selectionOfOtherFields() {
        let field = PartialStringField()
        let delegate = RecordingHostDelegate()
        field.hostDelegate = delegate
        let editor = NSObject()
        field.session.didChangeSelection(of: NSObject(), fieldEditor: editor)
        field.session.didChangeSelection(of: nil, fieldEditor: nil)
        field.session.didChangeSelection(of: editor, fieldEditor: editor)
        #expect(delegate.calls == ["didChangeSelection"])
    }
}
