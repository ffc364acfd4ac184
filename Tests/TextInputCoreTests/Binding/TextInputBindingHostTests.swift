import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("TextInputBinding as the field's delegate")
struct TextInputBindingHostTests {
    let digits = TextInputFormats.plain.filter(by: .decimalDigits)

    @Test("an accepted edit is left to the field, which keeps its undo and autocorrection")
    func acceptedEditIsNative() {
        let field = TextInputSimulator(text: "12")
        let binding = digits.bind(to: field)
        #expect(binding.host(field, shouldReplaceCharactersIn: NSRange(location: 2, length: 0), with: "3", kind: .typing))
        #expect(field.text == "12")
    }

    @Test("a rewritten edit is applied by the binding, and the field is told not to apply it")
    func rewrittenEditIsApplied() {
        let field = TextInputSimulator(text: "12")
        let binding = digits.bind(to: field)
        #expect(!binding.host(field, shouldReplaceCharactersIn: NSRange(location: 2, length: 0), with: "3x4", kind: .paste))
        #expect(field.text == "1234")
        #expect(field.selectedCharacterRange == 4..<4)
    }

    @Test("a range that splits a Character is widened and applied by the binding itself")
    func splitRange() {
        let field = TextInputSimulator(text: "a👍🏽b")
        TextInputFormats.plain.bind(to: field)
        field.replaceUTF16Range(NSRange(location: 2, length: 1), with: "")
        #expect(field.text == "ab")
        field.replaceUTF16Range(NSRange(location: 40, length: 3), with: "c")
        #expect(field.text == "abc")
    }

    @Test("several ranges at once are one replacement plus deletions")
    func multipleRanges() {
        let field = TextInputSimulator(text: "1234")
        let binding = digits.bind(to: field)
        let ranges = [NSRange(location: 0, length: 1), NSRange(location: 3, length: 1)]
        let applyNatively = binding.host(field, shouldReplaceCharactersIn: ranges, with: "9a", kind: .replacement)
        #expect(!applyNatively)
        #expect(field.text == "923")
    }

    @Test(
        "the formatter hears what kind of edit each is",
        arguments: [
            ("type", [TextInputEditKind.typing]),
            ("paste", [.paste]),
            ("backspace", [.deleteBackward]),
            ("delete", [.deleteForward]),
            ("autocorrect", [.replacement]),
            ("compose", [.markedTextCommit]),
            ("value", [.programmatic]),
        ])
    func kinds(action: String, expected: [TextInputEditKind]) {
        let recorder = EditKindRecorder()
        let field = TextInputSimulator(text: "ab")
        let binding = TextInputFormats.plain.withFormatter(recorder).bind(to: field)
        field.beginEditing()
        switch action {
        case "type": field.insert("c")
        case "paste": field.insert("cd")
        case "backspace": field.backspace()
        case "delete":
            field.select(0..<0)
            field.deleteForward()
        case "autocorrect": field.replace(0..<2, with: "an")
        case "compose":
            field.setMarkedText("ni")
            field.setMarkedText("你")
            field.unmarkText()
        default: binding.value = "xy"
        }
        #expect(recorder.kinds.suffix(expected.count) == expected[...])
    }

    @Test("composition is committed through the formatter as one insertion of what was composed")
    func compositionCommit() {
        let field = TextInputSimulator(text: "12")
        digits.filter(constrainingCharactersCount: 3).bind(to: field)
        field.select(1..<1)
        field.setMarkedText("4")
        field.setMarkedText("45")
        #expect(field.text == "1452")
        field.unmarkText()
        #expect(field.text == "142")
        #expect(field.selectedCharacterRange == 2..<2)
    }

    @Test("the field's previous delegate hears every event, may veto edits, and is restored by unbind")
    func previousDelegate() {
        let field = TextInputSimulator()
        let appDelegate = RecordingHostDelegate()
        field.hostDelegate = appDelegate
        let binding = digits.bind(to: field)
        field.insert("1")
        appDelegate.allowsEdits = false
        field.insert("2")
        #expect(field.text == "1")
        field.endEditing()
        #expect(
            appDelegate.calls == [
                "didBeginEditing", "shouldReplace 0,0 1", "didChangeText", "shouldReplace 1,0 2", "didEndEditing",
            ])
        binding.unbind()
        #expect(field.hostDelegate === appDelegate)
    }

    @Test("setting a value the format rejects keeps the field's text")
    func rejectedValue() {
        let field = TextInputSimulator(text: "12")
        let binding = digits.bind(to: field)
        binding.value = "abc"
        #expect(field.text == "12")
        #expect(binding.value == "12")
    }

    @Test("an unbound binding keeps the last text and ignores edits")
    func unboundBinding() {
        let field = TextInputSimulator(text: "7")
        let binding = digits.bind(to: field)
        binding.unbind()
        #expect(binding.text == "7")
        #expect(binding.value == "7")
        #expect(!binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "8"))
        binding.value = "9"
        #expect(field.text == "7")
    }
}

@MainActor
@Suite("Plugins")
struct TextInputPluginTests {
    @Test("a plugin sees every event with its value, once attached, until detached")
    func events() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.plain.bind(to: field)
        let plugin = RecordingPlugin()
        binding.attach(plugin)
        binding.attach(plugin)
        field.insert("a")
        field.endEditing()
        binding.detach(plugin)
        field.insert("b")
        #expect(plugin.log == ["attach", "begin", "changed a a", "end", "detach"])
    }

    @Test("Return goes to the app's delegate first, then to the plugins in order until one handles it")
    func returnKey() {
        let field = TextInputSimulator()
        let appDelegate = RecordingHostDelegate()
        field.hostDelegate = appDelegate
        let binding = TextInputFormats.plain.bind(to: field)
        let first = RecordingPlugin()
        let second = RecordingPlugin()
        binding.attach(first)
        binding.attach(second)
        field.pressReturn()
        #expect(appDelegate.calls.last == "shouldReturn")
        #expect(first.log.last == "return")
        #expect(second.log.last == "return")
        first.handlesReturn = true
        field.pressReturn()
        #expect(second.log.filter { $0 == "return" }.count == 1)
        appDelegate.answersReturn = false
        field.pressReturn()
        #expect(first.log.filter { $0 == "return" }.count == 2)
    }

    @Test("each plugin writes its part of the toolbar in turn; its items go back to the plugins")
    func toolbar() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        #expect(binding.toolbarItems == [])
        let silent = RecordingPlugin()
        let navigation = RecordingPlugin()
        navigation.toolbar = TextInputToolbarLayout(navigation: [.previous(isEnabled: false), .next(isEnabled: true)], trailing: [.done])
        let addsItem = AddingToolbarItemPlugin(item: .autoFill)
        binding.attach(addsItem)
        binding.attach(silent)
        binding.attach(navigation)
        #expect(binding.toolbarLayout == navigation.toolbar)
        binding.detach(addsItem)
        binding.attach(addsItem)
        #expect(binding.toolbarItems == [.previous(isEnabled: false), .next(isEnabled: true), .autoFill, .flexibleSpace, .done])
        #expect(binding.performToolbarItem(.done))
        #expect(silent.log.last == "toolbar done")
    }

    @Test("a format's plugins are attached, each binding its own, and kept by the builders")
    func formatPlugins() {
        let format = TextInputFormats.plain
            .withPlugin { RecordingPlugin() }
            .filter(by: .letters)
            .transformValue(direct: { $0.uppercased() }, reverse: { $0 })
        let first = format.bind(to: TextInputSimulator())
        let second = format.bind(to: TextInputSimulator())
        #expect(first.plugins.count == 1)
        #expect(second.plugins.count == 1)
        #expect(first.plugins[0] !== second.plugins[0])
        #expect((first.plugins[0] as? RecordingPlugin)?.log == ["attach"])
    }

    @Test("unbinding detaches every plugin")
    func unbindDetaches() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        let plugin = RecordingPlugin()
        binding.attach(plugin)
        binding.unbind()
        #expect(plugin.log == ["attach", "detach"])
        #expect(binding.plugins.isEmpty)
    }
}
