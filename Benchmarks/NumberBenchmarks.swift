import Foundation
import TextInputCore

/// The number formats through the simulator, beside what many apps do instead.
enum NumberBenchmarks {
    static let dollars = Locale(identifier: "en_US")

    @MainActor
    static var all: [Benchmark] {
        let currency = TextInputFormats.currency(code: "USD", .options(locale: dollars))
        let cents = TextInputFormats.currency(code: "USD", .options(locale: dollars, entry: .minorUnitsFirst))
        let baseline = numberFormatterBaseline()
        let fifteenDigits = "123456789012345"
        return [
            Benchmark(name: "amount: type 1234567.89 into a USD field", unit: "keystroke", budgetNanoseconds: 3_000) {
                timeEdits(of: currency, steps: typingSteps("1234567.89"))
            },
            Benchmark(name: "amount: type 1234567.89 without kinds (UIKit)", unit: "keystroke", budgetNanoseconds: 3_000) {
                timeEdits(of: currency, reportsEditKinds: false, steps: typingSteps("1234567.89"))
            },
            Benchmark(name: "amount in cents: type 123456789 into a USD field", unit: "keystroke", budgetNanoseconds: 3_000) {
                timeEdits(of: cents, steps: typingSteps("123456789"))
            },
            Benchmark(name: "amount: paste a 15-digit amount", unit: "paste", budgetNanoseconds: 3_000) {
                timeEdits(of: currency, steps: [{ $0.paste(fifteenDigits) }])
            },
            Benchmark(name: "amount: tap the caret before the $, kept after it", unit: "tap", budgetNanoseconds: 3_000) {
                // Each tap goes into the symbol, the next back to the end: both are reported.
                timeEdits(
                    of: currency, setUp: { $0.paste("1234567.89") },
                    steps: (0..<10).map { tap in
                        { $0.select(tap.isMultiple(of: 2) ? 0..<0 : 13..<13) }
                    })
            },
            Benchmark(name: "amount baseline: strip to digits, NumberFormatter per keystroke", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: baseline, steps: typingSteps("1234567.89"))
            },
        ]
    }

    /// What many apps do: keep the digits and the decimal point of the edited text, read them
    /// as a number, and write it again with a `NumberFormatter` (made once) on every keystroke,
    /// the caret at the end.
    static func numberFormatterBaseline() -> TextInputFormat<Decimal> {
        let formatter = NumberFormatter()
        formatter.locale = dollars
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        let shared = UncheckedFormatter(formatter: formatter)
        return TextInputFormat(
            TextInputSerializer(
                string: { shared.formatter.string(from: $0 as NSDecimalNumber) ?? "" },
                value: { Decimal(string: $0.filter { $0.isNumber || $0 == "." }) ?? 0 }),
            TextInputFormatter { edit in
                let kept = edit.resultingText.filter { $0.isNumber || $0 == "." }
                guard let number = Decimal(string: kept) else { return .changed("", selectedRange: "".startIndex..<"".startIndex) }
                let text = shared.formatter.string(from: number as NSDecimalNumber) ?? ""
                return .changed(text, selectedRange: text.endIndex..<text.endIndex)
            }
        )
    }

    /// A `NumberFormatter` used from the main actor only, as an app's view controller would.
    final class UncheckedFormatter: @unchecked Sendable {
        let formatter: NumberFormatter
        init(formatter: NumberFormatter) { self.formatter = formatter }
    }
}
