import Foundation

/// Runs benchmarks repeatedly and prints a Markdown table of their per-operation times.
@MainActor
struct BenchmarkRunner {
    /// Runs of each benchmark; the samples of every run are pooled. `BENCHMARK_REPETITIONS`
    /// changes it, which is how allocations per operation are counted (see Docs/Performance.md).
    var repetitions = ProcessInfo.processInfo.environment["BENCHMARK_REPETITIONS"].flatMap(Int.init) ?? 200

    func run(_ benchmarks: [Benchmark]) {
        print("| Benchmark | unit | median | p99 | budget (median) | |")
        print("|---|---|---:|---:|---:|---|")
        for benchmark in benchmarks {
            for _ in 0..<min(5, repetitions) { _ = benchmark.run() }   // warm up caches and lazy metadata
            var samples: [Double] = []
            for _ in 0..<repetitions {
                samples += benchmark.run().map(\.nanoseconds)
            }
            samples.sort()
            let median = samples[samples.count / 2]
            let p99 = samples[min(samples.count - 1, samples.count * 99 / 100)]
            let budget = benchmark.budgetNanoseconds.map(Self.format) ?? "—"
            let verdict = benchmark.budgetNanoseconds.map { median <= $0 ? "within" : "**over**" } ?? ""
            print("| \(benchmark.name) | \(benchmark.unit) | \(Self.format(median)) | \(Self.format(p99)) | \(budget) | \(verdict) |")
        }
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
