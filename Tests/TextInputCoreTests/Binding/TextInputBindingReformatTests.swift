import Testing
import TextInputCore

/// A box whose number a format reads at every edit: state outside the text.
private final class OutsideLimit: @unchecked Sendable {
    var count = 4
}

@MainActor
@Suite("TextInputBinding.reformat(): formats whose rules depend on state outside the text")
struct TextInputBindingReformatTests {
    @Test("reformat() re-runs the text through the format and re-reads the value, reporting changes")
    func reformat() {
        let limit = OutsideLimit()
        let format = TextInputFormats.plain
            .map { text, selection in
                let kept = String(text.prefix(limit.count))
                return (kept, kept.endIndex..<kept.endIndex)
            }
            .transformValue(direct: { $0.count == limit.count ? $0 : nil }, reverse: { $0 })
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        var changes: [TextInputEditingChanges] = []
        binding.eventHandler = { event in
            if case let .editingChanged(_, change) = event { changes.append(change) }
        }
        field.insert("abc")
        #expect(binding.value == nil)

        limit.count = 3
        changes = []
        binding.reformat()
        #expect(binding.value == "abc")
        #expect(changes == [.value])

        limit.count = 2
        changes = []
        binding.reformat()
        #expect(field.text == "ab")
        #expect(binding.value == "ab")
        #expect(changes.count == 1 && changes[0].contains(.text))

        changes = []
        binding.reformat()
        #expect(changes.isEmpty)
    }

    @Test("a value change is reported only when the Equatable value differs, whatever its type")
    func equatableValues() {
        struct Longish: Equatable { var isLong: Bool }
        let format = TextInputFormats.plain.transformValue(direct: { Longish(isLong: $0.count > 2) }, reverse: { $0.isLong ? "long" : "" })
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        var valueChanges = 0
        binding.eventHandler = { event in
            if case let .editingChanged(_, changes) = event, changes.contains(.value) { valueChanges += 1 }
        }
        field.insert("a")  // short → short (the empty text is short too)
        field.insert("b")  // short → short
        field.insert("c")  // short → long
        field.insert("d")  // long → long
        field.backspace()  // long → long
        field.backspace()  // long → short
        #expect(valueChanges == 2)
    }
}
