import Foundation
import Testing
import TextInputCore

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

/// Runs seeded random edit scripts over `format` on a simulator and checks, after every step,
/// that the selection is valid for the text and the value matches the serializer, and at the end
/// that the text is a fixed point of the format (pasting it into a fresh field gives it back).
@MainActor
func checkEditingProperties<Value>(
    of format: TextInputFormat<Value>,
    seed: UInt64,
    scripts: Int = 40,
    steps: Int = 30,
    fragments: [String] = FuzzAlphabet.all,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var random = SeededRandomNumberGenerator(seed: seed)
    for script in 0..<(scripts * fuzzScale) {
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        var log: [String] = []
        for _ in 0..<steps {
            log.append(performRandomEdit(on: field, fragments: fragments, using: &random))
            let context = "seed \(seed), script \(script): \(log.joined(separator: "; "))"
            guard field.text.isValidCharacterRange(field.selectedRange) else {
                Issue.record("selection outside the text \(field.text.debugDescription) after \(context)", sourceLocation: sourceLocation)
                return
            }
            if (binding.value == nil) != ((try? format.serializer.value(for: field.text)) == nil) {
                Issue.record("value out of step with \(field.text.debugDescription) after \(context)", sourceLocation: sourceLocation)
                return
            }
        }
        field.endEditing()
        let fresh = TextInputSimulator()
        // A paste: `insert` of a single Character would be typing, which masks autocomplete.
        format.bind(to: fresh)
        fresh.paste(field.text)
        if fresh.text != field.text {
            Issue.record(
                "not a fixed point: \(field.text.debugDescription) pasted gives \(fresh.text.debugDescription) (seed \(seed), script \(script): \(log.joined(separator: "; ")))",
                sourceLocation: sourceLocation
            )
            return
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
    let count = field.text.count
    let fragment = fragments.randomElement(using: &random) ?? ""
    func randomRange() -> Range<Int> {
        let a = Int.random(in: 0...count, using: &random)
        let b = Int.random(in: 0...count, using: &random)
        return min(a, b)..<max(a, b)
    }
    switch Int.random(in: 0..<100, using: &random) {
    case 0..<40:
        field.insert(fragment)
        return "insert \(fragment.debugDescription)"
    case 40..<55:
        field.backspace()
        return "backspace"
    case 55..<60:
        field.deleteForward()
        return "deleteForward"
    case 60..<72:
        let range = randomRange()
        field.select(range)
        return "select \(range)"
    case 72..<76:
        field.selectAll()
        return "selectAll"
    case 76..<82:
        let range = randomRange()
        field.replace(range, with: fragment)
        return "replace \(range) with \(fragment.debugDescription)"
    case 82..<88:
        field.setMarkedText(fragment)
        if Bool.random(using: &random) { field.unmarkText() }
        return "setMarkedText \(fragment.debugDescription)"
    case 88..<94:
        let utf16Count = field.text.utf16.count
        let location = Int.random(in: -2...(utf16Count + 2), using: &random)
        let length = Int.random(in: -1...3, using: &random)
        field.replaceUTF16Range(NSRange(location: location, length: length), with: fragment)
        return "replaceUTF16Range {\(location), \(length)} with \(fragment.debugDescription)"
    case 94..<97:
        field.pressReturn()
        return "pressReturn"
    default:
        field.endEditing()
        return "endEditing"
    }
}
