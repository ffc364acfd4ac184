/// How one run of the engine ended.
struct MaskRun {
    /// The caret, in Characters of the written text.
    var caret: Int
    /// How well the text fits: +1 for every input Character the mask took as it is, −1 for every
    /// one it skipped and every character it had to add.
    var affinity: Int
    /// The state where matching stopped.
    var state: Int
    /// The fixed-character states passed while deleting before the caret, most recent last: what
    /// autoskip may take back.
    var autoskippable: Range<Int>
}

/// How the caret decides which edits move it, and what happens after the last character.
struct MaskCaretRules {
    /// Characters inserted at the caret (not only before it) move it: typing pushes the caret
    /// along; deleting leaves it before what follows.
    var insertsAtCaretMoveIt: Bool
    /// After the input, write the fixed characters up to the next slot.
    var autocompletes: Bool
    /// After the input, take back trailing fixed characters written after the caret.
    var autoskips: Bool

    init(_ gravity: Mask.CaretGravity, isRightToLeft: Bool) {
        switch gravity {
        case let .forward(autocomplete):
            insertsAtCaretMoveIt = true
            autocompletes = autocomplete
            autoskips = false
        case let .backward(autoskip):
            insertsAtCaretMoveIt = isRightToLeft
            autocompletes = false
            autoskips = autoskip
        }
    }
}

extension MaskProgram {
    /// Matches `text` against the mask left to right, writing the formatted text to `output`
    /// and the extracted value to `value`.
    ///
    /// The walk: a slot takes an input Character it accepts, or the Character is skipped (an
    /// optional slot is passed over instead); a fixed character is written, and takes the
    /// input Character along when it is the same one. The caret follows what is written and
    /// skipped before it. Linear in the text; it allocates nothing.
    func run(
        _ text: MaskText,
        caretUTF8 caretByte: Int,
        rules: MaskCaretRules,
        output: inout MaskByteWriter,
        value: inout MaskByteWriter
    ) -> MaskRun {
        // The steps are read in place, as plain data: no reference counting in the loop.
        steps.withBorrowedElements { steps in
            run(text, caretUTF8: caretByte, rules: rules, steps: steps, output: &output, value: &value)
        }
    }

    private func run(
        _ text: MaskText,
        caretUTF8 caretByte: Int,
        rules: MaskCaretRules,
        steps: BorrowedBuffer<MaskStep>,
        output: inout MaskByteWriter,
        value: inout MaskByteWriter
    ) -> MaskRun {
        let bytes = text.bytes
        let byteCount = bytes.count
        let boundaries = text.boundaries
        var caret = text.characterOffset(ofUTF8: caretByte)
        var affinity = 0
        var state = 0
        var stack = 0..<0

        // Where the next input Character starts, and which one it is.
        var position = 0
        var characterIndex = 0
        var insertionMovesCaret = rules.insertsAtCaretMoveIt ? 0 <= caretByte : 0 < caretByte
        var deletionMovesCaret = 0 < caretByte

        let stepCount = steps.count
        while position < byteCount {
            let end = boundaries?[characterIndex + 1] ?? position + 1
            let byte = bytes[position]
            let isASCII = end == position + 1 && byte < 0x80
            var consumed = false
            if state < stepCount {
                let step = steps[state]
                switch step.kind {
                case .free, .fixed:
                    if rules.autoskips, deletionMovesCaret {
                        stack = (stack.isEmpty ? state : stack.lowerBound)..<(state + 1)
                    }
                    if isASCII && step.isASCII {
                        consumed = byte == step.asciiByte
                        if consumed {
                            output.append(asciiByte: byte)
                            if step.kind == .fixed { value.append(asciiByte: byte) }
                        }
                    } else {
                        let unit = bytes.extracting(position..<end)
                        consumed = isSame(unit, as: state)
                        if consumed {
                            output.append(unit)
                            if step.kind == .fixed { value.append(unit) }
                        }
                    }
                    if !consumed {
                        writeFixedCharacter(of: state, step, to: &output, &value)
                        if insertionMovesCaret { caret += 1 }
                    }
                    state += 1
                    affinity += consumed ? 1 : -1
                    guard consumed else { continue }
                case .mandatory, .ellipsis, .optional:
                    consumed =
                        isASCII
                        ? step.accepts(asciiByte: byte)
                        : states[state].characterClass.accepts(utf8: bytes.extracting(position..<end))
                    if consumed {
                        if rules.autoskips, deletionMovesCaret { stack = 0..<0 }
                        if isASCII {
                            output.append(asciiByte: byte)
                            value.append(asciiByte: byte)
                        } else {
                            let unit = bytes.extracting(position..<end)
                            output.append(unit)
                            value.append(unit)
                        }
                        if step.kind != .ellipsis { state += 1 }
                        affinity += 1
                    } else if step.kind == .optional {
                        if rules.autoskips, deletionMovesCaret { stack = 0..<0 }
                        state += 1
                        affinity -= 1
                        continue
                    }
                }
            }
            if !consumed {
                if deletionMovesCaret { caret -= 1 }
                affinity -= 1
            }
            position = end
            characterIndex += 1
            insertionMovesCaret = rules.insertsAtCaretMoveIt ? position <= caretByte : position < caretByte
            deletionMovesCaret = position < caretByte
        }
        if rules.autocompletes, insertionMovesCaret {
            while state < stepCount, steps[state].kind == .free || steps[state].kind == .fixed {
                writeFixedCharacter(of: state, steps[state], to: &output, &value)
                caret += 1
                state += 1
            }
        }
        return MaskRun(caret: caret, affinity: affinity, state: state, autoskippable: stack)
    }

    /// Writes the fixed character of `state` into the text, and into the value for `{ }`.
    private func writeFixedCharacter(of state: Int, _ step: MaskStep, to output: inout MaskByteWriter, _ value: inout MaskByteWriter) {
        if step.isASCII {
            output.append(asciiByte: step.asciiByte)
            if step.kind == .fixed { value.append(asciiByte: step.asciiByte) }
        } else {
            output.append(states[state].utf8)
            if step.kind == .fixed { value.append(states[state].utf8) }
        }
    }

    /// Whether the input Character `unit` is the fixed character of `state`, compared as
    /// Swift compares Characters (canonically equivalent forms are the same).
    private func isSame(_ unit: BorrowedBuffer<UInt8>, as state: Int) -> Bool {
        let fixed = states[state]
        if unit.elementsEqual(fixed.utf8) { return true }
        if unit.count == 1, fixed.utf8.count == 1 { return false }
        return String(decoding: unit, as: UTF8.self) == String(fixed.character)
    }
}
