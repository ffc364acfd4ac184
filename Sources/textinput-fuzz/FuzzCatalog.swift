import Foundation
import TextInputCore

/// Every configuration the fuzzer drives: each built-in format, the builders chained, masks
/// (affine and right-to-left among them), numbers in several locales, inline completion and a
/// form navigator. Most targets are two fields sharing one format value, edited in turns.
@MainActor
enum FuzzCatalog {
    /// Every target, in the order a run visits them.
    static func all() throws -> [any FuzzTarget] {
        foundation() + bankCards() + phoneNumbers() + (try masks()) + numbers() + plugins()
    }

    /// The plain format and its builders.
    static func foundation() -> [any FuzzTarget] {
        var plain = FuzzFormatTarget("plain", sharing: TextInputFormats.plain, code: "TextInputFormats.plain")
        plain.pasteRule = .wholeText
        var digits = FuzzFormatTarget(
            "plain-digits-6",
            sharing: TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6),
            code: "TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6)",
            fragments: ["12", "345", "0042", "999999"]
        )
        digits.pasteRule = .digits(limit: 6)
        let chain = FuzzFormatTarget(
            "plain-chain",
            sharing: TextInputFormats.plain
                .filter(by: CharacterSet.letters.union(.decimalDigits))
                .map { text, selection in (text.uppercased(), selection) }
                .filter(constrainingCharactersCount: 8)
                .transformValue(direct: { $0.isEmpty ? nil : $0 }, reverse: { $0 }),
            code: """
                TextInputFormats.plain
                    .filter(by: CharacterSet.letters.union(.decimalDigits))
                    .map { text, selection in (text.uppercased(), selection) }
                    .filter(constrainingCharactersCount: 8)
                    .transformValue(direct: { $0.isEmpty ? nil : $0 }, reverse: { $0 })
                """
        )
        let limitFirst = FuzzFormatTarget(
            "plain-limit-then-filter",
            sharing: TextInputFormats.plain.filter(constrainingCharactersCount: 5).filter(by: .letters),
            code: "TextInputFormats.plain.filter(constrainingCharactersCount: 5).filter(by: .letters)"
        )
        return [plain, digits, chain, limitFirst]
    }

    /// The four bank card formats.
    static func bankCards() -> [any FuzzTarget] {
        let cardFragments = ["4111 1111 1111 1111", "378282246310005", "3782 822463 10005", "36227206271667", "4000000000000000006", "４", "٣"]
        var number = FuzzFormatTarget(
            "bankCardNumber", sharing: TextInputFormats.bankCardNumber(), code: "TextInputFormats.bankCardNumber()",
            fragments: cardFragments + FuzzAlphabet.digits
        )
        // 12 digits fit every brand's shortest maximum.
        number.pasteRule = .digits(limit: 12)
        let expiry = FuzzFormatTarget(
            "bankCardExpiryDate", sharing: TextInputFormats.bankCardExpiryDate(), code: "TextInputFormats.bankCardExpiryDate()",
            fragments: ["12/34", "1234", "12/2034", "13/40", "0", "1", "/34", "1/", "99"] + FuzzAlphabet.digits
        )
        var code = FuzzFormatTarget(
            "bankCardSecurityCode", sharing: TextInputFormats.bankCardSecurityCode(), code: "TextInputFormats.bankCardSecurityCode()",
            fragments: ["12", "123", "1234"] + FuzzAlphabet.digits
        )
        code.pasteRule = .digits(limit: 3)
        let name = FuzzFormatTarget(
            "bankCardHolderName", sharing: TextInputFormats.bankCardHolderName(), code: "TextInputFormats.bankCardHolderName()",
            fragments: ["O'NEIL", "Jean-Luc", "J. R. R.", "  ", "--", "李", "ø", "É"]
        )
        return [number, expiry, code, name]
    }

    /// Phone numbers in a few regions.
    static func phoneNumbers() -> [any FuzzTarget] {
        let fragments = ["+", "+44", "+1 415", "(415) 555-2671", "020 7946 0958", "030 1234567", "+49 30 1234567", "98765 43210", "00"]
            + FuzzAlphabet.digits
        return ["US", "GB", "DE", "IN"].map { region in
            FuzzFormatTarget(
                "phoneNumber-\(region)",
                sharing: TextInputFormats.phoneNumber(.options(defaultRegion: region)),
                code: "TextInputFormats.phoneNumber(.options(defaultRegion: \"\(region)\"))",
                fragments: fragments
            )
        }
    }
}
