import TextInputCatalog
import TextInputCore
import TextInputTesting

/// One row per format of the catalogue, for each of typing and pasting its first sample: a
/// format added to the catalogue is timed without a benchmark of its own. Each run also checks
/// the editing invariants once the field is filled, outside the timing, so that a figure is
/// never that of a field gone wrong.
enum CatalogBenchmarks {
    @MainActor
    static var all: [Benchmark] {
        FormatCatalog.entries.flatMap { entry -> [Benchmark] in
            guard let sample = entry.samples.first, let made = try? entry.make() else { return [] }
            return rows(entry.name, made, sample: sample)
        }
    }

    @MainActor
    private static func rows<Made: CatalogFormatProtocol>(_ name: String, _ made: Made, sample: String) -> [Benchmark] {
        let format = made.format
        return [
            Benchmark(name: "catalogue \(name): type \(sample.debugDescription)", unit: "keystroke", budgetNanoseconds: nil) {
                timeCheckedEdits(of: format, steps: typingSteps(sample))
            },
            Benchmark(name: "catalogue \(name): paste \(sample.debugDescription)", unit: "paste", budgetNanoseconds: nil) {
                timeCheckedEdits(of: format, steps: [{ $0.paste(sample) }])
            },
        ]
    }

    /// Times each step on a fresh field bound to `format`, then checks the field's invariants;
    /// a broken one is printed, since a benchmark has no test to fail.
    @MainActor
    private static func timeCheckedEdits<Value: Equatable>(
        of format: TextInputFormat<Value>, steps: [(TextInputSimulator) -> Void]
    ) -> [Duration] {
        let field = TextInputSimulator()
        let checker = EditingInvariantChecker(format: format, field: field, binding: format.bind(to: field))
        let durations = steps.map { step in timeStep(step, on: field) }
        if let violation = checker.violation() {
            print("catalogue benchmark: \(violation.invariant.rawValue): \(violation.detail)")
        }
        return durations
    }
}
