import TextInputCore

extension TerminalFormatEntry {
    /// The mask the `mask` entry uses when the command line names none.
    public static let defaultMask = "+1 ([000]) [000]-[0000]"

    /// `mask[:format]`: a pattern mask in the InputMask notation (a US phone number unless the
    /// argument gives another mask); the field shows the extracted value once every mandatory
    /// slot is filled. An invalid mask is a one-line error.
    public static let mask = TerminalFormatEntry.format(
        "mask", label: "Mask", summary: "a pattern mask, \(defaultMask) unless the argument gives one", argument: "format"
    ) { argument in
        try TextInputFormats.mask(argument ?? defaultMask)
            .transformValue(direct: { $0.isComplete ? $0 : nil }, reverse: { $0 })
    } describe: { masked in
        TerminalValueDescription(masked.extractedValue)
    }
}
