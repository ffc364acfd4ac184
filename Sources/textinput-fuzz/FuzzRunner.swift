import TextInputTesting

/// Runs random scripts over the targets in turns until the edits are spent or the time budget
/// elapses, and stops at the first broken invariant with a shrunk reproduction.
///
/// Each target gets an equal share of the edits. A script starts from fresh, empty fields and
/// runs 8 to 47 steps, so fields stay short and steps cheap. The fifth script of each target
/// ends with a paste of about a megabyte; one script in 3,000 with a paste of 10 to 100 KB.
@MainActor
struct FuzzRunner {
    /// The targets, visited in turns.
    let targets: [any FuzzTarget]
    /// The seed every script's random numbers follow from.
    let seed: UInt64
    /// Edits in total, shared equally among the targets.
    let edits: Int
    /// The time budget, if any.
    let seconds: Double?

    /// How far one target got.
    struct Progress {
        /// The target's name.
        let name: String
        /// Steps run.
        var edits = 0
        /// Scripts run.
        var scripts = 0
        /// Time spent on the target's scripts.
        var time = Duration.zero

        /// Edits per minute while this target ran.
        var editsPerMinute: Double {
            let seconds = time / .seconds(1)
            return seconds > 0 ? Double(edits) * 60 / seconds : 0
        }
    }

    /// How a run ended.
    enum Outcome {
        /// Every invariant held; `timedOut` when the time budget stopped the run first.
        case passed([Progress], timedOut: Bool)
        /// An invariant broke.
        case failed(FuzzReproduction, [Progress])
    }

    /// Edits a target runs before the next target's turn.
    private static let editsPerTurn = 5_000

    func run() -> Outcome {
        let clock = ContinuousClock()
        let deadline = seconds.map { clock.now + .milliseconds(Int64($0 * 1000)) }
        let share = max(1, edits / max(1, targets.count))
        var progress = targets.map { Progress(name: $0.name) }
        var isFinished = false
        while !isFinished {
            isFinished = true
            for (index, target) in targets.enumerated() where progress[index].edits < share {
                isFinished = false
                let turnEnd = min(share, progress[index].edits + Self.editsPerTurn)
                let start = clock.now
                while progress[index].edits < turnEnd {
                    let number = progress[index].scripts
                    let (script, violation) = runScript(number, of: target, atMost: share - progress[index].edits, trace: nil)
                    progress[index].edits += script.steps.count
                    progress[index].scripts += 1
                    if let violation {
                        progress[index].time += clock.now - start
                        return .failed(reproduction(of: script, numbered: number, of: target, breaking: violation), progress)
                    }
                }
                progress[index].time += clock.now - start
                if let deadline, clock.now >= deadline {
                    return .passed(progress, timedOut: true)
                }
            }
        }
        return .passed(progress, timedOut: false)
    }

    /// Runs only the script numbered `number` of `target`, as a full run would, printing the
    /// fields' setup and then each step as Swift before it runs: what shows the step a crash
    /// happens in.
    func replayScript(_ number: Int, of target: any FuzzTarget) -> FuzzReproduction? {
        let (script, violation) = runScript(number, of: target, atMost: .max, trace: { printUnbuffered($0) })
        return violation.map { reproduction(of: script, numbered: number, of: target, breaking: $0) }
    }

    /// Runs the script numbered `number` of `target`, of at most `limit` steps (at least 3);
    /// `trace`, if given, sees the fields' setup and each step as Swift.
    private func runScript(
        _ number: Int,
        of target: any FuzzTarget,
        atMost limit: Int,
        trace: ((String) -> Void)?
    ) -> (script: FuzzScript, violation: EditingViolation?) {
        var random = SeededRandomNumberGenerator(seed: seed, stream: target.name, run: number)
        // One script in 8 logs its decisions, chosen by its number so that each script's steps
        // stay those of earlier versions.
        let setup = FuzzFieldSetup(reportsEditKinds: random.oneIn(2), expectsAutoFill: random.oneIn(4), logsDecisions: number % 8 == 3)
        let largePaste: FuzzLargePaste? = number == 4 ? .megabyte : random.oneIn(3_000) ? .tensOfKilobytes : nil
        let length = max(3, min(8 + random.below(40), limit))
        FuzzCrashNotice.prepare(format: target.name, seed: seed, script: number)
        guard let trace else {
            return target.runRandomScript(setup, length: length, largePaste: largePaste, using: &random, trace: nil)
        }
        FuzzReproduction.setupCode(of: target, setup).forEach(trace)
        return target.runRandomScript(setup, length: length, largePaste: largePaste, using: &random, trace: { trace($0.swiftCode) })
    }

    /// `script` shrunk, with the violation the shrunk script ends in.
    private func reproduction(of script: FuzzScript, numbered number: Int, of target: any FuzzTarget, breaking violation: EditingViolation) -> FuzzReproduction
    {
        let (shrunk, shrunkViolation) = FuzzShrinker(target: target).shrink(script, breaking: violation.invariant)
        return FuzzReproduction(
            target: target, seed: seed, scriptNumber: number, script: shrunk, violation: shrunkViolation ?? violation,
            decisionLog: target.decisionLog(of: shrunk)
        )
    }
}
