import TextInputCore

/// One run of a ``TextInputFormatCheck``: the sweeps from each sample, the pastes of its
/// variants, then the random scripts, on fields that report edit kinds and on fields that do
/// not, stopping at the first broken rule with its script shrunk and written as a test.
///
/// ```swift
/// if let failure = FormatCheckRun(check).failure() { throw failure }
/// ```
@MainActor
struct FormatCheckRun<Value: Equatable> {
    /// What to check.
    let check: TextInputFormatCheck<Value>
    /// One field bound to the format, with the exceptions the check allows; it replays every
    /// script on fresh fields.
    let target: FuzzFormatTarget<Value>

    /// How many replays shrinking a failing script may spend; it spends at most 10 seconds too.
    private static var shrinkingBudget: Int { 2_000 }

    init(_ check: TextInputFormatCheck<Value>) {
        self.check = check
        // The samples' Characters weigh as much in the random scripts as the fuzzer's digits.
        let characters = Self.distinct(check.samples.flatMap { $0.map(String.init) })
        var target = FuzzFormatTarget("TextInputFormatCheck", [check.format], code: "", fragments: check.samples + characters + characters)
        target.fixedPointHolds = check.requiresFixedPoint
        target.fixedPointHoldsAfterEditing = check.requiresFixedPointAfterEditing
        target.valueFollowsText = check.valueFollowsText
        target.checksDeletionsAtCaret = !check.allowsDeletionsThatOnlyMoveTheCaret
        target.lettersAreEntered = check.lettersAreEntered
        target.checksSpokenText = true
        self.target = target
    }

    /// The first rule the format breaks, or nil.
    func failure() -> TextInputFormatCheckFailure? {
        for sample in check.samples {
            if let failure = sweepFailure(from: sample) {
                return failure
            }
        }
        for sample in check.samples {
            for family in SampleVariant.Family.allCases {
                if let failure = pasteFailure(of: SampleVariant(sample: sample, family: family)) {
                    return failure
                }
            }
        }
        return randomScriptFailure()
    }

    /// Random scripts as the fuzzer makes them, alternately on fields that report edit kinds
    /// and on fields that do not.
    private func randomScriptFailure() -> TextInputFormatCheckFailure? {
        for number in 0..<max(0, check.scripts) {
            var random = SeededRandomNumberGenerator(seed: check.seed, stream: "TextInputFormatCheck", run: number)
            // One script in 8 logs the binding's decisions, which must hide what the format hides.
            let setup = FuzzFieldSetup(reportsEditKinds: number.isMultiple(of: 2), expectsAutoFill: random.oneIn(4), logsDecisions: number % 8 == 3)
            let (script, violation) = target.runRandomScript(setup, length: max(1, check.steps), largePaste: nil, using: &random, trace: nil)
            if let violation {
                let foundBy = "random script \(number) of \(check.scripts), seed \(check.seed), \(Self.describe(setup))"
                return report(script.steps, setup, violation, foundBy: foundBy)
            }
        }
        return nil
    }

    /// The failure `steps` on fresh fields made as `setup` says end in, if any.
    func failure(of steps: [FuzzStep], _ setup: FuzzFieldSetup, foundBy: String) -> TextInputFormatCheckFailure? {
        guard let (violation, step) = target.replay(FuzzScript(setup: setup, steps: steps)) else { return nil }
        return report(Array(steps[...step]), setup, violation, foundBy: foundBy)
    }

    /// The failure of `steps`, shrunk to the fewest steps that still break the same rule.
    func report(_ steps: [FuzzStep], _ setup: FuzzFieldSetup, _ violation: EditingViolation, foundBy: String) -> TextInputFormatCheckFailure {
        var shrinker = FuzzShrinker(target: target)
        shrinker.replayBudget = Self.shrinkingBudget
        shrinker.timeBudget = .seconds(10)
        let (shrunk, shrunkViolation) = shrinker.shrink(FuzzScript(setup: setup, steps: steps), breaking: violation.invariant)
        return failure(shrunk, shrunkViolation ?? violation, foundBy: foundBy)
    }

    func failure(_ script: FuzzScript, _ violation: EditingViolation, foundBy: String) -> TextInputFormatCheckFailure {
        TextInputFormatCheckFailure(
            rule: violation.invariant.rawValue,
            detail: violation.detail,
            foundBy: foundBy,
            swiftCode: FormatCheckTest(script: script, violation: violation, formatCode: check.formatCode).swiftCode,
            decisions: target.decisionLog(of: script)
        )
    }

    /// How a report names the fields of `setup`.
    static func describe(_ setup: FuzzFieldSetup) -> String {
        (setup.reportsEditKinds ? "fields reporting edit kinds" : "fields reporting no edit kinds, as UIKit's")
            + (setup.expectsAutoFill ? ", expecting AutoFill" : "")
    }

    /// `strings` without repeats, in their first order.
    static func distinct(_ strings: [String]) -> [String] {
        var seen = Set<String>()
        return strings.filter { seen.insert($0).inserted }
    }
}
