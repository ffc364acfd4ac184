/// Runs random scripts over the targets in turns until the edits are spent or the time budget
/// elapses, and stops at the first broken invariant with a shrunk reproduction.
///
/// Each target gets an equal share of the edits. A script starts from fresh, empty fields and
/// runs 8 to 47 steps, so fields stay short and steps cheap. The fifth script of each target
/// ends with a paste of about a megabyte; one script in 3,000 with a paste of 10 to 100 KB.
@MainActor
struct FuzzRunner {
    let targets: [any FuzzTarget]
    let seed: UInt64
    let edits: Int
    let seconds: Double?

    /// How far one target got.
    struct Progress {
        let name: String
        var edits = 0
        var scripts = 0
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
                    var random = FuzzRandom(seed: seed, format: target.name, script: number)
                    let setup = FuzzFieldSetup(reportsEditKinds: random.oneIn(2), expectsAutoFill: random.oneIn(4))
                    let largePaste: FuzzLargePaste? = number == 4 ? .megabyte : random.oneIn(3_000) ? .tensOfKilobytes : nil
                    let length = min(8 + random.below(40), share - progress[index].edits)
                    let (script, violation) = target.runRandomScript(setup, length: max(length, 3), largePaste: largePaste, using: &random)
                    progress[index].edits += script.steps.count
                    progress[index].scripts += 1
                    if let violation {
                        progress[index].time += clock.now - start
                        let (shrunk, shrunkViolation) = FuzzShrinker(target: target).shrink(script, breaking: violation.invariant)
                        let reproduction = FuzzReproduction(
                            target: target, seed: seed, scriptNumber: number, script: shrunk, violation: shrunkViolation ?? violation
                        )
                        return .failed(reproduction, progress)
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
}
