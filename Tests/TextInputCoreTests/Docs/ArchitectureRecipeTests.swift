import Foundation
import Testing

/// The Architecture article's "Adding a format" is a recipe of paths from the repository's root,
/// with `<Folder>` for a format's folder below `Sources/TextInputCore/Formats/` and `<Format>` for
/// its value type's name. Filled in for a format that follows it, every path it names exists,
/// so that the recipe cannot drift from the layout; and it names every file that a test or a
/// tool holds a new format to.
@Suite("Architecture article: the walk-through of adding a format names real paths")
struct ArchitectureRecipeTests {
    static let article = DocSamplesTests.packageRoot.appendingPathComponent("Sources/TextInputCore/TextInputCore.docc/Architecture.md")

    /// The section "Adding a format", up to the next section.
    static func walkThrough() throws -> String {
        let text = try String(contentsOf: article, encoding: .utf8)
        guard let start = text.range(of: "\n## Adding a format\n") else { return "" }
        let rest = text[start.upperBound...]
        return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
    }

    /// The paths the walk-through names: each code span whose first word has a "/" or a file's
    /// extension, as written (placeholders included), in order and once each.
    static func namedPaths() throws -> [String] {
        let spans = try walkThrough().matches(of: /`([^`]+)`/).map { String($0.output.1) }
        var paths: [String] = []
        for span in spans {
            let word = String(span.split(whereSeparator: \.isWhitespace).first ?? "")
            let isPath = word.contains("/") || [".swift", ".md", ".txt", ".sh"].contains { word.hasSuffix($0) }
            if isPath, !paths.contains(word) { paths.append(word) }
        }
        return paths
    }

    /// The paths the numbered steps name: the files every format has, without the optional
    /// ones (options, a format style, configuration errors) the text names after the list.
    static func stepPaths() throws -> [String] {
        let walkThrough = try walkThrough()
        let steps = walkThrough[..<(walkThrough.range(of: "\nOptions, ")?.lowerBound ?? walkThrough.endIndex)]
        let spans = steps.matches(of: /`([^`]+)`/).map { String($0.output.1) }
        return try namedPaths().filter { path in spans.contains { $0.hasPrefix(path) } }
    }

    /// A format that follows the recipe, with what its placeholders stand for.
    struct RecipeFormat: CustomTestStringConvertible, Sendable {
        var folder: String
        var format: String
        /// Whether the format has the optional files too: options, a format style and
        /// configuration errors.
        var hasOptionalFiles = true

        var testDescription: String { format }

        /// `path` with the placeholders filled in.
        func filling(_ path: String) -> String {
            path.replacingOccurrences(of: "<Folder>", with: folder).replacingOccurrences(of: "<Format>", with: format)
        }
    }

    /// The formats whose files the recipe is held to.
    static let formats = [
        RecipeFormat(folder: "BankCard/Number", format: "BankCardNumber"),
        RecipeFormat(folder: "IBAN", format: "IBAN", hasOptionalFiles: false),
    ]

    @Test("the walk-through is a numbered list, from 1 without a gap")
    func numberedList() throws {
        let numbers = try Self.walkThrough().components(separatedBy: "\n").compactMap { line -> Int? in
            guard let dot = line.firstIndex(of: "."), line[dot...].hasPrefix(". ") else { return nil }
            return Int(line[..<dot])
        }
        #expect(numbers.count > 5)
        #expect(numbers == Array(1...max(numbers.count, 1)))
    }

    @Test("each path the walk-through names exists, filled in for a format that follows it", arguments: try namedPaths(), formats)
    func pathExists(path: String, format: RecipeFormat) throws {
        let isStep = try Self.stepPaths().contains(path)
        guard format.hasOptionalFiles || isStep else { return }
        let filled = format.filling(path)
        #expect(!filled.contains("<"), "\(path) has a placeholder other than <Folder> and <Format>")
        let url = DocSamplesTests.packageRoot.appendingPathComponent(filled)
        #expect(FileManager.default.fileExists(atPath: url.path), "\(filled) does not exist (the walk-through's \(path))")
    }

    @Test(
        "the walk-through names each thing a test, a tool or a reader holds a new format to",
        arguments: [
            ("Sources/TextInputCore/Formats/<Folder>/TextInputFormats+<Format>.swift", "the factory"),
            ("Sources/TextInputCore/Formats/<Folder>/<Format>+Redaction.swift", "the redaction of a value that identifies someone"),
            ("TextInputRedactedValue", "what the redaction conforms to"),
            ("Sources/TextInputCore/Text/SignificantCharacterEdit+Layout.swift", "the editing rules a format builds on"),
            ("SignificantCharacters", "the editing rules' reading of a text"),
            ("TextInputFormatCheck(format, samples:).run()", "the check every format's tests run"),
            ("Sources/TextInputTesting/EditingInvariantChecker.swift", "the property tests' invariant checker"),
            ("Sources/TextInputCatalog/Formats/<Folder>/CatalogEntry+<Format>.swift", "the catalogue entry, beside its format"),
            ("Sources/TextInputCatalog/FormatCatalog.swift", "the catalogue's list"),
            ("Sources/textinput-fuzz/FuzzCatalog.swift", "the fuzzer's targets"),
            ("Benchmarks/CatalogBenchmarks.swift", "the benchmark rows"),
            ("Sources/TextInputCore/TextInputCore.docc/BuiltinFormats.md", "its row, which FormatCatalogDocsTests demands"),
            ("Sources/TextInputCore/TextInputCore.docc/Demo.md", "its --list line, which FormatCatalogDocsTests demands"),
            ("Docs/API/TextInputCore.txt", "the public API baseline, which Tools/check-public-api.sh checks"),
            ("Tools/check-public-api.sh --update", "how the baseline is refreshed"),
            ("CHANGELOG.md", "every new public name"),
            ("TextInputFormats.mask(_:)", "the mask, when it is the better choice"),
        ])
    func namesRequirement(text: String, why: String) throws {
        #expect(try Self.walkThrough().contains("`\(text)`"), "the walk-through does not name \(text): \(why)")
    }
}
