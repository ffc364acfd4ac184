import Testing
import TextInputCatalog
import TextInputCore
import TextInputTesting

@Suite("Every built-in format passes TextInputFormatCheck over its catalogue samples")
struct BuiltinFormatCheckTests {
    /// Every format of the catalogue under its playground specifier (`phone`, `phone:GB`…).
    static let specifiers = FormatCatalog.entries.flatMap(\.specifiers)

    @MainActor
    @Test("the format keeps every editing rule", arguments: specifiers)
    func builtinFormat(specifier: String) throws {
        let name = String(specifier.prefix { $0 != ":" })
        let entry = try #require(FormatCatalog.entry(named: name))
        let argument = specifier == name ? nil : String(specifier.dropFirst(name.count + 1))
        func check<Made: CatalogFormatProtocol>(_ made: Made) throws {
            var check = TextInputFormatCheck(made.format, samples: entry.samples)
            check.allowsDeletionsThatOnlyMoveTheCaret = entry.deletionsMayOnlyMoveTheCaret
            check.lettersAreEntered = entry.lettersAreEntered
            check.formatCode =
                "try #require(FormatCatalog.entry(named: \(name.debugDescription))?.format(\(argument.map(\.debugDescription) ?? "nil"), of: \(Made.Value.self).self))"
            try check.run()
        }
        try check(try entry.make(argument))
    }
}
