import TextInputTesting

/// A failure as the fuzzer prints it: the target, the seed, and the shrunk script as a Swift
/// Testing test to paste into `Tests/TextInputCoreTests`.
@MainActor
struct FuzzReproduction {
    /// The target whose script failed.
    let target: any FuzzTarget
    /// The run's seed.
    let seed: UInt64
    /// The number of the script, within the target's scripts of the run, that failed.
    let scriptNumber: Int
    /// The shrunk script.
    let script: FuzzScript
    /// What its last step breaks.
    let violation: EditingViolation
    /// The decisions the fields' bindings take as the shrunk script replays, one line each
    /// (``TextInputDecisionLog``).
    let decisionLog: [String]

    /// The report: what broke, the test, then the bindings' decisions as the test takes them.
    var text: String {
        var lines = [
            "textinput-fuzz: invariant broken in format \(target.name), seed \(seed), script \(scriptNumber)",
            "  invariant: \(violation.invariant.rawValue)",
            "  seen: \(violation.detail)",
            "  shortest script found: \(script.steps.count) step(s); as a regression test:",
            "",
            "@MainActor",
            "@Test(\"fuzz: \(target.name), seed \(seed): \(violation.invariant.rawValue)\")",
            "func fuzzRegression() throws {",
        ]
        var body = Self.setupCode(of: target, script.setup)
        body += script.steps.map(\.swiftCode)
        if let expectation = violation.expectation(naming: .indexed) {
            body.append("#expect(\(expectation))")
        } else {
            body.append("// The last step breaks: \(violation.invariant.rawValue).")
        }
        if !body.contains(where: { $0.hasPrefix("navigator.") }) {
            // Nothing reads the navigator: making it is enough, without a warning.
            body = body.map { $0.hasPrefix("let navigator") ? "TextInputFormNavigator(bindings)" : $0 }
        }
        if !body.contains(where: { $0.contains("bindings") && !$0.hasPrefix("let bindings") }) {
            // Nothing reads the bindings: binding the fields is enough, without a warning.
            body = body.map { $0.hasPrefix("let bindings") ? "for (format, field) in zip(formats, fields) { format.bind(to: field) }" : $0 }
        }
        lines += body.map { "    " + $0 }
        lines.append("}")
        lines.append("")
        lines.append("  decisions of the shortest script, one line each:")
        lines += decisionLog.map { "    " + $0 }
        return lines.joined(separator: "\n")
    }

    /// The Swift lines that declare `formats`, `fields` and `bindings` as `setup` makes them for
    /// `target`.
    static func setupCode(of target: any FuzzTarget, _ setup: FuzzFieldSetup) -> [String] {
        var lines = target.formatsCode.split(separator: "\n").map(String.init)
        lines.append("let window = TextInputSimulatorWindow()")
        lines.append("let fields = formats.map { _ in TextInputSimulator(reportsEditKinds: \(setup.reportsEditKinds), window: window) }")
        if setup.expectsAutoFill {
            lines.append("for field in fields { field.expectsAutoFill = true }")
        }
        if target.isMultiline {
            lines.append("for field in fields { field.isMultiline = true }")
        }
        lines.append("let bindings = zip(formats, fields).map { format, field in format.bind(to: field) }")
        if setup.logsDecisions {
            lines.append("for binding in bindings { binding.decisionLog = TextInputDecisionLog { print($0) } }")
        }
        if target.navigates {
            lines.append("let navigator = TextInputFormNavigator(bindings)")
        }
        return lines
    }
}
