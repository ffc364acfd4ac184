/// What a mask shows where nothing is typed yet, laid out once: every state's character (a
/// fixed character as it is, a slot's placeholder character or one given for all slots) up to
/// an ellipsis, as UTF-8, with where each state starts. Reading the template from any state on
/// is then one copy of bytes, cheap enough for every keystroke of a field that shows its
/// remainder.
struct MaskTemplate: Sendable {
    /// The characters of the states before the first ellipsis, as UTF-8.
    private let bytes: [UInt8]
    /// Where each state's character starts in `bytes`; states from the ellipsis on (and the end
    /// of the mask) start at its end.
    private let starts: [Int]

    /// The template of `program`, showing `slotCharacter` for every slot, or each slot's own
    /// placeholder character (`0` for digits, `a` for letters, `-` for either, a custom slot's
    /// own character) when nil.
    init(_ program: MaskProgram, slotCharacter: Character? = nil) {
        var bytes: [UInt8] = []
        var starts: [Int] = []
        starts.reserveCapacity(program.states.count + 1)
        var reachedEllipsis = false
        for state in program.states {
            starts.append(bytes.count)
            reachedEllipsis = reachedEllipsis || state.kind == .ellipsis
            guard !reachedEllipsis else { continue }
            if state.isFixedCharacter || slotCharacter == nil {
                bytes.append(contentsOf: state.utf8)
            } else if let slotCharacter {
                bytes.append(contentsOf: String(slotCharacter).utf8)
            }
        }
        starts.append(bytes.count)
        self.bytes = bytes
        self.starts = starts
    }

    /// The template from `state` on, up to an ellipsis.
    func text(from state: Int) -> String {
        let start = starts[Swift.min(Swift.max(state, 0), starts.count - 1)]
        return String(decoding: bytes[start...], as: UTF8.self)
    }
}
