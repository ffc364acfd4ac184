import Testing
import TextInputCatalog
import TextInputCore
import TextInputTesting

@Suite("Every built-in format passes TextInputFormatCheck over its catalogue samples")
struct BuiltinFormatCheckTests {
    /// Every format of the catalogue under its playground specifier (`phone`, `phone:GB`…).
    static let specifiers = FormatCatalog.entries.flatMap(\.specifiers)

    /// The entries whose formats are designed to let a Backspace or forward delete step over
    /// text they write back, as the BuiltinFormats and Masks articles say: a mask walks back
    /// over its fixed characters one by one, an amount leaves a zero for a deleted fraction
    /// digit (`$5.25|` → `$5.2|0`) and keeps its leading zero (`0|.5%`), an amount typed cents
    /// first keeps the zeros before its first digit (`$|0.07`), and a phone number's Backspace
    /// on an extension's label moves to the end of the number.
    static let stepOverWrittenText: Set = ["mask", "amount", "amount-cents", "percent", "phone"]

    @MainActor
    @Test("the format keeps every editing rule", arguments: specifiers)
    func builtinFormat(specifier: String) throws {
        let name = String(specifier.prefix { $0 != ":" })
        let entry = try #require(FormatCatalog.entry(named: name))
        let argument = specifier == name ? nil : String(specifier.dropFirst(name.count + 1))
        func check<Made: CatalogFormatProtocol>(_ made: Made) throws {
            var check = TextInputFormatCheck(made.format, samples: entry.samples)
            check.allowsDeletionsThatOnlyMoveTheCaret = Self.stepOverWrittenText.contains(name)
            check.formatCode =
                "try #require(FormatCatalog.entry(named: \(name.debugDescription))?.format(\(argument.map(\.debugDescription) ?? "nil"), of: \(Made.Value.self).self))"
            try check.run()
        }
        try check(try entry.make(argument))
    }
}
