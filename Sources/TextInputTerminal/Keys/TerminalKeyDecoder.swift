/// Turns the bytes a terminal in raw mode sends into ``TerminalKey``s.
///
/// It understands UTF-8 text (emoji included), the usual control keys, the CSI and SS3 escape
/// sequences of xterm-compatible terminals (arrows, Home/End, Delete, Shift+arrows, Shift-Tab) and
/// bracketed paste. Input may arrive split anywhere: an unfinished sequence waits for the next
/// bytes. A lone Esc cannot be told apart from the start of a sequence, so it waits too, until
/// ``flush()`` says no more bytes came.
///
/// ```swift
/// var decoder = TerminalKeyDecoder()
/// decoder.decode(Array("4\u{1B}[1;2D\t".utf8))
/// // [.text("4"), .move(.left, selecting: true), .tab]
/// decoder.decode([0x1B])   // [] — maybe the start of a sequence
/// decoder.flush()          // [.escape]
/// ```
package struct TerminalKeyDecoder: Sendable {
    private enum State: Sendable {
        case ground
        case escape
        /// After Esc [: parameter bytes go to `sequenceBytes` until the final byte.
        case controlSequence
        /// Inside a control sequence too long for any key: skipped up to its final byte.
        case ignoredSequence
        /// After Esc O: one final byte.
        case singleShift
        /// Inside a bracketed paste: the pasted bytes go to `sequenceBytes`.
        case paste
    }

    private var state = State.ground
    /// The parameters of the control sequence, or the bytes of the paste, being read. Kept out of
    /// `state` so that appending to it does not copy it.
    private var sequenceBytes: [UInt8] = []
    /// Longer parameters than any key sends: a runaway sequence is dropped.
    private static let maximumParameterCount = 16
    /// Text bytes not yet turned into keys: the run of printable input so far.
    private var textBytes: [UInt8] = []

    /// Creates a decoder with nothing pending.
    package init() {}

    /// Whether a lone Esc is waiting: call ``flush()`` if no byte follows soon.
    package var hasPendingEscape: Bool {
        if case .escape = state { true } else { false }
    }

    /// Decodes `bytes`, keeping an unfinished UTF-8 character or escape sequence for later.
    package mutating func decode(_ bytes: some Sequence<UInt8>) -> [TerminalKey] {
        var keys: [TerminalKey] = []
        for byte in bytes {
            consume(byte, into: &keys)
        }
        let incomplete = Self.incompleteUTF8SuffixLength(of: textBytes)
        let pending = Array(textBytes.suffix(incomplete))
        textBytes.removeLast(incomplete)
        flushText(into: &keys)
        textBytes = pending
        return keys
    }

    /// Ends whatever is pending: a lone Esc becomes ``TerminalKey/escape``, unfinished text is
    /// decoded with replacement characters, an unfinished sequence is dropped.
    package mutating func flush() -> [TerminalKey] {
        var keys: [TerminalKey] = []
        flushText(into: &keys)
        if case .escape = state {
            keys.append(.escape)
        }
        state = .ground
        sequenceBytes.removeAll()
        return keys
    }

    private mutating func consume(_ byte: UInt8, into keys: inout [TerminalKey]) {
        switch state {
        case .ground:
            consumeInGround(byte, into: &keys)
        case .escape:
            switch byte {
            case UInt8(ascii: "["):
                state = .controlSequence
                sequenceBytes.removeAll(keepingCapacity: true)
            case UInt8(ascii: "O"): state = .singleShift
            case 0x1B: keys.append(.escape)
            default:
                // Alt+key: the terminal sends Esc first. Treat it as Esc, then the key.
                keys.append(.escape)
                state = .ground
                consumeInGround(byte, into: &keys)
            }
        case .controlSequence:
            if (0x20...0x3F).contains(byte) {
                sequenceBytes.append(byte)
                if sequenceBytes.count > Self.maximumParameterCount {
                    state = .ignoredSequence
                }
            } else {
                state = .ground
                finishControlSequence(parameters: sequenceBytes, final: byte, into: &keys)
            }
        case .ignoredSequence:
            if !(0x20...0x3F).contains(byte) {
                state = .ground
            }
        case .singleShift:
            state = .ground
            if let key = Self.cursorKey(final: byte, modifier: 1) {
                keys.append(key)
            }
        case .paste:
            sequenceBytes.append(byte)
            if byte == Self.pasteEnd.last, sequenceBytes.count >= Self.pasteEnd.count,
                sequenceBytes.suffix(Self.pasteEnd.count).elementsEqual(Self.pasteEnd)
            {
                sequenceBytes.removeLast(Self.pasteEnd.count)
                state = .ground
                keys.append(.paste(String(decoding: sequenceBytes, as: UTF8.self)))
                sequenceBytes.removeAll(keepingCapacity: true)
            }
        }
    }

    private mutating func consumeInGround(_ byte: UInt8, into keys: inout [TerminalKey]) {
        if byte >= 0x20, byte != 0x7F {
            textBytes.append(byte)
            return
        }
        flushText(into: &keys)
        switch byte {
        case 0x1B: state = .escape
        case 0x0D, 0x0A: keys.append(.enter)
        case 0x09: keys.append(.tab)
        case 0x7F, 0x08: keys.append(.backspace)
        case 0x03: keys.append(.interrupt)
        case 0x01: keys.append(.selectAll)
        case 0x04: keys.append(.done)
        case 0x00: keys.append(.suggestions)
        case 0x12: keys.append(.regions)
        case 0x16: keys.append(.announcements)
        default: break  // other control keys do nothing here
        }
    }

    /// Typed text becomes one key per Character, so that a format sees typing, not a paste.
    private mutating func flushText(into keys: inout [TerminalKey]) {
        guard !textBytes.isEmpty else { return }
        let text = String(decoding: textBytes, as: UTF8.self)
        textBytes.removeAll(keepingCapacity: true)
        keys.append(contentsOf: text.map { .text(String($0)) })
    }

    private mutating func finishControlSequence(parameters: [UInt8], final: UInt8, into keys: inout [TerminalKey]) {
        let numbers = String(decoding: parameters, as: UTF8.self).split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let first = numbers.first.flatMap { $0 }
        let modifier = numbers.count > 1 ? numbers[1] ?? 1 : 1
        if final == UInt8(ascii: "~") {
            switch first {
            case 1, 7: keys.append(.move(.home, selecting: Self.hasShift(modifier)))
            case 4, 8: keys.append(.move(.end, selecting: Self.hasShift(modifier)))
            case 3: keys.append(.delete)
            case 200:
                state = .paste
                sequenceBytes.removeAll(keepingCapacity: true)
            default: break
            }
        } else if final == UInt8(ascii: "Z") {
            keys.append(.backTab)
        } else if let key = Self.cursorKey(final: final, modifier: modifier) {
            keys.append(key)
        }
    }

    private static func cursorKey(final: UInt8, modifier: Int) -> TerminalKey? {
        let selecting = hasShift(modifier)
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .move(.right, selecting: selecting)
        case UInt8(ascii: "D"): return .move(.left, selecting: selecting)
        case UInt8(ascii: "H"): return .move(.home, selecting: selecting)
        case UInt8(ascii: "F"): return .move(.end, selecting: selecting)
        default: return nil
        }
    }

    /// xterm encodes modifiers as 1 + a bit set in which Shift is 1.
    private static func hasShift(_ modifier: Int) -> Bool {
        (modifier - 1) & 1 == 1
    }

    private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// How many bytes at the end of `bytes` start a UTF-8 sequence that is not finished yet.
    static func incompleteUTF8SuffixLength(of bytes: [UInt8]) -> Int {
        // Look back over at most 3 continuation bytes for the lead byte.
        for back in 1...min(4, max(bytes.count, 1)) where back <= bytes.count {
            let byte = bytes[bytes.count - back]
            if byte & 0xC0 == 0x80 { continue }  // continuation byte
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : byte >= 0xC0 ? 2 : 1
            return length > back ? back : 0
        }
        return 0
    }
}
