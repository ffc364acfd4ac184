import Foundation
import Testing

/// Every Swift sample of the documentation is compiled, and checks what the text says it does.
///
/// An article of a DocC catalog (`Sources/<module>/<module>.docc/*.md`) shows its samples with
/// `@Snippet(path:)`: the code lives in `Snippets/`, which `swift build` compiles, and each snippet
/// checks its own claims when `Tools/run-snippets.sh` runs it. A Swift code block is left only
/// where a snippet cannot go, and says why in the comment before it:
/// `<!-- not compiled on Linux … -->` for code of UIKit, AppKit or SwiftUI, and
/// `<!-- compiled in Tests/<target>/Docs/<file>.swift … -->` for code of the package's own
/// targets, whose `package` declarations a snippet cannot import; such a block stands there
/// line for line. The README, which GitHub shows and cannot embed a snippet, keeps code blocks
/// that stand line for line in a snippet of `Snippets/README/`. Trailing `//` comments and
/// blank lines do not count.
@Suite("Documentation samples are snippets, compiled and run")
struct DocSamplesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let readme = packageRoot.appendingPathComponent("README.md")

    /// The Markdown files of every DocC catalog: the articles and the modules' pages.
    static var catalogDocuments: [URL] {
        let sources = packageRoot.appendingPathComponent("Sources")
        let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return modules.sorted().flatMap { module -> [URL] in
            let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { catalog.appendingPathComponent($0) }
        }
    }

    /// Every snippet file, by its path below `Snippets/` without `.swift`, as `@Snippet` names it.
    static var snippets: [String: URL] {
        let folder = packageRoot.appendingPathComponent("Snippets")
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return Dictionary(
            uniqueKeysWithValues: paths.filter { $0.hasSuffix(".swift") }.map { path in
                (String(path.dropLast(".swift".count)), folder.appendingPathComponent(path))
            })
    }

    /// A Swift code block of a Markdown file: its code lines, and the comment that stands before it.
    struct CodeBlock {
        var lines: [String]
        var comment: String?
    }

    static func codeBlocks(in markdown: String) -> [CodeBlock] {
        var blocks: [CodeBlock] = []
        var current: [String]?
        var comment: String?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil {
                if trimmed == "```swift" {
                    current = []
                } else if !trimmed.isEmpty {
                    comment = trimmed.hasPrefix("<!--") ? trimmed : nil
                }
            } else if trimmed == "```" {
                blocks.append(CodeBlock(lines: current ?? [], comment: comment))
                current = nil
                comment = nil
            } else {
                let code = withoutComment(line)
                if !code.isEmpty { current?.append(code) }
            }
        }
        return blocks
    }

    /// The `path` of every `@Snippet` directive, without the package and `Snippets/` prefix.
    static func snippetPaths(in markdown: String) -> [String] {
        markdown.components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("@Snippet(path: \""), let end = trimmed.dropFirst(16).firstIndex(of: "\"") else { return nil }
            let path = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 16)..<end]
            return String(path.components(separatedBy: "Snippets/").last ?? "")
        }
    }

    /// The line without its trailing `//` comment (outside string literals) and surrounding spaces.
    static func withoutComment(_ line: String) -> String {
        var isInString = false
        var previous: Character = " "
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if character == "\"", previous != "\\" {
                isInString.toggle()
            } else if character == "/", previous == "/", !isInString {
                end = line.index(before: index)
                break
            }
            previous = character
        }
        return line[..<end].trimmingCharacters(in: .whitespaces)
    }

    /// The code lines of a Swift file, as `codeBlocks(in:)` counts them.
    static func codeLines(of file: URL) -> [String] {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "")
            .components(separatedBy: "\n").map(withoutComment).filter { !$0.isEmpty }
    }

    static func contains(_ lines: [String], _ block: [String]) -> Bool {
        lines.indices.contains { lines[$0...].starts(with: block) }
    }

    @Test("an article's Swift code block is a snippet, or says why not and where it is compiled", arguments: catalogDocuments)
    func articleSamples(document: URL) throws {
        let markdown = try String(contentsOf: document, encoding: .utf8)
        for block in Self.codeBlocks(in: markdown) {
            let sample = block.lines.joined(separator: "\n")
            let comment = block.comment ?? ""
            if comment.hasPrefix("<!-- not compiled on Linux") { continue }
            guard comment.hasPrefix("<!-- compiled in "), let path = comment.dropFirst(17).split(separator: ":").first else {
                Issue.record("a Swift code block of \(document.lastPathComponent) is neither a @Snippet nor marked as not compiled on Linux:\n\(sample)")
                continue
            }
            let lines = Self.codeLines(of: Self.packageRoot.appendingPathComponent(String(path)))
            #expect(Self.contains(lines, block.lines), "a sample of \(document.lastPathComponent) is not in \(path):\n\(sample)")
        }
    }

    @Test("every @Snippet names a snippet file", arguments: catalogDocuments)
    func snippetsExist(document: URL) throws {
        let markdown = try String(contentsOf: document, encoding: .utf8)
        let snippets = Self.snippets
        for path in Self.snippetPaths(in: markdown) {
            #expect(snippets[path] != nil, "\(document.lastPathComponent) shows Snippets/\(path).swift, which does not exist")
        }
    }

    @Test("every snippet is shown by an article, or repeats the README")
    func everySnippetIsShown() throws {
        let shown = try Set(Self.catalogDocuments.flatMap { Self.snippetPaths(in: try String(contentsOf: $0, encoding: .utf8)) })
        for path in Self.snippets.keys.sorted() where !path.hasPrefix("README/") {
            #expect(shown.contains(path), "Snippets/\(path).swift is shown by no article")
        }
    }

    @Test("each Swift sample of the README stands, line for line, in a snippet of Snippets/README")
    func readmeSamples() throws {
        let markdown = try String(contentsOf: Self.readme, encoding: .utf8)
        let snippets = Self.snippets.filter { $0.key.hasPrefix("README/") }.values.map(Self.codeLines)
        for block in Self.codeBlocks(in: markdown) where !(block.comment ?? "").hasPrefix("<!-- not compiled on Linux") {
            #expect(
                snippets.contains { Self.contains($0, block.lines) },
                "a sample of README.md is in no snippet of Snippets/README:\n\(block.lines.joined(separator: "\n"))")
        }
    }
}
