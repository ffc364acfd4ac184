extension FormatCheckRun {
    /// The sample pasted into an empty field, then at each caret of the text it gives:
    /// Backspace and forward delete on fields that report edit kinds and on fields that do not,
    /// both on the whole text and on the text cut one Character after the caret (a formatter
    /// that reasons about what follows the caret shows its mistakes where little does), and
    /// typing each of the sample's Characters on fields that do not (a single Character typed
    /// is the same edit either way).
    ///
    /// The probes of one sample run on one field in turn, each from the sample pasted over the
    /// whole text, since a field costs more to make than an edit; a failing probe is replayed
    /// alone on a fresh field for its report, and only a failure that needs the probes before
    /// it is reported with them.
    func sweepFailure(from sample: String) -> TextInputFormatCheckFailure? {
        let formatted = Array(check.format.formatted(sample).text)
        let caretCount = formatted.count
        let keys = [(FuzzStep.backspace(field: 0), "Backspace"), (.deleteForward(field: 0), "forward delete")]
        for reportsEditKinds in [true, false] {
            let setup = FuzzFieldSetup(reportsEditKinds: reportsEditKinds, expectsAutoFill: false)
            let fields = Self.describe(setup)
            if let failure = failure(
                of: [.paste(field: 0, FuzzText(sample))], setup, foundBy: "pasting sample \(sample.debugDescription) into an empty field, \(fields)")
            {
                return failure
            }
            var sweep = Sweep(run: self, setup: setup)
            for offset in 0...caretCount {
                for (key, name) in keys {
                    let foundBy = "\(name) at each caret of sample \(sample.debugDescription) pasted, \(fields)"
                    if let failure = sweep.probe(pasting: sample, then: [.select(field: 0, offset..<offset), key], foundBy: foundBy) {
                        return failure
                    }
                }
            }
            for offset in 0..<caretCount {
                let cut = String(formatted.prefix(offset + 1))
                for (key, name) in keys {
                    let foundBy = "\(name) at each caret of sample \(sample.debugDescription) pasted and cut one Character after the caret, \(fields)"
                    if let failure = sweep.probe(pasting: cut, then: [.select(field: 0, offset..<offset), key], foundBy: foundBy) {
                        return failure
                    }
                }
            }
            guard !reportsEditKinds else { continue }
            for offset in 0...caretCount {
                for character in Self.distinct(sample.map(String.init)) {
                    let foundBy = "typing each Character of sample \(sample.debugDescription) at each caret of it pasted, \(fields)"
                    if let failure = sweep.probe(pasting: sample, then: [.select(field: 0, offset..<offset), .insert(field: 0, character)], foundBy: foundBy) {
                        return failure
                    }
                }
            }
        }
        return nil
    }

    /// Probes run one after another on one field.
    @MainActor
    struct Sweep {
        let run: FormatCheckRun
        let setup: FuzzFieldSetup
        let session: FuzzSession<Value>
        /// Every step the field saw, for a failure that needs them.
        var steps: [FuzzStep] = []
        /// What the paste that last replaced the whole text pasted, and the text it left.
        private var lastPaste: (pasted: String, text: String)?

        init(run: FormatCheckRun, setup: FuzzFieldSetup) {
            self.run = run
            self.setup = setup
            session = FuzzSession(run.target, setup: setup)
        }

        /// Pastes `pasted` over the whole text, then performs `edits`. The paste is left out
        /// when the field still shows what the same paste left, the probe before having changed
        /// nothing.
        mutating func probe(pasting pasted: String, then edits: [FuzzStep], foundBy: String) -> TextInputFormatCheckFailure? {
            let probe = [FuzzStep.paste(field: 0, FuzzText(pasted))] + edits
            let field = session.fields[0]
            if lastPaste?.pasted != pasted || lastPaste?.text.isIdentical(to: session.bindings[0].enteredText) != true || !field.isEditing
                || field.markedRange != nil
            {
                for step in [.selectAll(field: 0), probe[0]] {
                    if let failure = perform(step, of: probe, foundBy: foundBy) { return failure }
                }
                lastPaste = (pasted, session.bindings[0].enteredText)
            }
            for step in edits {
                if let failure = perform(step, of: probe, foundBy: foundBy) { return failure }
            }
            return nil
        }

        /// Performs `step` of `probe`. A failure is reported with the probe alone when it fails
        /// alone on a fresh field, and with every step the field saw when it needs them.
        private mutating func perform(_ step: FuzzStep, of probe: [FuzzStep], foundBy: String) -> TextInputFormatCheckFailure? {
            steps.append(step)
            guard let violation = session.run(step) else { return nil }
            return run.failure(of: probe, setup, foundBy: foundBy) ?? run.report(steps, setup, violation, foundBy: foundBy)
        }
    }
}
