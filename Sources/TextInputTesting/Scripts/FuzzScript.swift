/// How a script's fields are made: what a regression test must set up before the steps.
package struct FuzzFieldSetup {
    /// Whether the simulators tell the binding each edit's kind; false plays UIKit.
    package let reportsEditKinds: Bool
    /// Whether the system may fill the fields from AutoFill (a space let into an empty field).
    package let expectsAutoFill: Bool
    /// Whether the bindings log their decisions, which are checked to hide the digits of the
    /// fields whose formats hide them (``FuzzDecisionRecorder``).
    package var logsDecisions = false

    /// A setup of fields that report edit kinds or not, and expect AutoFill or not.
    package init(reportsEditKinds: Bool, expectsAutoFill: Bool, logsDecisions: Bool = false) {
        self.reportsEditKinds = reportsEditKinds
        self.expectsAutoFill = expectsAutoFill
        self.logsDecisions = logsDecisions
    }
}

/// An edit script: fresh fields, then steps. Every failure is reported as one, shrunk.
package struct FuzzScript {
    /// How the fields are made.
    package let setup: FuzzFieldSetup
    /// The steps, in order.
    package var steps: [FuzzStep]

    /// A script of `steps` on fields made as `setup` says.
    package init(setup: FuzzFieldSetup, steps: [FuzzStep]) {
        self.setup = setup
        self.steps = steps
    }
}
