/// The part of a ``MaskState`` the engine reads for every input Character, as plain data: no
/// reference counting in the loop. Everything else (non-ASCII characters, `CharacterSet`s) is
/// read from the state itself, only for non-ASCII input.
struct MaskStep: Sendable, BitwiseCopyable {
    let kind: MaskState.Kind
    /// The fixed character is one ASCII byte (not CR), in `asciiByte`.
    let isASCII: Bool
    let asciiByte: UInt8
    /// Which ASCII bytes a slot accepts: bits 0–63 and 64–127.
    let acceptedLow: UInt64
    let acceptedHigh: UInt64

    init(_ state: MaskState) {
        kind = state.kind
        isASCII = state.asciiByte != nil
        asciiByte = state.asciiByte ?? 0
        (acceptedLow, acceptedHigh) = state.characterClass.asciiBitmap
    }

    func accepts(asciiByte byte: UInt8) -> Bool {
        byte < 64 ? acceptedLow & (1 << UInt64(byte)) != 0 : acceptedHigh & (1 << UInt64(byte &- 64)) != 0
    }
}
