import Foundation
import TextInputCore

/// Masks: typing a phone number key by key (with its remainder shown too), typing over a full
/// date in overwrite mode, and pasting a long text into an ellipsis mask.
enum MaskBenchmarks {
    static let phoneFormat = "+1 ([000]) [000]-[0000]"
    static let typedDigits = "5551234567"

    /// 1,000 random letters, digits and punctuation, the same on every run.
    static let randomPaste = randomCharacters(1_000)
    /// 10,000 of them, to show that a paste costs time in proportion to its length.
    static let longRandomPaste = randomCharacters(10_000)

    static func randomCharacters(_ count: Int) -> String {
        let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ +-()./,")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return String(
            (0..<count).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return alphabet[Int((state >> 33) % UInt64(alphabet.count))]
            })
    }

    /// The edits typing `digits` at the caret of an empty field makes, each on the text the
    /// formatter produced for the one before, with the field's memory before it: what the
    /// binding hands the formatter.
    static func typingEdits(_ formatter: TextInputFormatter, _ digits: String) -> [(edit: TextInputEdit, memory: TextInputFieldMemory)] {
        var text = ""
        var caret = text.endIndex
        var memory = TextInputFieldMemory()
        var edits: [(TextInputEdit, TextInputFieldMemory)] = []
        for digit in digits {
            let edit = TextInputEdit(
                originalText: text,
                originalSelectedRange: caret..<caret,
                replacementText: String(digit),
                editedRange: caret..<caret,
                kind: .typing
            )
            edits.append((edit, memory))
            switch formatter.validate(edit, memory: &memory) {
            case .accepted: (text, caret) = (edit.result.text, edit.result.selectedRange.lowerBound)
            case let .changed(changed, selection): (text, caret) = (changed, selection.lowerBound)
            case .rejected: break
            }
        }
        return edits
    }

    @MainActor
    static var all: [Benchmark] {
        // The formats are built outside the measured code: compiling is a one-time cost.
        guard let phone = try? TextInputFormats.mask(phoneFormat),
            let digits = try? TextInputFormats.mask("[0…]"),
            let affinePhone = try? TextInputFormats.mask(
                "+7 ([000]) [000]-[00]-[00]",
                affineFormats: ["8 ([000]) [000]-[00]-[00]", "+7 [000] [000] [00] [00]"]),
            let phoneWithRemainder = try? TextInputFormats.mask(phoneFormat, showsRemainder: true, remainderSlotCharacter: "_"),
            let overwritingDate = try? TextInputFormats.mask("[00]{/}[00]{/}[0000]", overwrites: true)
        else { return [] }
        let phoneEdits = typingEdits(phone.formatter, typedDigits)
        let remainderEdits = typingEdits(phoneWithRemainder.formatter, typedDigits)
        let pasteEdit = TextInputEdit.pasting(randomPaste)
        return [
            Benchmark(name: "mask +1 ([000]) [000]-[0000]: type 10 digits", unit: "keystroke", budgetNanoseconds: 1_000 + 1_700) {
                timeEdits(of: phone, steps: typingSteps(typedDigits))
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000]: formatter alone, per keystroke", unit: "keystroke", budgetNanoseconds: 1_000) {
                phoneEdits.map { edit, _ in time { _ = phone.formatter.validate(edit) } }
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000]: serializer alone, per keystroke", unit: "keystroke", budgetNanoseconds: nil) {
                [
                    "+1 (5", "+1 (55", "+1 (555) ", "+1 (555) 1", "+1 (555) 12", "+1 (555) 123-", "+1 (555) 123-4", "+1 (555) 123-45", "+1 (555) 123-456",
                    "+1 (555) 123-4567",
                ].map { text in
                    time { _ = try? phone.serializer.value(for: text) }
                }
            },
            Benchmark(name: "mask [0…]: paste 1,000 random characters", unit: "paste", budgetNanoseconds: 50_000) {
                timeEdits(of: digits, steps: [{ $0.insert(randomPaste) }])
            },
            Benchmark(name: "mask [0…]: paste 10,000 random characters", unit: "paste", budgetNanoseconds: 500_000) {
                timeEdits(of: digits, steps: [{ $0.insert(longRandomPaste) }])
            },
            Benchmark(name: "mask [0…]: formatter alone, paste 1,000 random characters", unit: "paste", budgetNanoseconds: 50_000) {
                [time { _ = digits.formatter.validate(pasteEdit) }]
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000]: backspace 17 characters", unit: "keystroke", budgetNanoseconds: 1_000 + 1_700) {
                timeEdits(of: phone, text: "+1 (555) 123-4567", setUp: { $0.beginEditing() }, steps: backspaceSteps(17))
            },
            Benchmark(name: "mask +7 with 2 affine formats: type 10 digits", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: affinePhone, steps: typingSteps(typedDigits))
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000] showing its remainder: type 10 digits", unit: "keystroke", budgetNanoseconds: 1_000 + 1_700) {
                timeEdits(of: phoneWithRemainder, setUp: { $0.beginEditing() }, steps: typingSteps(typedDigits))
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000] showing its remainder: formatter alone, per keystroke", unit: "keystroke", budgetNanoseconds: 1_000) {
                remainderEdits.map { edit, memory in
                    var memory = memory
                    return time { _ = phoneWithRemainder.formatter.validate(edit, memory: &memory) }
                }
            },
            Benchmark(name: "mask +1 ([000]) [000]-[0000] showing its remainder: backspace 17 characters", unit: "keystroke", budgetNanoseconds: 1_000 + 1_700)
            {
                timeEdits(of: phoneWithRemainder, text: "+1 (555) 123-4567", setUp: { $0.beginEditing() }, steps: backspaceSteps(17))
            },
            Benchmark(name: "mask [00]{/}[00]{/}[0000] overwriting: type 8 digits over a full date", unit: "keystroke", budgetNanoseconds: 1_000 + 1_700) {
                timeEdits(
                    of: overwritingDate, text: "12/05/2024",
                    setUp: {
                        $0.beginEditing()
                        $0.select(0..<0)
                    }, steps: typingSteps("31122025"))
            },
        ]
    }
}
