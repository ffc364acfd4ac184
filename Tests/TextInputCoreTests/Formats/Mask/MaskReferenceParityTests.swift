import Testing
import TextInputCore

/// Corners where the InputMask family's behaviour is plain from its source and the reference
/// fixture has no case: escaped brackets, right-to-left formats with escapes, and the value a
/// field reports when it comes from the edit rather than from the text alone.
@MainActor
@Suite("Masks match the InputMask family in the corners the fixture does not reach")
struct MaskReferenceParityTests {
    // The reference's brace check refuses any `[` while a `[` block is open (and any `{` while
    // a `{` block is open), escaped or not; an escape only keeps a bracket from opening a block.
    @Test(
        "an escaped bracket inside an open block of its kind is malformed",
        arguments: [
            ("[0\\[0]", 3, Character("[")),
            ("}9A[0\\[", 6, "["),
            ("{.\\{}", 3, "{"),
        ])
    func escapedBracketInsideItsBlock(format: String, offset: Int, bracket: Character) {
        #expect(throws: MaskError(format: format, offset: offset, reason: .nestedBlock(bracket))) {
            try Mask(format)
        }
    }

    @Test(
        "an escaped bracket outside a block of its kind is a plain character",
        arguments: [
            ("\\[[00]\\]", "[00]"),
            ("\\{[0]", "{0"),
            ("[0]\\{{.}", "0{."),
        ])
    func escapedBracketOutsideItsBlock(format: String, placeholder: String) throws {
        #expect(try Mask(format).placeholder == placeholder)
    }

    // The reference reverses a right-to-left format as a string, then moves each escape back
    // in front of the bracket it now follows, one bracket kind after another, then turns every
    // bracket around. Escape sequences other than a single escaped bracket come out its way.
    @Test(
        "a right-to-left format with escapes compiles as the reference reverses it",
        arguments: [
            ("\\[[00]\\]", "[00]" as String?),
            ("\\[\\[", "]\\"),
            ("_/\\\\[", "_/]\\"),
            ("\\{}99", "}99"),
            ("0\\]}", "0}"),
            ("{.\\{}", ".}"),
            ("[00]\\\\[00]", "00"),
            ("\\{\\[[00]\\]{99}{\\}\\]}", nil),
        ])
    func rightToLeftEscapes(format: String, placeholder: String?) throws {
        guard let placeholder else {
            #expect(throws: MaskError.self) { try Mask(format, isRightToLeft: true) }
            return
        }
        #expect(try Mask(format, isRightToLeft: true).placeholder == placeholder)
    }

    // In the reference a field's value is the result of the edit just made. Right to left, the
    // text before the edit decides which optional slots get filled, so the same text can be
    // complete after one edit and not after another.
    @Test(
        "right to left, the value after typing is the one the edit produced",
        arguments: [
            ("[_][-]", ["a", ":"], "a", [false, true]),
            ("[0A9a]", ["0", "Z", "😀"], "0Z", [false, false, true]),
        ], EditKindReporting.allCases)
    func rightToLeftValueComesFromTheEdit(
        _ example: (format: String, keys: [String], text: String, complete: [Bool]), reporting: EditKindReporting
    ) throws {
        let (format, keys, text, complete) = example
        let field = TextInputSimulator(reporting)
        let binding = try TextInputFormats.mask(format, isRightToLeft: true).bind(to: field)
        for (key, isComplete) in zip(keys, complete) {
            field.insert(key)
            #expect(binding.value?.isComplete == isComplete, "after typing \(key)")
        }
        #expect(field.text == text)
        #expect(binding.value?.extractedValue == text)
    }

    // With autoskip the reference takes trailing fixed characters back after the scan, but
    // reports completeness for the state the scan reached, past those characters.
    @Test(
        "with autoskip, completeness is the one of the text before the fixed characters were taken back",
        arguments: EditKindReporting.allCases)
    func autoskipCompleteness(reporting: EditKindReporting) throws {
        let mask = try Mask("[00]{.}[99]")
        let result = mask.apply(to: Mask.Input(text: "12.", caretOffset: 3, caretGravity: .backward(autoskip: true)))
        #expect(result.formattedText == "12")
        #expect(result.extractedValue == "12")
        #expect(result.isComplete)
        #expect(result.tailPlaceholder == ".00")

        let field = TextInputSimulator(reporting)
        let binding = try TextInputFormats.mask("[00]{.}[99]", autoskip: true).bind(to: field)
        for key in "123" { field.insert(String(key)) }
        #expect(field.text == "12.3")
        field.backspace()
        #expect(field.text == "12")
        #expect(binding.value == MaskedText(formattedText: "12", extractedValue: "12", isComplete: true))
    }

    // The reference's strategies: wholeString is the result's affinity; prefix the common
    // Character prefix of the result and the input; capacity the input's length minus the
    // mask's total text length; extractedValueCapacity the value's length minus its total value
    // length. Both capacities are Int.min when the input (or value) is longer than the mask.
    @Test(
        "affinity at the edges: empty input, input longer than the mask, ellipsis masks",
        arguments: [
            ("+7 ([000]) [000]-[00]-[00]", MaskAffinityStrategy.wholeString, "", 0),
            ("+7 ([000]) [000]-[00]-[00]", .prefix, "", 0),
            ("+7 ([000]) [000]-[00]-[00]", .capacity, "", -18),
            ("+7 ([000]) [000]-[00]-[00]", .extractedValueCapacity, "", -10),
            ("+7 ([000]) [000]-[00]-[00]", .wholeString, "+7 (999) 999-99-9999", 16),
            ("+7 ([000]) [000]-[00]-[00]", .prefix, "+7 (999) 999-99-9999", 18),
            ("+7 ([000]) [000]-[00]-[00]", .capacity, "+7 (999) 999-99-99", 0),
            ("+7 ([000]) [000]-[00]-[00]", .capacity, "+7 (999) 999-99-999", Int.min),
            ("+7 ([000]) [000]-[00]-[00]", .extractedValueCapacity, "99999999999", 0),
            ("[0…]", .capacity, "12", 0),
            ("[0…]", .capacity, "123", Int.min),
            ("[0…]", .extractedValueCapacity, "12", 0),
            ("[0…]", .extractedValueCapacity, "123", Int.min),
            ("[0…]", .extractedValueCapacity, "a", -2),
        ])
    func affinityEdges(format: String, strategy: MaskAffinityStrategy, input: String, affinity: Int) throws {
        #expect(strategy.affinity(of: try Mask(format), for: Mask.Input(text: input)) == affinity)
    }

    // The reference sorts the affine masks by affinity and puts the primary before the first
    // one that does not beat it: a mask must be strictly better than the primary to win, and
    // among equal affine masks the earlier one wins; when every mask says Int.min, the primary.
    @Test(
        "the pick: strictly better than the primary, earlier on ties, the primary when all are Int.min",
        arguments: [
            (["[0]", "[00]", "[000]"], MaskAffinityStrategy.capacity, "1234", 0),
            (["[0]-[0]", "[00]-[00]", "[00]/[00]"], .capacity, "1234", 1),
            (["[0]", "[00]", "[000]"], .capacity, "12", 1),
            (["[0]", "[00]", "[000]"], .extractedValueCapacity, "12", 0),
            (["[0…]", "[00]"], .extractedValueCapacity, "123", 1),
            (["[00]{.}[00]", "[00]{/}[00]"], .prefix, "12/3", 1),
            (["[00]{.}[00]", "[00]{/}[00]"], .prefix, "123", 0),
        ], EditKindReporting.allCases)
    func pick(
        _ example: (formats: [String], strategy: MaskAffinityStrategy, input: String, picked: Int), reporting: EditKindReporting
    ) throws {
        let (formats, strategy, input, picked) = example
        let masks = try formats.map { try Mask($0) }
        #expect(strategy.pick(from: masks, for: Mask.Input(text: input)) == picked)
        let format = try TextInputFormats.mask(formats[0], affineFormats: Array(formats.dropFirst()), affinityStrategy: strategy)
        // Every input is longer than one Character, so without kinds the paste is inferred as one.
        let field = TextInputSimulator(reporting)
        format.bind(to: field)
        field.paste(input)
        #expect(field.text == masks[picked].apply(input).formattedText)
    }
}
