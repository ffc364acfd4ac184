import TextInputCore

/// One configuration the fuzzer drives, whatever its value type: it runs random scripts and
/// replays given ones on fresh fields.
@MainActor
package protocol FuzzTarget {
    /// The name `--format` selects it by.
    var name: String { get }
    /// Swift code that declares `formats`, one per field, for a regression test.
    var formatsCode: String { get }
    /// Whether the fields have a form navigator, which a regression test must attach too.
    var navigates: Bool { get }
    /// Whether the fields are multi-line (text views), which a regression test must set too.
    var isMultiline: Bool { get }
    /// Runs a random script of `length` steps on fresh fields made as `setup` says, with
    /// `largePaste` (if any) among its last steps; answers the steps run and the violation
    /// that stopped it, if any. `trace`, if given, sees each step before it runs.
    func runRandomScript(
        _ setup: FuzzFieldSetup,
        length: Int,
        largePaste: FuzzLargePaste?,
        using random: inout SeededRandomNumberGenerator,
        trace: ((FuzzStep) -> Void)?
    ) -> (script: FuzzScript, violation: EditingViolation?)
    /// Runs `script` on fresh fields; answers the first violation and the index of the step
    /// that broke it.
    func replay(_ script: FuzzScript) -> (violation: EditingViolation, step: Int)?
    /// Runs `script` on fresh fields whose bindings log their decisions, up to the step that
    /// breaks an invariant; answers the decisions, one line each.
    func decisionLog(of script: FuzzScript) -> [String]
}

/// A paste far longer than a field usually holds, put near the end of a script.
package enum FuzzLargePaste {
    /// 10 to 100 KB.
    case tensOfKilobytes
    /// About a megabyte.
    case megabyte
}

/// A target whose fields are bound to `formats` (the same format value twice for two fields
/// sharing one format), with the exceptions to the invariants its formats document.
package struct FuzzFormatTarget<Value: Equatable>: FuzzTarget {
    package let name: String
    /// One format per field; the same value twice for two fields sharing a format.
    package let formats: [TextInputFormat<Value>]
    package let formatsCode: String
    /// What typing, pasting and composing insert, beyond ``FuzzAlphabet/common``.
    package let fragments: [String]
    /// What a paste the format accepts must leave in the field, where that is clear.
    package var pasteRule: FuzzPasteRule?
    /// False for affine masks picked by the input's length (`.capacity`,
    /// `.extractedValueCapacity`): the InputMask family picks by the raw input, so a text one
    /// mask formatted from a long paste may be taken by a shorter mask when pasted alone.
    package var fixedPointHolds = true
    /// False where the formats replace entered characters by design
    /// (``EditingInvariant/enteredCharactersKept`` is not checked): a mask in overwrite mode,
    /// where the beginning a paste keeps is typed over what follows, and affine masks picked by
    /// the input's length, where a deletion that picks a shorter mask drops what no longer fits.
    package var checksEnteredCharacters = true
    /// False where the value depends on the field's memory of its edits (which affine mask an
    /// edit picked), not on the text alone.
    package var valueFollowsText = true
    /// False where the fields show their value in another form once editing ends (a phone
    /// number's canonical form): the fixed point holds only while a field is edited.
    package var fixedPointHoldsAfterEditing = true
    /// Whether a ``TextInputFormNavigator`` joins the fields into a form.
    package var navigates = false
    /// Whether the fields are multi-line, as text views are: Return types a line break unless
    /// a plugin takes it.
    package var isMultiline = false
    /// Whether a Backspace or forward delete at a caret must change the entered text or change
    /// nothing (``EditingInvariant/deletionAtCaret``).
    package var checksDeletionsAtCaret = false
    /// False where the formats write the letters of their text themselves (a phone number's
    /// extension label): only digits are entered characters.
    package var lettersAreEntered = true
    /// Whether what VoiceOver says for a field's text is checked after every step
    /// (``EditingInvariant/spokenText``).
    package var checksSpokenText = false

    /// This target, whose formats write the letters of their text themselves (a phone number's
    /// extension label): only digits are entered characters.
    package func writingItsLetters() -> Self {
        var target = self
        target.lettersAreEntered = false
        return target
    }

    package init(_ name: String, _ formats: [TextInputFormat<Value>], code formatsCode: String, fragments: [String] = []) {
        self.name = name
        self.formats = formats
        self.formatsCode = formatsCode
        self.fragments = FuzzAlphabet.common + fragments
    }

    /// A target of two fields sharing `format`, declared in Swift by `formatCode`.
    package init(_ name: String, sharing format: TextInputFormat<Value>, code formatCode: String, fragments: [String] = []) {
        self.init(name, [format, format], code: "let format = \(formatCode)\nlet formats = [format, format]", fragments: fragments)
    }

    package func runRandomScript(
        _ setup: FuzzFieldSetup,
        length: Int,
        largePaste: FuzzLargePaste?,
        using random: inout SeededRandomNumberGenerator,
        trace: ((FuzzStep) -> Void)?
    ) -> (script: FuzzScript, violation: EditingViolation?) {
        let session = FuzzSession(self, setup: setup)
        let generator = FuzzStepGenerator(fragments: fragments, fieldCount: formats.count, hasToolbar: navigates)
        var script = FuzzScript(setup: setup, steps: [])
        script.steps.reserveCapacity(length)
        var current = 0
        for index in 0..<length {
            let step =
                if let largePaste, index == length - 3 {
                    generator.largePaste(on: current, megabyte: largePaste == .megabyte, using: &random)
                } else {
                    generator.step(on: session.fields, current: &current, using: &random)
                }
            script.steps.append(step)
            trace?(step)
            if let violation = session.run(step) {
                return (script, violation)
            }
        }
        return (script, nil)
    }

    package func replay(_ script: FuzzScript) -> (violation: EditingViolation, step: Int)? {
        let session = FuzzSession(self, setup: script.setup)
        for (index, step) in script.steps.enumerated() {
            if let violation = session.run(step) {
                return (violation, index)
            }
        }
        return nil
    }

    package func decisionLog(of script: FuzzScript) -> [String] {
        var setup = script.setup
        setup.logsDecisions = true
        let session = FuzzSession(self, setup: setup)
        for step in script.steps where session.run(step) != nil {
            break
        }
        return session.decisions?.lines ?? []
    }
}
