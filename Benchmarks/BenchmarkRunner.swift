import Foundation

/// Runs benchmarks repeatedly and prints a Markdown table of their per-operation times.
///
/// The runs are made in rounds, and every round runs every benchmark, so that a benchmark's
/// rounds are spread over the whole session. The table shows the median of every sample, the
/// lowest of a benchmark's round medians, and the 99th percentile of every sample. The machines
/// this project runs on share their cores with other virtual machines: while a neighbour competes
/// for the core, every figure doubles, plain typing included. The best round is the figure with
/// that interference filtered out, and budgets are checked against it.
@MainActor
struct BenchmarkRunner {
    /// Runs of each benchmark in all. `BENCHMARK_REPETITIONS` changes it, which is how
    /// allocations per operation are counted (see the Performance article).
    var repetitions = ProcessInfo.processInfo.environment["BENCHMARK_REPETITIONS"].flatMap(Int.init) ?? 200
    /// Rounds the runs are split into.
    var rounds = 10

    func run(_ benchmarks: [Benchmark]) {
        for benchmark in benchmarks {
            for _ in 0..<min(5, repetitions) { _ = benchmark.run() }  // warm up caches and lazy metadata
        }
        var samples = Array(repeating: [Double](), count: benchmarks.count)
        var roundMedians = Array(repeating: [Double](), count: benchmarks.count)
        for _ in 0..<rounds {
            for (index, benchmark) in benchmarks.enumerated() {
                var roundSamples: [Double] = []
                for _ in 0..<max(1, min(repetitions, benchmark.maximumRuns ?? repetitions) / rounds) {
                    roundSamples += benchmark.run().map(\.nanoseconds)
                }
                roundMedians[index].append(Self.percentile(50, of: roundSamples))
                samples[index] += roundSamples
            }
        }
        print("| Benchmark | unit | median | best round | p99 | budget | |")
        print("|---|---|---:|---:|---:|---:|---|")
        for (index, benchmark) in benchmarks.enumerated() {
            let best = roundMedians[index].min() ?? 0
            let budget = benchmark.budgetNanoseconds.map(Self.format) ?? "—"
            let verdict = benchmark.budgetNanoseconds.map { best <= $0 ? "within" : "**over**" } ?? ""
            let figures = [Self.percentile(50, of: samples[index]), best, Self.percentile(99, of: samples[index])]
            print("| \(benchmark.name) | \(benchmark.unit) | \(figures.map(Self.format).joined(separator: " | ")) | \(budget) | \(verdict) |")
        }
    }

    private static func percentile(_ percent: Int, of samples: [Double]) -> Double {
        let sorted = samples.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[min(sorted.count - 1, sorted.count * percent / 100)]
    }

    private static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: "\(Int(nanoseconds.rounded())) ns"
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}

extension Duration {
    var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
