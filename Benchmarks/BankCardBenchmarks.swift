import Foundation
import TextInputCore

/// The bank card formats through the simulator, keystroke by keystroke as users type.
enum BankCardBenchmarks {
    static let number = "4000000000000000006"  // 19 digits: the longest card number

    @MainActor
    static var all: [Benchmark] {
        let cardNumber = TextInputFormats.bankCardNumber()
        let formattedNumber = "4000 0000 0000 0000 006"
        return [
            Benchmark(name: "card number: type 19 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: cardNumber, steps: typingSteps(number))
            },
            Benchmark(name: "card number without kinds (UIKit): type 19 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: cardNumber, reportsEditKinds: false, steps: typingSteps(number))
            },
            Benchmark(name: "card number: QuickType AutoFill of 16 digits", unit: "insertion", budgetNanoseconds: nil) {
                // The question about a space, the value inserted unasked, then formatted.
                timeEdits(of: cardNumber, reportsEditKinds: false, expectsAutoFill: true, steps: [{ $0.insertFromQuickType("4111111111111111") }])
            },
            Benchmark(name: "card number: paste 19 digits", unit: "paste", budgetNanoseconds: 2_000) {
                timeEdits(of: cardNumber, steps: [{ $0.insert(number) }])
            },
            Benchmark(name: "card number: backspace 19 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: cardNumber, text: formattedNumber, setUp: { $0.beginEditing() }, steps: backspaceSteps(19))
            },
            Benchmark(name: "card number: formatter alone, 19 keystrokes", unit: "keystroke", budgetNanoseconds: nil) {
                formatterSteps(cardNumber.formatter, typing: number)
            },
            Benchmark(name: "card number: serializer alone, 19 texts", unit: "text", budgetNanoseconds: nil) {
                serializerSteps(cardNumber.serializer, typing: number)
            },
        ]
    }

    /// Times the formatter's answer to each keystroke of typing `text`, without a binding but
    /// with a field's memory, as a binding hands it over.
    static func formatterSteps(_ formatter: TextInputFormatter, typing text: String) -> [Duration] {
        var field = ""
        var memory = TextInputFieldMemory()
        return text.map { character in
            let edit = TextInputEdit(
                originalText: field, originalSelectedRange: field.endIndex..<field.endIndex,
                replacementText: String(character), editedRange: field.endIndex..<field.endIndex, kind: .typing)
            var result = TextInputValidationResult.rejected
            let duration = time { result = formatter.validate(edit, memory: &memory) }
            if case let .changed(text, _) = result { field = text } else if result == .accepted { field = edit.resultingText }
            return duration
        }
    }

    /// Times reading the value of the text after each keystroke of typing `text`.
    static func serializerSteps<Value>(_ serializer: TextInputSerializer<Value>, typing text: String) -> [Duration] {
        var field = ""
        return text.map { character in
            field.append(character)
            return time { _ = try? serializer.value(for: field) }
        }
    }
}
