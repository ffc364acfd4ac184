import Foundation
import TextInputCore

/// Checks a format against the editing rules every built-in format keeps, in one call from a
/// test: the same invariants the package's own property tests and fuzzer check, after every
/// step of seeded edit scripts on a `TextInputSimulator`.
///
/// ```swift
/// import Testing
/// import TextInputCore
/// import TextInputTesting
///
/// @Test @MainActor func hexBytesKeepTheEditingRules() throws {
///     try TextInputFormatCheck(hexBytes, samples: ["CA FE 01"]).run()
/// }
/// ```
///
/// ``run()`` performs, on fields that report edit kinds and on fields that report none (as
/// `UITextField` does):
///
/// - **Sweeps from each sample**: the sample pasted into an empty field, then at every caret of
///   the text it gives, Backspace and forward delete, on that text and on that text cut one
///   Character after the caret, and typing each of the sample's Characters (on fields that
///   report no edit kinds only: one Character typed is the same edit either way).
/// - **Pastes that differ only by what the format drops**: the sample lowercased, with a space
///   at every place, and with hostile characters (emoji, joiners, bidi controls, a byte-order
///   mark) at every place. A kind of change is made only when the format undoes each such
///   change alone, wherever it stands: the sample with one lower-case letter, or one space or
///   one of those characters at any one place, pasted, gives exactly the sample's own text
///   (`TextInputFormat.formatted(_:)`). Then the changes made all at once, pasted, must give
///   that text too. A format that keeps case, or a space between words, is not held to it.
/// - **Random scripts** as the fuzzer makes them: typing, pasting, Backspace and forward delete,
///   selections, autocorrection, raw UTF-16 ranges that split surrogate pairs, marked text,
///   QuickType, text set by app code, values set, reformatting, editing beginning and ending,
///   with hostile Unicode and the samples and their Characters.
///
/// After every step it checks the editing invariants of the package's own tests: the selection
/// lies on Character boundaries; provisional text ends the text; every change is reported
/// exactly; nothing printed over the session shows what a redacting value hides; the value and
/// the status follow the text; the text is a fixed point of the format (pasted into a fresh
/// field it comes back unchanged), which a formatter breaks when it answers `.accepted` for an
/// edit whose own result is not its formatted text; what VoiceOver says for the field
/// (`TextInputBindingType.spokenText(locale:)`) never reads a provisional template such as a
/// mask's remainder (an inline suggestion is said, as a suggestion), prints
/// nothing of it, and spells out ranges that are sorted, apart and within it; a selection the
/// user makes keeps out of the format's fixed text; and a Backspace or forward delete at a
/// caret changes the entered text or changes nothing, since a key that only moves the caret
/// over a separator seems dead.
/// The Reliability article has each rule in full.
///
/// The first broken rule stops the check: the script that broke it is shrunk to the fewest
/// steps that still break it, and ``run()`` throws a ``TextInputFormatCheckFailure`` whose
/// description names the rule and what happened, and gives the script as a test to paste.
///
/// The check of a format with a sample or two takes a few tenths of a second in a debug build;
/// the sweeps grow with the samples' number and length (the eleven samples of the built-in
/// phone format take about two seconds). Set the environment variable `TEXTINPUT_CHECK_SCRIPTS`
/// to run more random scripts (`TEXTINPUT_CHECK_SCRIPTS=2000 swift test`), and change ``seed``
/// to see other ones.
public struct TextInputFormatCheck<Value: Equatable>: Sendable {
    /// The format checked.
    ///
    /// ```swift
    /// check.format = TextInputFormats.bankCardNumber()
    /// ```
    public var format: TextInputFormat<Value>

    /// Texts a user enters into a field of the format, such as `"GB82 WEST 1234 5698 7654 32"`:
    /// the sweeps start from each, and random scripts type and paste them and their characters.
    /// A few typical ones (formatted and not, complete and not) find more than many alike.
    ///
    /// ```swift
    /// check.samples = ["4111 1111 1111 1111", "378282246310005"]
    /// ```
    public var samples: [String]

    /// The seed every random script follows from: the same seed gives the same scripts.
    ///
    /// ```swift
    /// check.seed = 7
    /// ```
    public var seed: UInt64

    /// How many random scripts run, half on fields that report edit kinds and half on fields
    /// that do not: `TEXTINPUT_CHECK_SCRIPTS` from the environment, 24 without it.
    ///
    /// ```swift
    /// check.scripts = 200
    /// ```
    public var scripts: Int

    /// How many steps each random script takes, from a fresh, empty field: 30 by default.
    ///
    /// ```swift
    /// check.steps = 60
    /// ```
    public var steps: Int

    /// Whether the field's text must be a fixed point of the format after every edit. True by
    /// default; false only for a format that, like the masks with affine formats picked by
    /// `.capacity` or `.extractedValueCapacity`, picks its layout by the length of the raw
    /// input, so that a text formatted from a long paste may be laid out differently when
    /// pasted alone.
    ///
    /// ```swift
    /// check.requiresFixedPoint = false
    /// ```
    public var requiresFixedPoint = true

    /// Whether the fixed point must hold once editing ends too. True by default; false for a
    /// format that shows its value in another form while the field is not edited, as a phone
    /// number with an `endOfEditingStyle` shows its canonical form.
    ///
    /// ```swift
    /// check.requiresFixedPointAfterEditing = false
    /// ```
    public var requiresFixedPointAfterEditing = true

    /// Whether the value must be what a fresh field holds for the same text. True by default;
    /// false for a format whose value depends on the field's memory of its edits, as a mask
    /// with affine formats, right to left or with autoskip records the value its edit gave.
    ///
    /// ```swift
    /// check.valueFollowsText = false
    /// ```
    public var valueFollowsText = true

    /// Whether a Backspace or forward delete at a caret may leave the text as it was and only
    /// move the caret. False by default: to the user such a key seems to do nothing, as in a
    /// grouping format whose Backspace just after a separator steps over it (`CA |FE 01` →
    /// `CA| FE 01`) instead of deleting the character before it. True for a format designed to
    /// step over text it writes back: a mask of the InputMask family walks back over its fixed
    /// characters one by one, an amount leaves a zero for a deleted fraction digit
    /// (`$5.25|` → `$5.2|0`), a phone number's Backspace on an extension's label moves the
    /// caret to the end of the number.
    ///
    /// ```swift
    /// check.allowsDeletionsThatOnlyMoveTheCaret = true
    /// ```
    public var allowsDeletionsThatOnlyMoveTheCaret = false

    /// Whether the letters of the format's text are the user's, true by default: no keystroke,
    /// paste or deletion may remove a letter or digit the user entered outside the edited
    /// range. Set it to false for a format that writes its letters itself — a phone number's
    /// extension label, which "x", "ext" and ";ext=" all give — and its digits are still held
    /// to the rule.
    ///
    /// ```swift
    /// check.lettersAreEntered = false
    /// ```
    public var lettersAreEntered = true

    /// Swift code that makes the format, written into the failing script's test; nil writes
    /// the placeholder `<#format#>` for you to fill in.
    ///
    /// ```swift
    /// check.formatCode = "TextInputFormats.plain.withFormatter(HexPairsFormatter())"
    /// ```
    public var formatCode: String?

    /// A check of `format` with `samples`, whose random scripts follow from `seed`.
    ///
    /// ```swift
    /// let check = TextInputFormatCheck(TextInputFormats.bankCardNumber(), samples: ["4111 1111 1111 1111"])
    /// ```
    public init(_ format: TextInputFormat<Value>, samples: [String], seed: UInt64 = 1) {
        self.format = format
        self.samples = samples
        self.seed = seed
        scripts = Self.defaultScripts
        steps = 30
    }

    /// `TEXTINPUT_CHECK_SCRIPTS` from the environment when it holds a count, else 24.
    private static var defaultScripts: Int {
        ProcessInfo.processInfo.environment["TEXTINPUT_CHECK_SCRIPTS"].flatMap(Int.init).map { max(0, $0) } ?? 24
    }

    /// Runs the check, stopping at the first rule the format breaks.
    ///
    /// ```swift
    /// @Test @MainActor func amountsKeepTheEditingRules() throws {
    ///     try TextInputFormatCheck(TextInputFormats.decimal(), samples: ["1,234.50", "-12.5"]).run()
    /// }
    /// ```
    ///
    /// - Throws: ``TextInputFormatCheckFailure`` for the first rule broken, with the shortest
    ///   script found that breaks it, as a test.
    @MainActor
    public func run() throws(TextInputFormatCheckFailure) {
        if let failure = FormatCheckRun(self).failure() {
            throw failure
        }
    }
}
