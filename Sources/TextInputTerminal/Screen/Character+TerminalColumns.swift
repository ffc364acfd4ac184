extension Character {
    /// How many terminal columns the Character takes: 2 for emoji and East Asian wide
    /// characters, 1 otherwise (a control character is drawn as "�").
    ///
    /// Terminals disagree at the edges (some emoji sequences, ambiguous-width characters); this
    /// follows what xterm-compatible terminals do for the common cases.
    var terminalColumns: Int {
        guard let first = unicodeScalars.first else { return 0 }
        if first.properties.generalCategory == .control { return 1 }
        if first.properties.isEmojiPresentation || unicodeScalars.contains("\u{FE0F}") { return 2 }
        return Self.isEastAsianWide(first.value) ? 2 : 1
    }

    /// The wide ranges of Unicode's East Asian Width property (UAX #11) that matter in practice:
    /// Hangul Jamo, CJK, Hangul syllables, compatibility ideographs, fullwidth forms.
    private static func isEastAsianWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            true
        default:
            false
        }
    }
}

extension Sequence where Element == Character {
    /// How many terminal columns the Characters take.
    var terminalColumns: Int {
        reduce(0) { $0 + $1.terminalColumns }
    }
}

extension String {
    /// The text with control characters (Esc, Tab…) replaced by "�", so that text the user
    /// pasted cannot send escape sequences to the terminal.
    var replacingTerminalControls: String {
        guard contains(where: { $0.unicodeScalars.first?.properties.generalCategory == .control }) else { return self }
        return String(map { $0.unicodeScalars.first?.properties.generalCategory == .control ? "\u{FFFD}" : $0 })
    }
}
