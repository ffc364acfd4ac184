import Foundation
import Testing

/// The Architecture article's table of adapter files and their Core counterparts names every
/// Swift file of the UIKit and AppKit modules once, and each counterpart it names exists: an
/// adapter file added without its row, or a Core file moved, fails here.
@Suite("Architecture article: every adapter file has a Core counterpart that exists")
struct ArchitectureAdapterTableTests {
    static let sources = DocSamplesTests.packageRoot.appendingPathComponent("Sources")

    /// The table's rows: adapter file (below `Sources/`) to counterpart (below
    /// `Sources/TextInputCore/`).
    static func rows() throws -> [(adapter: String, counterpart: String)] {
        let text = try String(contentsOf: ArchitectureRecipeTests.article, encoding: .utf8)
        guard let start = text.range(of: "\n### Each adapter file and its Core counterpart\n") else { return [] }
        let section = text[start.upperBound...]
        let end = section.range(of: "\n## ")?.lowerBound ?? section.endIndex
        return section[..<end].matches(of: /\n\| `([^`]+)` \| `([^`]+)` \|/).map { (String($0.output.1), String($0.output.2)) }
    }

    /// The Swift files of the UIKit and AppKit modules, below `Sources/`.
    static func adapterFiles() throws -> [String] {
        try ["TextInputUIKit", "TextInputAppKit"].flatMap { module in
            let root = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return files.filter { $0.hasSuffix(".swift") }.map { "\(module)/\($0)" }
        }.sorted()
    }

    @Test("each adapter file has exactly one row")
    func everyAdapterFileHasARow() throws {
        let listed = try Self.rows().map(\.adapter)
        let files = try Self.adapterFiles()
        #expect(files.count > 20)
        #expect(listed.sorted() == files)
    }

    @Test("each counterpart the table names exists in Core")
    func counterpartsExist() throws {
        let rows = try Self.rows()
        #expect(!rows.isEmpty)
        for row in rows {
            let path = Self.sources.appendingPathComponent("TextInputCore/\(row.counterpart)").path
            var isFolder: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), "\(row.adapter): \(row.counterpart) does not exist")
            #expect(isFolder.boolValue == row.counterpart.hasSuffix("/"), "\(row.counterpart): a folder ends with /")
        }
    }
}

/// The UIKit and AppKit modules stay translation: at most 1,900 lines that are neither blank nor
/// comments, and at most 90 of them `if`, `guard` or `switch` lines, counted over the modules'
/// Swift files, as the Architecture article states. A decision added to an adapter
/// instead of Core shows here first.
@Suite("The adapters stay translation: their size and their branches")
struct AdapterMeasureTests {
    /// The adapters' lines that are neither blank nor comments.
    static func codeLines() throws -> [Substring] {
        try ArchitectureAdapterTableTests.adapterFiles().flatMap { file in
            let text = try String(contentsOf: ArchitectureAdapterTableTests.sources.appendingPathComponent(file), encoding: .utf8)
            return text.split(separator: "\n").filter { line in
                let trimmed = line.drop { $0 == " " || $0 == "\t" }
                return !trimmed.isEmpty && !trimmed.hasPrefix("//")
            }
        }
    }

    @Test("at most 1,900 lines of code")
    func size() throws {
        let count = try Self.codeLines().count
        #expect(count > 1_000)
        #expect(count <= 1_900)
    }

    @Test("at most 90 lines that branch")
    func branches() throws {
        let branching = try Self.codeLines().filter { $0.contains(/^\s*(\} else )?(if|guard|switch)\b/) }
        #expect(branching.count <= 90)
        #expect(!branching.isEmpty)
    }
}
