import Foundation
import TextInputCatalog
import TextInputCore
import TextInputTesting

/// Every configuration the fuzzer drives: each entry of the format catalogue (with no argument
/// and with each of its sample arguments), the builders chained, masks beyond one pattern
/// (affine, right-to-left, autoskip, a custom notation, overwriting, a remainder), numbers in several locales, dates,
/// inline completion, phone fields whose text changes when editing begins and ends, and a form
/// navigator. Most targets are two fields sharing one format value,
/// edited in turns.
@MainActor
enum FuzzCatalog {
    /// Every target, in the order a run visits them.
    static func all() throws -> [any FuzzTarget] {
        try builtIn() + builders() + (try masks()) + numbers() + dates() + phones() + phoneExtensions() + ibans() + plugins()
    }

    /// What a paste must leave in the field, for the catalogue's formats where that is clear.
    static let pasteRules: [String: FuzzPasteRule] = [
        "plain": .wholeText,
        "digits": .digits(limit: .max),
        "pin": .digits(limit: 4),
        "pin:6": .digits(limit: 6),
        // 12 digits fit every brand's shortest maximum.
        "card-number": .digits(limit: 12),
        "card-security-code": .digits(limit: 3),
        "iban": .asciiLettersAndDigits(limit: 15),
    ]

    /// The catalogue's formats, under their playground specifiers (`phone:GB`), typed and pasted
    /// with their sample inputs.
    static func builtIn() throws -> [any FuzzTarget] {
        try FormatCatalog.entries.flatMap { entry in
            try entry.specifiers.map { specifier in
                let argument = specifier == entry.name ? nil : String(specifier.dropFirst(entry.name.count + 1))
                return target(specifier, entry: entry, argument: argument, made: try entry.make(argument))
            }
        }
    }

    private static func target<Made: CatalogFormatProtocol>(
        _ specifier: String, entry: CatalogEntry, argument: String?, made: Made
    ) -> any FuzzTarget {
        let code =
            "try #require(FormatCatalog.entry(named: \(entry.name.swiftLiteral))?"
            + ".format(\(argument.map(\.swiftLiteral) ?? "nil"), of: \(Made.Value.self).self))"
        var target = FuzzFormatTarget(specifier, sharing: made.format, code: code, fragments: entry.samples + FuzzAlphabet.digits)
        target.pasteRule = pasteRules[specifier]
        target.checksDeletionsAtCaret = !entry.deletionsMayOnlyMoveTheCaret
        target.lettersAreEntered = entry.lettersAreEntered
        return target
    }

    /// The plain format's builders, chained.
    static func builders() -> [any FuzzTarget] {
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
        return [digits, chain, limitFirst]
    }
}
