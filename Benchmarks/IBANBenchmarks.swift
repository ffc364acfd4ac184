import TextInputCore

/// The IBAN format through the simulator, keystroke by keystroke as users type, and its
/// formatter and serializer alone.
enum IBANBenchmarks {
    /// A British IBAN typed as people copy it from a letter: lower case, without its spaces.
    static let typed = "gb82west12345698765432"

    @MainActor
    static var all: [Benchmark] {
        let iban = TextInputFormats.iban()
        return [
            Benchmark(name: "iban: type 22 characters", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: iban, steps: typingSteps(typed))
            },
            Benchmark(name: "iban without kinds (UIKit): type 22 characters", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: iban, reportsEditKinds: false, steps: typingSteps(typed))
            },
            Benchmark(name: "iban: paste 22 characters", unit: "paste", budgetNanoseconds: nil) {
                timeEdits(of: iban, steps: [{ $0.paste("gb82 west 1234 5698 7654 32") }])
            },
            Benchmark(name: "iban: backspace 22 characters", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: iban, text: "GB82 WEST 1234 5698 7654 32", setUp: { $0.beginEditing() }, steps: backspaceSteps(22))
            },
            Benchmark(name: "iban: formatter alone, 22 keystrokes", unit: "keystroke", budgetNanoseconds: nil) {
                BankCardBenchmarks.formatterSteps(iban.formatter, typing: typed)
            },
            Benchmark(name: "iban: serializer alone, 22 texts", unit: "text", budgetNanoseconds: nil) {
                BankCardBenchmarks.serializerSteps(iban.serializer, typing: typed)
            },
        ]
    }
}
