/// The first editing rule a format broke under ``TextInputFormatCheck``, with the shortest
/// script found that breaks it, as a Swift Testing test to paste.
///
/// A test that calls ``TextInputFormatCheck/run()`` with `try` fails with the description:
///
/// ```swift
/// do {
///     try TextInputFormatCheck(hexBytes, samples: ["CA FE 01"]).run()
/// } catch {
///     print(error.rule)        // "a Backspace or forward delete at a caret changes the entered text, or changes nothing"
///     print(error.swiftCode)   // @MainActor @Test(…) func … { let field = TextInputSimulator(…) … #expect(…) }
/// }
/// ```
public struct TextInputFormatCheckFailure: Error, Sendable, CustomStringConvertible {
    /// The rule broken, in words.
    ///
    /// ```swift
    /// error.rule   // "the text is a fixed point of its format"
    /// ```
    public let rule: String

    /// What the field showed when the rule broke.
    ///
    /// ```swift
    /// error.detail   // "field 0 shows \"GB82W\", pasted into a fresh field it gives \"GB82 W\""
    /// ```
    public let detail: String

    /// Which part of the check found it: a sweep from a sample, a paste, or a random script
    /// with its seed and number.
    ///
    /// ```swift
    /// error.foundBy   // "Backspace at each caret of sample \"CA FE 01\", fields reporting no edit kinds"
    /// ```
    public let foundBy: String

    /// The shortest script found, as a Swift Testing test in public API only: it makes a
    /// `TextInputSimulator`, binds the format to it, performs the steps and ends with an
    /// `#expect` that fails while the format breaks the rule (or, for the rules about events,
    /// a comment naming the rule). Paste it into a file that imports `Foundation`, `Testing`
    /// and `TextInputCore`.
    ///
    /// ```swift
    /// error.swiftCode
    /// // @MainActor
    /// // @Test("TextInputFormatCheck: …")
    /// // func textInputFormatCheckFailure() throws {
    /// //     let format = <#format#>
    /// //     let field = TextInputSimulator(reportsEditKinds: false)
    /// //     …
    /// ```
    public let swiftCode: String

    /// The decisions the field's binding took as the shortest script replays, one line each
    /// (the binding's `TextInputDecisionLog`), redacted as in any decision log.
    ///
    /// ```swift
    /// error.decisions.first   // "field 0: format: paste of \"…\" at 0..<0 in \"\": rewritten to …"
    /// ```
    public let decisions: [String]

    /// The report: the rule, what happened, where it was found, then the test and the
    /// decisions.
    ///
    /// ```swift
    /// print(error.description)
    /// ```
    public var description: String {
        var lines = [
            "TextInputFormatCheck: the format breaks a rule: \(rule)",
            "  seen: \(detail)",
            "  found by: \(foundBy)",
            "  the shortest script found, as a test:",
            "",
            swiftCode,
        ]
        if !decisions.isEmpty {
            lines.append("")
            lines.append("  the binding's decisions as the script replays, one line each:")
            lines += decisions.map { "    " + $0 }
        }
        return lines.joined(separator: "\n")
    }

    init(rule: String, detail: String, foundBy: String, swiftCode: String, decisions: [String]) {
        self.rule = rule
        self.detail = detail
        self.foundBy = foundBy
        self.swiftCode = swiftCode
        self.decisions = decisions
    }
}
