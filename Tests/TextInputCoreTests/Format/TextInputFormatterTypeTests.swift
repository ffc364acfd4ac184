import Testing
import TextInputCore

/// A formatter implements one of the protocol's two methods; the other comes with the protocol.
@Suite("TextInputFormatterType: implement either method, get the other")
struct TextInputFormatterTypeTests {
    /// Foundation-shaped: upper-cases insertions.
    struct Uppercasing: TextInputFormatterType {
        func validate(
            editing originalString: String,
            withSelection originalSelectedRange: Range<String.Index>,
            replacing replacementString: String,
            at editedRange: Range<String.Index>
        ) -> TextInputValidationResult {
            let uppercased = replacementString.uppercased()
            guard uppercased != replacementString else { return .accepted }
            let edit = TextInputEdit(
                originalText: originalString, originalSelectedRange: originalSelectedRange,
                replacementText: uppercased, editedRange: editedRange)
            let (text, selection) = edit.result
            return .changed(text, selectedRange: selection)
        }
    }

    enum Seen: TextInputFieldMemoryKey { static let defaultValue: [TextInputEditKind] = [] }

    /// Edit-shaped: refuses pastes and records each kind it sees in the memory.
    struct RefusingPastes: TextInputFormatterType {
        func validate(_ edit: TextInputEdit, memory: inout TextInputFieldMemory) -> TextInputValidationResult {
            memory[Seen.self].append(edit.kind)
            return edit.kind == .paste ? .rejected : .accepted
        }
    }

    static func insert(_ string: String, into text: String, with formatter: some TextInputFormatterType) -> TextInputValidationResult {
        formatter.validate(editing: text, withSelection: text.endIndex..<text.endIndex, replacing: string, at: text.endIndex..<text.endIndex)
    }

    @Test("the Foundation-shaped formatter validates edits given with their memory, which it leaves alone")
    func foundationShapedGetsEditShaped() {
        var memory = TextInputFieldMemory()
        let edit = TextInputEdit(
            originalText: "A", originalSelectedRange: "A".endIndex..<"A".endIndex, replacementText: "b", editedRange: "A".endIndex..<"A".endIndex)
        let result = Uppercasing().validate(edit, memory: &memory)
        #expect(result == .changed("AB", selectedRange: "AB".endIndex..<"AB".endIndex))
        #expect(memory.isEmpty)
        #expect(TextInputFormatter(Uppercasing()).validate(edit) == result)
    }

    @Test(
        "the edit-shaped formatter answers the Foundation-shaped call with the kind inferred",
        arguments: [
            ("1", TextInputValidationResult.accepted),
            ("12345", .rejected),
        ])
    func editShapedGetsFoundationShaped(inserted: String, expected: TextInputValidationResult) {
        #expect(Self.insert(inserted, into: "0", with: RefusingPastes()) == expected)
        #expect(Self.insert(inserted, into: "0", with: TextInputFormatter(RefusingPastes())) == expected)
    }

    @Test("the erased formatter hands the field's memory to the formatter it wraps")
    func erasedPassesMemory() {
        var memory = TextInputFieldMemory()
        let formatter = TextInputFormatter(RefusingPastes())
        _ = formatter.validate(.pasting("1", kind: .unknown), memory: &memory)
        _ = formatter.validate(.pasting("123", kind: .unknown), memory: &memory)
        #expect(memory[Seen.self] == [.typing, .paste])
    }
}
