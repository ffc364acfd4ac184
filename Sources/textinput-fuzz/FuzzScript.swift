/// How a script's fields are made: what a regression test must set up before the steps.
struct FuzzFieldSetup {
    /// Whether the simulators tell the binding each edit's kind; false plays UIKit.
    let reportsEditKinds: Bool
    /// Whether the system may fill the fields from AutoFill (a space let into an empty field).
    let expectsAutoFill: Bool
    /// Whether the bindings log their decisions, which are checked to hide the digits of the
    /// fields whose formats hide them (``FuzzDecisionRecorder``).
    var logsDecisions = false
}

/// An edit script: fresh fields, then steps. Every failure is reported as one, shrunk.
struct FuzzScript {
    /// How the fields are made.
    let setup: FuzzFieldSetup
    /// The steps, in order.
    var steps: [FuzzStep]
}
