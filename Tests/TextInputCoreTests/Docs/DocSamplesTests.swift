import Foundation
import Testing

/// Every Swift sample in README.md and Docs/ must stand, line for line, in a test file of a
/// `Tests/<target>/Docs/` folder, so that it is compiled and its claims are checked. A sample preceded by an
/// `<!-- not compiled on Linux … -->` comment is exempt; `import` lines may stand elsewhere, and
/// `print` lines, which show an outcome, may be replaced in the test by an expectation of it.
/// Trailing `//` comments do not count.
@Suite("Documentation samples are compiled in tests")
struct DocSamplesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var documents: [URL] {
        let docs = packageRoot.appendingPathComponent("Docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [packageRoot.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    /// The Swift code blocks of a Markdown file that must be compiled, each as trimmed lines.
    static func samples(in markdown: String) -> [[String]] {
        var samples: [[String]] = []
        var current: [String]?
        var exempt = false
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = withoutComment(line)
            if current == nil {
                if trimmed == "```swift" {
                    current = []
                } else if !trimmed.isEmpty {
                    exempt = trimmed.hasPrefix("<!-- not compiled on Linux")
                }
            } else if trimmed == "```" {
                if let sample = current, !exempt { samples.append(sample) }
                current = nil
                exempt = false
            } else if isCode(trimmed) {
                current?.append(trimmed)
            }
        }
        return samples
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

    /// Whether a trimmed line counts when a sample is looked for in the tests.
    static func isCode(_ line: String) -> Bool {
        !line.isEmpty && !line.hasPrefix("import ") && !line.hasPrefix("print(") && !line.hasPrefix("#expect(")
    }

    static var testLines: [String] {
        let tests = packageRoot.appendingPathComponent("Tests")
        let targets = (try? FileManager.default.contentsOfDirectory(atPath: tests.path)) ?? []
        return targets.flatMap { target -> [String] in
            let folder = tests.appendingPathComponent(target).appendingPathComponent("Docs")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { $0.hasSuffix(".swift") }.flatMap { name in
                ((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
                    .components(separatedBy: "\n")
                    .map(withoutComment)
                    .filter(isCode)
            }
        }
    }

    @Test("each Swift sample appears in a sample test", arguments: documents)
    func sampleIsTested(document: URL) throws {
        let markdown = try String(contentsOf: document, encoding: .utf8)
        let lines = Self.testLines
        for sample in Self.samples(in: markdown) {
            let found = lines.indices.contains { start in
                lines[start...].starts(with: sample)
            }
            #expect(found, "a sample of \(document.lastPathComponent) is not in a Tests/*/Docs test:\n\(sample.joined(separator: "\n"))")
        }
    }
}
