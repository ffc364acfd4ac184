import Foundation
import Testing
import TextInputCore

/// Our masks against the InputMask reference results in `../shared/fixtures/mask-reference.json`:
/// every case must agree. The typing, backspace and paste sections run on the simulator through
/// the public format, as a user would, with and without edit kinds; the caret section runs the
/// pure engine.
@MainActor
@Suite("Masks agree with the InputMask reference fixture", .enabled(if: MaskReferenceFixture.isAvailable, Comment(rawValue: MaskReferenceFixture.skipMessage)))
struct MaskReferenceFixtureTests {
    static func format(
        _ mask: String, _ affine: [String], _ strategy: String, _ notations: [MaskReferenceFixture.Notation]?
    ) throws -> TextInputFormat<MaskedText> {
        try TextInputFormats.mask(
            mask,
            affineFormats: affine,
            affinityStrategy: MaskReferenceFixture.strategy(named: strategy),
            customNotations: notations?.map(\.maskNotation) ?? []
        )
    }

    /// What the field and the binding show.
    static func shown(_ field: TextInputSimulator, _ binding: TextInputBinding<MaskedText>) -> MaskReferenceFixture.Step {
        MaskReferenceFixture.Step(
            text: field.text,
            caret: field.selectedCharacterRange.lowerBound,
            value: binding.value?.extractedValue ?? "<nil>",
            complete: binding.value?.isComplete ?? false
        )
    }

    @Test(
        "a paste into an empty field gives the reference's text, caret, value and completeness", arguments: MaskReferenceFixture.file?.apply ?? [],
        EditKindReporting.allCases)
    func paste(_ example: MaskReferenceFixture.ApplyCase, reporting: EditKindReporting) throws {
        let format = try Self.format(example.mask, example.affine, example.strategy, example.notations)
        let field = TextInputSimulator(text: example.input, reporting)
        let binding = format.bind(to: field)
        #expect(Self.shown(field, binding) == example.expected)

        let edit = TextInputEdit.pasting(example.input)
        let (text, selection) = try #require(format.formatter.validate(edit).outcomeForTests(of: edit))
        #expect(text == example.text)
        #expect(text.distance(from: text.startIndex, to: selection.lowerBound) == example.caret)
    }

    @Test(
        "the pure engine with the strategy's pick gives the reference's result, affinity and tail placeholder",
        arguments: MaskReferenceFixture.file?.apply ?? [])
    func pureApply(_ example: MaskReferenceFixture.ApplyCase) throws {
        let notations = example.notations?.map(\.maskNotation) ?? []
        let masks = try ([example.mask] + example.affine).map { try Mask($0, customNotations: notations) }
        let input = Mask.Input(text: example.input)
        let picked = MaskReferenceFixture.strategy(named: example.strategy).pick(from: masks, for: input)
        if let expectedPick = example.picked {
            #expect(picked == expectedPick)
        }
        let result = masks[picked].apply(to: input)
        #expect(result.formattedText == example.text)
        #expect(result.caretOffset == example.caret)
        #expect(result.extractedValue == example.value)
        #expect(result.isComplete == example.complete)
        #expect(result.affinity == example.affinity)
        #expect(result.tailPlaceholder == example.tailPlaceholder)
    }

    @Test("typing key by key at the end gives the reference's steps", arguments: MaskReferenceFixture.file?.typing ?? [], EditKindReporting.allCases)
    func typing(_ example: MaskReferenceFixture.TypingCase, reporting: EditKindReporting) throws {
        let format = try Self.format(example.mask, example.affine, example.strategy, example.notations)
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        for (key, expected) in zip(example.keys, example.steps) {
            field.insert(String(key))
            let shown = Self.shown(field, binding)
            #expect(shown == expected, "after typing \(String(key).debugDescription)")
            if shown != expected { return }
        }
    }

    @Test("backspacing from the end gives the reference's steps", arguments: MaskReferenceFixture.file?.backspace ?? [], EditKindReporting.allCases)
    func backspace(_ example: MaskReferenceFixture.BackspaceCase, reporting: EditKindReporting) throws {
        let format = try Self.format(example.mask, example.affine, example.strategy, example.notations)
        let field = TextInputSimulator(text: example.start, reporting)
        let binding = format.bind(to: field)
        field.beginEditing()
        try #require(field.text == example.start, "the start text is not a fixed point of the format")
        for (index, expected) in example.steps.enumerated() {
            field.backspace()
            let shown = Self.shown(field, binding)
            #expect(shown == expected, "after backspace \(index + 1)")
            if shown != expected { return }
        }
    }

    @Test("the pure engine with a caret and a gravity gives the reference's result", arguments: MaskReferenceFixture.file?.applyCaret ?? [])
    func caret(_ example: MaskReferenceFixture.CaretCase) throws {
        let mask = try Mask(example.mask, customNotations: example.notations?.map(\.maskNotation) ?? [])
        let result = mask.apply(to: Mask.Input(text: example.input, caretOffset: example.inputCaret, caretGravity: example.caretGravity))
        #expect(result.formattedText == example.text)
        #expect(result.caretOffset == example.caret)
        #expect(result.extractedValue == example.value)
        #expect(result.isComplete == example.complete)
        #expect(result.affinity == example.affinity)
        #expect(result.tailPlaceholder == example.tailPlaceholder)
    }

    @Test("masks compile, or throw, as the reference's do, with its placeholder and lengths", arguments: MaskReferenceFixture.file?.maskInfo ?? [])
    func info(_ example: MaskReferenceFixture.InfoCase) throws {
        let notations = example.notations?.map(\.maskNotation) ?? []
        guard example.valid else {
            #expect(throws: MaskError.self) { try Mask(example.mask, customNotations: notations) }
            return
        }
        let mask = try Mask(example.mask, customNotations: notations)
        #expect(mask.placeholder == example.placeholder)
        #expect(mask.acceptableTextLength == example.acceptableTextLength)
        #expect(mask.totalTextLength == example.totalTextLength)
        #expect(mask.acceptableValueLength == example.acceptableValueLength)
        #expect(mask.totalValueLength == example.totalValueLength)
    }

    @Test("malformed masks throw a MaskError", arguments: MaskReferenceFixture.file?.invalidMasks ?? [])
    func invalid(_ format: String) {
        #expect(throws: MaskError.self) { try TextInputFormats.mask(format) }
    }
}

extension TextInputValidationResult {
    /// What the field shows after `edit` with this result; nil when it is rejected.
    func outcomeForTests(of edit: TextInputEdit) -> (String, Range<String.Index>)? {
        switch self {
        case .accepted: edit.result
        case let .changed(text, selectedRange): (text, selectedRange)
        case .rejected: nil
        }
    }
}
