/// A failure as the fuzzer prints it: the target, the seed, and the shrunk script as a Swift
/// Testing test to paste into `Tests/TextInputCoreTests`.
@MainActor
struct FuzzReproduction {
    let target: any FuzzTarget
    let seed: UInt64
    /// The number of the script, within the target's scripts of the run, that failed.
    let scriptNumber: Int
    let script: FuzzScript
    let violation: FuzzViolation

    /// The report: what broke, then the test.
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
        var body = target.formatsCode.split(separator: "\n").map(String.init)
        body.append("let window = TextInputSimulatorWindow()")
        body.append(
            "let fields = formats.map { _ in TextInputSimulator(reportsEditKinds: \(script.setup.reportsEditKinds), window: window) }"
        )
        if script.setup.expectsAutoFill {
            body.append("for field in fields { field.expectsAutoFill = true }")
        }
        body.append("let bindings = zip(formats, fields).map { format, field in format.bind(to: field) }")
        if target.navigates {
            body.append("TextInputFormNavigator(bindings)")
        }
        body += script.steps.map(\.swiftCode)
        if let expectation = violation.expectation {
            body.append("#expect(\(expectation))")
        } else {
            body.append("// The last step breaks: \(violation.invariant.rawValue).")
        }
        lines += body.map { "    " + $0 }
        lines.append("}")
        return lines.joined(separator: "\n")
    }
}
