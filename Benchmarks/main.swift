// Prints the benchmark table: `swift run -c release Benchmarks [name filter]`.
import Foundation

@MainActor
func main() {
    let filter = CommandLine.arguments.dropFirst().first?.lowercased()
    let benchmarks = (FoundationBenchmarks.all + BankCardBenchmarks.all + MaskBenchmarks.all + PhoneBenchmarks.all + NumberBenchmarks.all + PluginBenchmarks.all + AutoFillBenchmarks.all)
        .filter { filter == nil || $0.name.lowercased().contains(filter!) }
    BenchmarkRunner().run(benchmarks)
}

MainActor.assumeIsolated { main() }
