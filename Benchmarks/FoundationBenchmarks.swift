import Foundation
import TextInputCore

/// The binding engine itself: simulator → binding → formatter → serializer.
enum FoundationBenchmarks {
    static let typed = "Lorem ipsum dolor 42"  // 20 Characters

    /// Every builder once, in a chain (made anew at each use).
    static var chain: TextInputFormat<Int> {
        TextInputFormats.plain
            .filter(by: CharacterSet.alphanumerics.union(.whitespaces))
            .filter(constrainingCharactersCount: 20_000)
            .map { text, selection in (text, selection) }
            .transformValue(direct: { $0.count }, reverse: { String(repeating: "x", count: $0) })
    }

    @MainActor
    static var all: [Benchmark] {
        let paste1k = String(repeating: "abcd ", count: 200)
        let paste10k = String(repeating: "abcd ", count: 2_000)
        let typing = typingSteps(typed)
        let backspacing = backspaceSteps(20)
        return [
            Benchmark(name: "plain: bind an empty field", unit: "bind", budgetNanoseconds: nil) {
                [time { withExtendedLifetime(TextInputFormats.plain.bind(to: TextInputSimulator())) {} }]
            },
            Benchmark(name: "plain: type 20 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: TextInputFormats.plain, steps: typing)
            },
            Benchmark(name: "plain without kinds (UIKit): type 20 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: TextInputFormats.plain, reportsEditKinds: false, steps: typing)
            },
            Benchmark(name: "plain: paste 1,000 characters", unit: "paste", budgetNanoseconds: 100_000) {
                timeEdits(of: TextInputFormats.plain, steps: [{ $0.insert(paste1k) }])
            },
            Benchmark(name: "plain: paste 10,000 characters", unit: "paste", budgetNanoseconds: 1_000_000) {
                timeEdits(of: TextInputFormats.plain, steps: [{ $0.insert(paste10k) }])
            },
            Benchmark(name: "plain: backspace 20 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: TextInputFormats.plain, text: typed, setUp: { $0.beginEditing() }, steps: backspacing)
            },
            Benchmark(name: "4-builder chain: type 20 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: chain, steps: typing)
            },
            Benchmark(name: "4-builder chain: paste 1,000 characters", unit: "paste", budgetNanoseconds: 100_000) {
                timeEdits(of: chain, steps: [{ $0.insert(paste1k) }])
            },
            Benchmark(name: "4-builder chain: paste 10,000 characters", unit: "paste", budgetNanoseconds: 1_000_000) {
                timeEdits(of: chain, steps: [{ $0.insert(paste10k) }])
            },
            Benchmark(name: "4-builder chain: backspace 20 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: chain, text: typed, setUp: { $0.beginEditing() }, steps: backspacing)
            },
        ]
    }
}
