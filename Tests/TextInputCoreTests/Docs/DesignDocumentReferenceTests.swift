import Foundation
import Testing

/// The repository's docs and sources say each rule themselves: none points to a design document
/// the repository does not hold, neither by its name nor by a numbered section of it.
@Suite("No doc or source refers to a design document the repository does not hold")
struct DesignDocumentReferenceTests {
    /// The section sign and the document's name, spelt so that this file does not hold them.
    static let sectionSign = "\u{A7}"
    static let documentName = ["design", "md"].joined(separator: ".")

    /// The folders and files read: every text file below them, build products left out.
    static let roots = [
        "Sources", "Snippets", "Tests", "Benchmarks", "Examples", "Tools", "Docs", ".ci", ".github",
        "README.md", "CONTRIBUTING.md", "SECURITY.md", "CHANGELOG.md", "Package.swift",
    ]

    /// Every text file below `roots`, by its path from the repository's root.
    static func files() -> [String] {
        let root = DocSamplesTests.packageRoot
        return roots.flatMap { name -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.appendingPathComponent(name).path, isDirectory: &isFolder) else { return [] }
            guard isFolder.boolValue else { return [name] }
            let paths = FileManager.default.enumerator(atPath: root.appendingPathComponent(name).path)?.compactMap { $0 as? String } ?? []
            return paths.filter { path in
                !path.split(separator: "/").contains { $0 == ".build" || $0 == ".swiftpm" || $0.hasSuffix(".xcassets") }
            }.map { "\(name)/\($0)" }
        }
    }

    /// The lines of `text` that refer to a design document: its name in any case, or the
    /// section sign before a number, with or without a space.
    static func references(in text: String) -> [String] {
        text.components(separatedBy: "\n").filter { line in
            if line.lowercased().contains(documentName.lowercased()) { return true }
            return line.components(separatedBy: sectionSign).dropFirst().contains { after in
                after.drop { $0 == " " || $0 == "\u{A0}" }.first?.isNumber == true
            }
        }
    }

    @Test("the check finds a section reference and the document's name", arguments: ["see \(sectionSign)4", "(\(sectionSign) 4.2)", "in \(documentName)"])
    func findsReference(line: String) {
        #expect(Self.references(in: "a line\n\(line)\n") == [line])
    }

    @Test("no text file of the repository refers to a design document")
    func noReferences() throws {
        let files = Self.files()
        #expect(files.count > 100)
        for path in files {
            guard let text = try? String(contentsOf: DocSamplesTests.packageRoot.appendingPathComponent(path), encoding: .utf8) else { continue }
            for line in Self.references(in: text) {
                Issue.record("\(path) refers to a design document: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }
}
