import TextInputCore

/// One row of the benchmark table: a name, the budget it is held to, and a body that runs the
/// scenario and returns the time of each measured operation.
struct Benchmark {
    /// What is measured, as the table shows it.
    var name: String
    /// What one sample is ("keystroke", "paste", "load").
    var unit: String
    /// The most the median may take, in nanoseconds; nil when the row has no budget.
    var budgetNanoseconds: Double?
    /// At most this many runs in all, for a scenario so slow that the usual count would take
    /// minutes; nil for the runner's count.
    var maximumRuns: Int? = nil
    /// Runs the scenario once and returns one duration per measured operation.
    var run: @MainActor () -> [Duration]
}

/// Times one operation.
@inline(never)
func time(_ operation: () -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    operation()
    return clock.now - start
}

/// Times each step of `steps` on a fresh simulator bound to `format`, after `setUp`. With
/// `reportsEditKinds` false the simulator names no edit's kind, as UIKit does; `expectsAutoFill`
/// is a field with a content type.
@MainActor
func timeEdits<Value: Equatable>(
    of format: TextInputFormat<Value>,
    text: String = "",
    reportsEditKinds: Bool = true,
    expectsAutoFill: Bool = false,
    setUp: (TextInputSimulator) -> Void = { _ in },
    steps: [(TextInputSimulator) -> Void]
) -> [Duration] {
    let field = TextInputSimulator(text: text, reportsEditKinds: reportsEditKinds)
    field.expectsAutoFill = expectsAutoFill
    let binding = format.bind(to: field)
    var events = 0
    binding.eventHandler = { _ in events += 1 }  // a listening app pays for events too
    setUp(field)
    let durations = steps.map { step in timeStep(step, on: field) }
    withExtendedLifetime((binding, events)) {}
    return durations
}

/// Times one step on `field`. A function of its own: inlined into the loop of a generic caller,
/// the step's closure was boxed on every call, an allocation of the harness, not of the library.
@MainActor
@inline(never)
func timeStep(_ step: (TextInputSimulator) -> Void, on field: TextInputSimulator) -> Duration {
    time { step(field) }
}

/// Typing each Character of `text` as its own keystroke.
@MainActor
func typingSteps(_ text: String) -> [(TextInputSimulator) -> Void] {
    text.map { character in { $0.insert(String(character)) } }
}

/// Backspacing `count` times.
@MainActor
func backspaceSteps(_ count: Int) -> [(TextInputSimulator) -> Void] {
    Array(repeating: { $0.backspace() }, count: count)
}
