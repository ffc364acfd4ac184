// Prints the benchmark table: `swift run -c release Benchmarks [name filter]`; with the filter
// `memory`, the table of heap bytes per format value and per bound field instead.
import Foundation

@MainActor
func main() {
    let filter = CommandLine.arguments.dropFirst().first?.lowercased()
    if filter == "memory" {
        MemoryFootprint.printTable()
        return
    }
    let benchmarks =
        (FoundationBenchmarks.all + CatalogBenchmarks.all + BankCardBenchmarks.all + IBANBenchmarks.all + MaskBenchmarks.all
        + PhoneBenchmarks.all + NumberBenchmarks.all + DateBenchmarks.all + PluginBenchmarks.all + AutoFillBenchmarks.all
        + HugePasteBenchmarks.all)
        .filter { benchmark in filter.map { benchmark.name.lowercased().contains($0) } ?? true }
    BenchmarkRunner().run(benchmarks)
}

MainActor.assumeIsolated { main() }
