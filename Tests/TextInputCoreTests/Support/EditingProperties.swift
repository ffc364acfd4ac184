import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// Fragments that random edit scripts insert: what users type, paste and what breaks naive
/// string handling.
enum FuzzAlphabet {
    static let digits = (0...9).map(String.init)
    static let letters = ["a", "Z", "é", "ß", "q"]
    static let punctuation = [" ", "-", "/", ".", "(", ")", "+", "'", ",", "\n"]
    static let hostile = [
        "👍🏽", "🇫🇷", "👨‍👩‍👧", "e\u{301}", "\u{301}", "\u{200D}", "ا", "שלום", "\u{202E}",
        "１２", "٣", "\r\n", "\u{FEFF}", "𝟘", "",
    ]
    static let pastes = ["4111 1111 1111 1111", "+1 (415) 555-2671", "12/34", "abc123def", "👍🏽1👍🏽2"]

    /// Every kind of fragment.
    static let all = digits + letters + punctuation + hostile + pastes
}

/// How many random scripts the property tests run: a small number on CI, more with
/// `TEXTINPUT_FUZZ_SCALE=50 swift test`.
let fuzzScale = ProcessInfo.processInfo.environment["TEXTINPUT_FUZZ_SCALE"].flatMap(Int.init) ?? 1

/// Runs seeded random edit scripts over `format` on a simulator and checks the editing
/// invariants (``EditingInvariantChecker``) after every step and once more after editing ends.
/// Scripts alternate between a simulator that reports edit kinds and one that does not (UIKit).
@MainActor
func checkEditingProperties<Value: Equatable>(
    of format: TextInputFormat<Value>,
    seed: UInt64,
    scripts: Int = 40,
    steps: Int = 30,
    fragments: [String] = FuzzAlphabet.all,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for script in 0..<(scripts * fuzzScale) {
        let reporting = EditKindReporting.allCases[script % 2]
        let field = TextInputSimulator(reporting)
        field.expectsAutoFill = Bool.random(using: &random)
        let checker = EditingInvariantChecker(format: format, field: field, binding: format.bind(to: field))
        var log: [String] = []
        func check(_ edit: RandomEdit) -> Bool {
            checker.willEdit()
            edit.perform(on: field)
            if case .setTextProgrammatically = edit { checker.textWasSetProgrammatically() }
            log.append(edit.description)
            guard let violation = checker.violation() else { return true }
            Issue.record(
                "\(violation.invariant.rawValue): \(violation.detail) (seed \(seed), script \(script) \(reporting): \(log.joined(separator: "; ")))",
                sourceLocation: sourceLocation
            )
            return false
        }
        for _ in 0..<steps {
            guard check(RandomEdit.random(for: field, fragments: fragments, using: &random)) else { return }
        }
        guard check(.endEditing) else { return }
    }
}

/// Runs seeded random edits over two fields bound to one format value, alternating between them
/// at random, and checks after every step that each field holds the text and value of a field
/// bound to a format of its own (made anew by `makeFormat`) that saw only its edits, and that the
/// shared format's serializer reads every text as a format that was never bound does.
@MainActor
func checkSharedFormatProperties<Value: Equatable>(
    seed: UInt64,
    steps: Int = 200,
    fragments: [String] = FuzzAlphabet.all,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ makeFormat: () throws -> TextInputFormat<Value>
) rethrows {
    var random = SeededRandomNumberGenerator(seed: seed)
    let shared = try makeFormat()
    let neverBound = try makeFormat()
    for reporting in EditKindReporting.allCases {
        let fields = [TextInputSimulator(reporting), TextInputSimulator(reporting)]
        let bindings = fields.map { shared.bind(to: $0) }
        let references = [TextInputSimulator(reporting), TextInputSimulator(reporting)]
        let referenceBindings = try references.map { try makeFormat().bind(to: $0) }
        var log: [String] = []
        for _ in 0..<(steps * fuzzScale) {
            let index = Int.random(in: 0...1, using: &random)
            let edit = RandomEdit.random(for: fields[index], fragments: fragments, using: &random)
            edit.perform(on: fields[index])
            edit.perform(on: references[index])
            log.append("field \(index): \(edit)")
            for index in 0...1
            where fields[index].text != references[index].text
                || bindings[index].value != referenceBindings[index].value
            {
                Issue.record(
                    "field \(index) shows \(fields[index].text.debugDescription) = \(String(describing: bindings[index].value)), alone it would show \(references[index].text.debugDescription) = \(String(describing: referenceBindings[index].value)) (seed \(seed), \(reporting): \(log.joined(separator: "; ")))",
                    sourceLocation: sourceLocation
                )
                return
            }
            for text in fields.map(\.text) where (try? shared.serializer.value(for: text)) != (try? neverBound.serializer.value(for: text)) {
                Issue.record(
                    "the shared serializer reads \(text.debugDescription) differently after \(log.joined(separator: "; ")) (seed \(seed))",
                    sourceLocation: sourceLocation
                )
                return
            }
        }
    }
}

/// One random user action on a simulator, as data, so that it can be replayed on another field.
enum RandomEdit: CustomStringConvertible {
    case insert(String)
    case backspace
    case deleteForward
    case select(Range<Int>)
    case selectAll
    case replace(Range<Int>, String)
    case markedText(String, commits: Bool)
    case replaceUTF16Range(NSRange, String)
    case insertFromQuickType(String)
    /// App code sets the text, and the field reports at its next focus change.
    case setTextProgrammatically(String)
    case pressReturn
    case endEditing

    /// A random action for `field`, inserting one of `fragments` where it inserts.
    @MainActor
    static func random(
        for field: TextInputSimulator,
        fragments: [String],
        using random: inout SeededRandomNumberGenerator
    ) -> RandomEdit {
        let count = field.text.count
        let fragment = fragments.randomElement(using: &random) ?? ""
        func randomRange() -> Range<Int> {
            let a = Int.random(in: 0...count, using: &random)
            let b = Int.random(in: 0...count, using: &random)
            return min(a, b)..<max(a, b)
        }
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<38: return .insert(fragment)
        case 38..<52: return .backspace
        case 52..<57: return .deleteForward
        case 57..<68: return .select(randomRange())
        case 68..<71: return .selectAll
        case 71..<77: return .replace(randomRange(), fragment)
        case 77..<83: return .markedText(fragment, commits: Bool.random(using: &random))
        case 83..<89:
            let utf16Count = field.text.utf16.count
            let location = Int.random(in: -2...(utf16Count + 2), using: &random)
            let length = Int.random(in: -1...3, using: &random)
            return .replaceUTF16Range(NSRange(location: location, length: length), fragment)
        case 89..<92: return .insertFromQuickType(fragment)
        case 92..<94: return .setTextProgrammatically(fragment)
        case 94..<97: return .pressReturn
        default: return .endEditing
        }
    }

    @MainActor
    func perform(on field: TextInputSimulator) {
        switch self {
        case let .insert(string): field.insert(string)
        case .backspace: field.backspace()
        case .deleteForward: field.deleteForward()
        case let .select(range): field.select(range)
        case .selectAll: field.selectAll()
        case let .replace(range, string): field.replace(range, with: string)
        case let .markedText(string, commits):
            field.setMarkedText(string)
            if commits { field.unmarkText() }
        case let .replaceUTF16Range(range, string): field.replaceUTF16Range(range, with: string)
        case let .insertFromQuickType(value): field.insertFromQuickType(value)
        case let .setTextProgrammatically(text):
            field.setTextProgrammatically(text)
            field.endEditing()
            field.beginEditing()
        case .pressReturn: field.pressReturn()
        case .endEditing: field.endEditing()
        }
    }

    var description: String {
        switch self {
        case let .insert(string): "insert \(string.debugDescription)"
        case .backspace: "backspace"
        case .deleteForward: "deleteForward"
        case let .select(range): "select \(range)"
        case .selectAll: "selectAll"
        case let .replace(range, string): "replace \(range) with \(string.debugDescription)"
        case let .markedText(string, commits): "setMarkedText \(string.debugDescription)\(commits ? ", unmarkText" : "")"
        case let .replaceUTF16Range(range, string): "replaceUTF16Range {\(range.location), \(range.length)} with \(string.debugDescription)"
        case let .insertFromQuickType(value): "insertFromQuickType \(value.debugDescription)"
        case let .setTextProgrammatically(text): "setTextProgrammatically \(text.debugDescription), refocus"
        case .pressReturn: "pressReturn"
        case .endEditing: "endEditing"
        }
    }
}

/// Performs one random user action on `field` and describes it.
@MainActor
func performRandomEdit(
    on field: TextInputSimulator,
    fragments: [String],
    using random: inout SeededRandomNumberGenerator
) -> String {
    let edit = RandomEdit.random(for: field, fragments: fragments, using: &random)
    edit.perform(on: field)
    return edit.description
}
