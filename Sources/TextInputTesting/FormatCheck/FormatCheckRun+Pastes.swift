extension FormatCheckRun {
    /// The sample with every change of `variant`'s family, when the format undoes each alone,
    /// pasted into an empty field on fields that report edit kinds and on fields that do not:
    /// it must give the text the sample gives.
    func pasteFailure(of variant: SampleVariant) -> TextInputFormatCheckFailure? {
        guard let changes = variant.changesUndone(by: check.format) else { return nil }
        let sample = variant.text(with: [])
        let plain = check.format.formatted(sample).text
        for reportsEditKinds in [true, false] {
            let setup = FuzzFieldSetup(reportsEditKinds: reportsEditKinds, expectsAutoFill: false)
            let foundBy = "pasting sample \(sample.debugDescription) \(variant.family.name), \(Self.describe(setup))"
            /// What pasting `text` into a fresh field leaves, and the rule the paste breaks.
            func pasting(_ text: String) -> (entered: String, hasProvisionalText: Bool, violation: EditingViolation?) {
                let session = FuzzSession(target, setup: setup)
                let violation = session.run(.paste(field: 0, FuzzText(text)))
                return (session.bindings[0].enteredText, session.bindings[0].provisionalRange != nil, violation)
            }
            let all = variant.text(with: changes)
            let pasted = pasting(all)
            if let violation = pasted.violation {
                return report([.paste(field: 0, FuzzText(all))], setup, violation, foundBy: foundBy)
            }
            guard !pasted.entered.isIdentical(to: plain) else { continue }
            let fewest = variant.fewestChanges(of: changes) { !pasting($0).entered.isIdentical(to: plain) }
            let text = variant.text(with: fewest)
            let result = pasting(text)
            let violation = EditingViolation(
                invariant: .pasteNormalized,
                detail: "pasting \(text.debugDescription) gives \(result.entered.debugDescription), but pasting \(sample.debugDescription) "
                    + "gives \(plain.debugDescription), as it does with any one of these changes alone, wherever it is made",
                expectation: { names in
                    "Array(\(names.enteredText(0, hasProvisionalText: result.hasProvisionalText)).utf8) == Array(\(plain.swiftLiteral).utf8)"
                }
            )
            return failure(FuzzScript(setup: setup, steps: [.paste(field: 0, FuzzText(text))]), violation, foundBy: foundBy)
        }
        return nil
    }
}
