import Foundation
import Testing
import TextInputCatalog

/// Each catalogue entry lives in a file of its own, `CatalogEntry+<Format>.swift`, in the folder
/// of `Sources/TextInputCatalog` that mirrors its format's folder in `Sources/TextInputCore`, and
/// ``FormatCatalog`` lists every such file's entry: an entry written but never listed fails
/// here, as does one that lives away from its format.
@Suite("Each catalogue entry is a file beside its format's folder, and listed")
struct CatalogEntryFileTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources")

    /// An entry's file, by its path below `Sources/TextInputCatalog`.
    struct EntryFile: CustomTestStringConvertible, Sendable {
        var path: String
        var source: String

        var testDescription: String { path }

        /// The folder the file is in, below the target's folder ("Formats/BankCard/Number").
        var folder: String {
            path.split(separator: "/").dropLast().joined(separator: "/")
        }

        /// The names of the entries the file makes: the name each `CatalogEntry(` starts with.
        var entryNames: [String] {
            source.matches(of: /CatalogEntry\(\s*"([^"]+)"/).map { String($0.output.1) }
        }
    }

    /// Every `CatalogEntry+*.swift` of the catalogue's target.
    static func entryFiles() throws -> [EntryFile] {
        let target = sources.appendingPathComponent("TextInputCatalog")
        let paths = FileManager.default.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? []
        return try paths.filter { ($0 as NSString).lastPathComponent.hasPrefix("CatalogEntry+") && $0.hasSuffix(".swift") }.sorted().map { path in
            EntryFile(path: path, source: try String(contentsOf: target.appendingPathComponent(path), encoding: .utf8))
        }
    }

    @Test("every entry file makes one entry, in a folder that Core has too", arguments: try entryFiles())
    func entryFileMirrorsCore(file: EntryFile) {
        #expect(file.entryNames.count == 1, "\(file.path) makes \(file.entryNames.count) entries")
        var isFolder: ObjCBool = false
        let core = Self.sources.appendingPathComponent("TextInputCore").appendingPathComponent(file.folder)
        #expect(
            !file.folder.isEmpty && FileManager.default.fileExists(atPath: core.path, isDirectory: &isFolder) && isFolder.boolValue,
            "Sources/TextInputCore has no folder \(file.folder) for \(file.path)")
    }

    @Test("every entry file's entry is listed in the catalogue", arguments: try entryFiles())
    func entryFileIsListed(file: EntryFile) {
        for name in file.entryNames {
            #expect(FormatCatalog.entry(named: name) != nil, "\(file.path) makes \"\(name)\", which FormatCatalog.entries does not list")
        }
    }

    @Test("every catalogue entry is made in an entry file of its own", arguments: FormatCatalog.entries.map(\.name))
    func entryHasFile(name: String) throws {
        let files = try Self.entryFiles().filter { $0.entryNames.contains(name) }
        #expect(files.count == 1, "\"\(name)\" is made in \(files.map(\.path))")
    }
}
