// Fuzzes every built-in format on simulated text fields; see the Reliability article.
//
//     swift run -c release textinput-fuzz --edits 10000000 --seed 7
//
// Exit status: 0 when every invariant held, 1 at the first broken invariant (with a shrunk
// reproduction as a Swift test), 2 for bad arguments or a target that cannot be built.
import Foundation
import TextInputTesting

@MainActor
func main() -> Int32 {
    let arguments: FuzzArguments
    do {
        arguments = try FuzzArguments(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("textinput-fuzz: \(error.message). \(FuzzArguments.usage)")
        return 2
    }
    let catalog: [any FuzzTarget]
    do {
        catalog = try FuzzCatalog.all()
    } catch {
        printError("textinput-fuzz: a target cannot be built: \(error)")
        return 2
    }
    if arguments.listsFormats {
        print(catalog.map(\.name).joined(separator: "\n"))
        return 0
    }
    let targets = catalog.filter { arguments.format == nil || $0.name == arguments.format }
    guard !targets.isEmpty else {
        printError("textinput-fuzz: no format named \(arguments.format ?? ""), see --list. \(FuzzArguments.usage)")
        return 2
    }
    FuzzCrashNotice.install()
    let runner = FuzzRunner(targets: targets, seed: arguments.seed, edits: arguments.edits, seconds: arguments.seconds)
    if let script = arguments.script, let target = targets.first {
        printUnbuffered("textinput-fuzz: script \(script) of \(target.name), seed \(arguments.seed), step by step:")
        guard let reproduction = runner.replayScript(script, of: target) else {
            print("textinput-fuzz: every invariant held")
            return 0
        }
        print(reproduction.text)
        return 1
    }
    print(
        "textinput-fuzz: \(arguments.edits) edits over \(targets.count) format(s), seed \(arguments.seed)"
            + (arguments.seconds.map { ", at most \($0) s" } ?? ""))
    switch runner.run() {
    case let .passed(progress, timedOut):
        print(FuzzSummary(progress: progress).text)
        let edits = progress.reduce(0) { $0 + $1.edits }
        print(
            timedOut
                ? "textinput-fuzz: time budget elapsed after \(edits) edits; every invariant held"
                : "textinput-fuzz: \(edits) edits; every invariant held")
        return 0
    case let .failed(reproduction, progress):
        print(FuzzSummary(progress: progress).text)
        print(reproduction.text)
        return 1
    }
}

/// Writes a line to standard output at once, so that a crash loses none.
func printUnbuffered(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// Writes a line to standard error.
func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

exit(MainActor.assumeIsolated { main() })
