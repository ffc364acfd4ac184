import Foundation
import TextInputCore

/// The date format through the simulator, keystroke by keystroke as users type, in a locale
/// whose separators are one character and in one whose separators are two.
enum DateBenchmarks {
    static let digits = "12311999"

    @MainActor
    static var all: [Benchmark] {
        let date = TextInputFormats.date(.options(locale: Locale(identifier: "en_US")))
        let korean = TextInputFormats.date(.options(locale: Locale(identifier: "ko_KR")))
        let bounded = TextInputFormats.date(
            .options(
                locale: Locale(identifier: "de_DE"), minimum: Date(timeIntervalSince1970: 0), maximum: Date(timeIntervalSince1970: 2_000_000_000)))
        return [
            Benchmark(name: "date: type 8 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: date, steps: typingSteps(digits))
            },
            Benchmark(name: "date without kinds (UIKit): type 8 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: date, reportsEditKinds: false, steps: typingSteps(digits))
            },
            Benchmark(name: "date ko_KR: type 8 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: korean, steps: typingSteps("19991231"))
            },
            Benchmark(name: "date with bounds: type 8 digits", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: bounded, steps: typingSteps("31121999"))
            },
            // A paste reads a whole date (its form, whether the day exists, its bounds), as an
            // amount's paste reads a whole number: the same budget.
            Benchmark(name: "date: paste a date", unit: "paste", budgetNanoseconds: 3_000) {
                timeEdits(of: date, steps: [{ $0.insert("12/31/1999") }])
            },
            Benchmark(name: "date: backspace 10 characters", unit: "keystroke", budgetNanoseconds: 2_000) {
                timeEdits(of: date, text: "12/31/1999", setUp: { $0.beginEditing() }, steps: backspaceSteps(10))
            },
            Benchmark(name: "date: formatter alone, 8 keystrokes", unit: "keystroke", budgetNanoseconds: nil) {
                BankCardBenchmarks.formatterSteps(date.formatter, typing: digits)
            },
            Benchmark(name: "date: serializer alone, 10 texts", unit: "text", budgetNanoseconds: nil) {
                BankCardBenchmarks.serializerSteps(date.serializer, typing: "12/31/1999")
            },
        ]
    }
}
