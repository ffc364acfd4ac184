/// The editing rules of ``TextInputFormats/bankCardNumber(_:)``.
///
/// The shared rule of laid-out texts (``SignificantCharacterEdit``), with digits as the
/// significant characters: every edit is turned into digits — those before the edited range,
/// the inserted ones and those after it — and separators are never edited themselves
/// (deleting one deletes the digit next to it). The brand of the resulting number decides its
/// maximum length and grouping; digits past the maximum are dropped from the end, and the caret
/// goes right after the last inserted digit.
///
/// Per keystroke the work is a few passes over the text (about 25 characters): no Character
/// counting, no Foundation, and a trie lookup for the brand.
struct BankCardNumberFormatter: TextInputEditFormatterType {
    /// The layout of numbers of an unknown brand: groups of four, `options.maxLength` digits.
    let unknownBrandLayout: BankCardNumberLayout

    init(options: BankCardNumberTextInputOptions) {
        unknownBrandLayout = BankCardNumberLayout(unknownBrandMaximumLength: options.maxLength)
    }

    /// The most digits an edit keeps track of: more than any maximum (19) plus one deleted
    /// digit, so that a longer paste loses only digits that would be dropped anyway.
    private static let digitCapacity = 40

    func validate(_ edit: TextInputEdit) -> TextInputValidationResult {
        SignificantCharacterEdit.validate(edit, keeping: DecimalDigitCharacters(), atMost: Self.digitCapacity) { digits, caret in
            let layout = BankCardNumberLayout.of(digits, unknownBrand: unknownBrandLayout)
            let kept = digits.prefix(layout.maximumLength)
            var text: [UInt8] = []
            // Room for the longest formatted number: 19 digits and 4 separators.
            text.reserveCapacity(32)
            layout.appendFormatted(kept, to: &text)
            return (text, Swift.min(caret, kept.count))
        }
    }
}
