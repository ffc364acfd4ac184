import TextInputCore

extension TerminalFormatEntry {
    /// `plain`: any text, as typed; its value is the text.
    public static let plain = TerminalFormatEntry.format("plain", label: "Plain text", summary: "any text, as typed") {
        TextInputFormats.plain
    }

    /// `digits`: decimal digits only; anything else typed or pasted is dropped.
    public static let digits = TerminalFormatEntry.format("digits", label: "Digits", summary: "decimal digits only") {
        TextInputFormats.plain.filter(by: .decimalDigits)
    }

    /// `pin[:length]`: a code of exactly `length` digits (4 unless given); it has a value once
    /// complete.
    public static let pin = TerminalFormatEntry.format(
        "pin", label: "PIN", summary: "exactly 4 digits, or as many as the argument says", argument: "length"
    ) { argument in
        let length = try argument.map(pinLength(from:)) ?? 4
        return TextInputFormats.plain
            .filter(by: .decimalDigits)
            .filter(constrainingCharactersCount: length)
            .transformValue(direct: { $0.count == length ? $0 : nil }, reverse: { $0 })
    }

    private static func pinLength(from argument: String) throws -> Int {
        guard let length = Int(argument), (1...64).contains(length) else {
            throw TerminalDemoError.invalidArgument(format: "pin", argument: argument, reason: "the length must be a whole number from 1 to 64")
        }
        return length
    }
}

extension TerminalFormatRegistry {
    /// Every format the playground offers, in the order the interactive form shows them.
    public static let builtIn = TerminalFormatRegistry([
        .bankCardNumber,
        .bankCardExpiryDate,
        .bankCardSecurityCode,
        .bankCardHolderName,
        .phoneNumber,
        .amount,
        .percent,
        .mask,
        .city,
        .destination,
        .plain,
        .digits,
        .pin,
    ])
}
