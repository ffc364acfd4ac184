/// Shrinks a failing script by delta debugging: drops chunks of steps, halving the chunk size
/// down to single steps, and shortens large pastes, keeping each change only when the script,
/// replayed on fresh fields, still breaks the same invariant.
@MainActor
package struct FuzzShrinker {
    /// The target that replays candidate scripts.
    package let target: any FuzzTarget
    /// The most replays to spend, so that a script with a megabyte paste shrinks in bounded time.
    package var replayBudget = 20_000
    /// The most time to spend after the first replay, if any: the best script found by then is
    /// the answer, so that a long script whose failure needs much of it shrinks in bounded time.
    package var timeBudget: Duration?

    /// A shrinker that replays candidates on `target`'s fresh fields.
    package init(target: any FuzzTarget) {
        self.target = target
    }

    /// The shortest script found that breaks `invariant` as `script` does, ending at the step
    /// that breaks it, with that violation.
    package func shrink(_ script: FuzzScript, breaking invariant: EditingInvariant) -> (FuzzScript, EditingViolation?) {
        var replays = 0
        let deadline = timeBudget.map { ContinuousClock.now + $0 }
        /// Whether another replay may run.
        func hasBudget() -> Bool {
            replays < replayBudget && (replays == 0 || deadline.map { ContinuousClock.now < $0 } ?? true)
        }
        var best = script
        var violation: EditingViolation?
        /// Whether `candidate` fails the same way; when it does it becomes `best`, cut after its
        /// failing step.
        func keepIfFailing(_ candidate: FuzzScript) -> Bool {
            guard hasBudget() else { return false }
            replays += 1
            guard let failure = target.replay(candidate), failure.violation.invariant == invariant else { return false }
            best = candidate
            best.steps.removeSubrange((failure.step + 1)...)
            violation = failure.violation
            return true
        }
        _ = keepIfFailing(best)
        var chunk = max(1, best.steps.count / 2)
        while hasBudget() {
            var removedAny = false
            var start = 0
            while start < best.steps.count {
                var candidate = best
                candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                if keepIfFailing(candidate) {
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if chunk == 1, !removedAny { break }
            if !removedAny { chunk = max(1, chunk / 2) }
            chunk = min(chunk, max(1, best.steps.count / 2))
        }
        // Halve the repeat count of each repeated paste while the script still fails.
        var index = 0
        while index < best.steps.count {
            if case let .paste(field, text) = best.steps[index], text.count > 1 {
                var candidate = best
                candidate.steps[index] = .paste(field: field, FuzzText(repeating: text.unit, count: text.count / 2))
                if keepIfFailing(candidate) { continue }
            }
            index += 1
        }
        return (best, violation)
    }
}
