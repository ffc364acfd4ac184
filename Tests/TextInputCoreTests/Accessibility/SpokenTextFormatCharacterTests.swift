import Foundation
import Testing
import TextInputCatalog
import TextInputCore

@Suite("No field says an invisible formatting character, in any language")
struct SpokenTextFormatCharacterTests {
    /// Unicode's category Cf: soft hyphens, direction marks, zero-width joiners. Speech skips
    /// them at best; a braille display shows them.
    static func formatCharacters(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { $0.properties.generalCategory == .format }
    }

    /// The catalogue's formats, and a mask long enough to count past twenty, where German's
    /// spelled-out numbers gain soft hyphens ("ein\u{AD}und\u{AD}zwanzig").
    static let specifiers = FormatCatalog.entries.flatMap(\.specifiers) + ["mask:[" + String(repeating: "0", count: 30) + "]"]

    @MainActor
    @Test(
        "each catalogue sample, and each beginning of it, typed into the field, is said in the six languages without one",
        arguments: specifiers)
    func catalogue(specifier: String) throws {
        let name = String(specifier.prefix { $0 != ":" })
        let entry = try #require(FormatCatalog.entry(named: name))
        let argument = specifier == name ? nil : String(specifier.dropFirst(name.count + 1))
        func check<Made: CatalogFormatProtocol>(_ made: Made) {
            for sample in entry.samples {
                #expect(Self.formatCharacters(in: sample).isEmpty, "the sample \(sample.debugDescription) holds one itself")
                for length in 1...sample.count {
                    let field = TextInputSimulator()
                    let binding = made.format.bind(to: field)
                    field.beginEditing()
                    field.paste(String(sample.prefix(length)))
                    for language in TextInputString.localizations {
                        let spoken = binding.spokenText(locale: Locale(identifier: language))
                        #expect(Self.formatCharacters(in: spoken.text).isEmpty, "\(specifier) \(field.text.debugDescription) in \(language)")
                    }
                }
            }
        }
        check(try entry.make(argument))
    }
}
