/// A failing script of a format check as a Swift Testing test, in public API only: one
/// ``TextInputSimulator`` made as the script's setup says, the format bound to it, the steps,
/// and an `#expect` that fails while the format breaks the rule.
///
/// ```swift
/// FormatCheckTest(script: script, violation: violation, formatCode: nil).swiftCode
/// // @MainActor
/// // @Test("TextInputFormatCheck: …")
/// // func textInputFormatCheckFailure() throws {
/// //     let format = <#format#>
/// //     …
/// ```
struct FormatCheckTest {
    /// The script, ending at the step that breaks the rule.
    let script: FuzzScript
    /// What its last step breaks.
    let violation: EditingViolation
    /// Swift code that makes the format, or nil for a placeholder.
    let formatCode: String?

    /// The test, indented with four spaces.
    var swiftCode: String {
        let formatLines = (formatCode ?? "<#format#>").split(separator: "\n", omittingEmptySubsequences: false)
        var body = ["let format = " + (formatLines.first ?? "")] + formatLines.dropFirst().map(String.init)
        body.append("let field = TextInputSimulator(reportsEditKinds: \(script.setup.reportsEditKinds))")
        if script.setup.expectsAutoFill {
            body.append("field.expectsAutoFill = true")
        }
        let binding = body.count
        body.append("let binding = format.bind(to: field)")
        if script.setup.logsDecisions {
            body.append("binding.decisionLog = TextInputDecisionLog { print($0) }")
        }
        body += script.steps.map { $0.swiftCode(naming: .single) }
        if let expectation = violation.expectation(naming: .single) {
            body.append("#expect(\(expectation))")
        } else {
            body.append("// The last step breaks: \(violation.invariant.rawValue).")
        }
        if !body[(binding + 1)...].contains(where: { $0.contains("binding") }) {
            // Nothing reads the binding: binding the field is enough, without a warning.
            body[binding] = "format.bind(to: field)"
        }
        let name = "TextInputFormatCheck: \(violation.invariant.rawValue)"
        let header = ["@MainActor", "@Test(\(name.swiftLiteral))", "func textInputFormatCheckFailure() throws {"]
        return (header + body.map { "    " + $0 } + ["}"]).joined(separator: "\n")
    }
}
