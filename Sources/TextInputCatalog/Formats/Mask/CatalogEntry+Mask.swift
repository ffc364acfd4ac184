import TextInputCore

extension CatalogEntry {
    /// `mask`: a pattern mask. The value exists once every mandatory slot is filled; the rest of
    /// the mask follows the text, faint, while the field is edited.
    static let mask = CatalogEntry(
        "mask", label: "Mask", summary: "a pattern mask, \(FormatCatalog.defaultMask) unless the argument gives one", argument: "format",
        samples: ["5551234567", "+1 (555) 123-4567", "31.12.1999", "12/34/56", "AB123456", "42", "482", "K"],
        sampleArguments: ["[00]{.}[00]{.}[9900]", "[AA]-[00000099]", "GB[00] [____] [0000] [0000] [0000] [00]", "[0…]", "[_][-]"],
        deletionsMayOnlyMoveTheCaret: true,
        make: { mask in
            try TextInputFormats.mask(mask ?? FormatCatalog.defaultMask, showsRemainder: true, remainderSlotCharacter: "_")
                .transformValue(direct: { $0.isComplete ? $0 : nil }, reverse: { $0 })
        },
        describe: { masked in CatalogValueDescription(masked.extractedValue) }
    )
}

extension FormatCatalog {
    /// The mask the `mask` entry uses when no argument gives one: a US phone number.
    package static let defaultMask = "+1 ([000]) [000]-[0000]"
}
