import Foundation
import Testing
import TextInputCatalog
import TextInputTerminal

/// The articles that list the built-in formats hold to the format catalogue both ways: every
/// entry has its line in the Demo article's `--list` example and its row in the BuiltinFormats
/// article's table, and every such line and row names an entry. A format added without its
/// docs fails here, and so does a line or row that outlives its format.
@MainActor
@Suite("Demo and BuiltinFormats articles: every catalogue entry listed, and only those")
struct FormatCatalogDocsTests {
    nonisolated static let articles = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TextInputCore/TextInputCore.docc")

    nonisolated static func lines(ofArticle name: String) throws -> [String] {
        try String(contentsOf: articles.appendingPathComponent(name), encoding: .utf8).components(separatedBy: "\n")
    }

    /// What `textinput-demo --list` prints, one line per entry.
    static func listed() -> [String] {
        var output = ""
        _ = TerminalDemoCommand().run(["--list"], standardInputIsTerminal: false, standardOutput: { output += $0 }, standardError: { output += $0 })
        return output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// The lines of the Demo article's `--list` example: those after `$ textinput-demo --list`,
    /// up to the first blank line.
    nonisolated static func demoListLines() throws -> [String] {
        let lines = try lines(ofArticle: "Demo.md")
        guard let command = lines.firstIndex(of: "$ textinput-demo --list") else { return [] }
        return Array(lines[(command + 1)...].prefix { !$0.isEmpty })
    }

    /// A row of the BuiltinFormats article's table of playground names.
    struct Row: CustomTestStringConvertible, Sendable {
        /// The first cell as written, "`phone[:region]`".
        var name: String
        /// The second cell, the field's label.
        var field: String

        var testDescription: String { name }

        /// The usage the cell names, without its backticks; nil when it is not one code span.
        var usage: String? {
            guard name.count > 2, name.hasPrefix("`"), name.hasSuffix("`") else { return nil }
            let usage = name.dropFirst().dropLast()
            return usage.contains("`") ? nil : String(usage)
        }
    }

    /// The rows of the table whose header starts with "Playground name", up to its end.
    nonisolated static func builtinFormatsRows() throws -> [Row] {
        let lines = try lines(ofArticle: "BuiltinFormats.md")
        guard let header = lines.firstIndex(where: { $0.hasPrefix("| Playground name |") }) else { return [] }
        return lines[(header + 2)...].prefix { $0.hasPrefix("|") }.map { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().map { $0.trimmingCharacters(in: .whitespaces) }
            return Row(name: cells.first ?? "", field: cells.dropFirst().first ?? "")
        }
    }

    // MARK: - The Demo article's --list example

    @Test("the Demo article's --list example is exactly what textinput-demo --list prints")
    func demoListIsTheOutput() throws {
        #expect(try Self.demoListLines() == Self.listed())
    }

    @Test("every catalogue entry has its line in the Demo article's --list example", arguments: FormatCatalog.entries.map(\.name))
    func demoListHasEntry(name: String) throws {
        let usage = try #require(FormatCatalog.entry(named: name)).usage
        let line = try #require(Self.listed().first { $0.hasPrefix(usage + " ") })
        #expect(try Self.demoListLines().contains(line), "the Demo article lacks the line \(line.debugDescription)")
    }

    @Test("every line of the Demo article's --list example names a catalogue entry", arguments: try demoListLines())
    func demoListLineNamesEntry(line: String) throws {
        let usage = String(line.prefix { $0 != " " })
        let entry = FormatCatalog.entries.first { $0.usage == usage }
        #expect(entry != nil, "no catalogue entry is listed as \(usage.debugDescription)")
    }

    // MARK: - The BuiltinFormats article's table

    @Test("every catalogue entry has its row in the BuiltinFormats table, under its usage and label", arguments: FormatCatalog.entries.map(\.name))
    func builtinFormatsHasEntry(name: String) throws {
        let entry = try #require(FormatCatalog.entry(named: name))
        let row = try #require(try Self.builtinFormatsRows().first { $0.usage == entry.usage }, "the BuiltinFormats table lacks a row for `\(entry.usage)`")
        #expect(row.field == entry.label)
    }

    @Test("every row of the BuiltinFormats table names a catalogue entry", arguments: try builtinFormatsRows())
    func builtinFormatsRowNamesEntry(row: Row) throws {
        let usage = try #require(row.usage, "the first cell, \(row.name.debugDescription), is not one code span")
        #expect(FormatCatalog.entries.contains { $0.usage == usage }, "no catalogue entry is listed as \(usage.debugDescription)")
    }

    @Test("the BuiltinFormats table's rows are in the catalogue's order")
    func builtinFormatsOrder() throws {
        #expect(try Self.builtinFormatsRows().map(\.usage) == FormatCatalog.entries.map(\.usage))
    }
}
