import Foundation
import TextInputCore

/// Chooses the steps of random edit scripts: mostly typing and deleting, with every other kind
/// of edit a field can see mixed in, on fields that take turns.
package struct FuzzStepGenerator {
    /// What typing, pasting and composing insert.
    package let fragments: [String]
    /// How many fields the script edits.
    package let fieldCount: Int
    /// Whether the fields have a form navigator's toolbar.
    package let hasToolbar: Bool

    /// The next step on one of `fields`, usually `current`, which becomes the field the step
    /// acts on.
    @MainActor
    package func step(on fields: [TextInputSimulator], current: inout Int, using random: inout SeededRandomNumberGenerator) -> FuzzStep {
        if fieldCount > 1, random.oneIn(6) {
            current = random.below(fieldCount)
        }
        let field = current
        let text = fields[field].text
        let fragment = random.pick(fragments)
        switch random.below(100) {
        case 0..<30: return .insert(field: field, fragment)
        case 30..<38: return .paste(field: field, FuzzText(random.oneIn(4) ? fragment + random.pick(fragments) : fragment))
        case 38..<52: return .backspace(field: field)
        case 52..<57: return .deleteForward(field: field)
        case 57..<66: return .select(field: field, characterRange(in: text, using: &random))
        case 66..<68: return .selectAll(field: field)
        case 68..<73: return .replace(field: field, characterRange(in: text, using: &random), fragment)
        case 73..<78: return .replaceUTF16Range(field: field, utf16Range(in: text, using: &random), fragment)
        case 78..<81: return .insertFromQuickType(field: field, fragment)
        case 81..<85: return .setMarkedText(field: field, fragment)
        case 85..<87: return .unmarkText(field: field)
        case 87..<89: return .setTextProgrammatically(field: field, fragment)
        case 89..<91: return .setValue(field: field, formattedFrom: random.oneIn(3) ? nil : fragment)
        case 91..<92: return .reformat(field: field)
        case 92..<94: return .pressReturn(field: field)
        case 94..<96: return .beginEditing(field: field)
        case 96..<98: return .endEditing(field: field)
        default:
            guard hasToolbar else { return .insert(field: field, fragment) }
            switch random.below(4) {
            case 0: return .tap(field: field, at: tapPoint(using: &random))
            case 1: return .reuseRow(field: field, row: random.below(fieldCount + 2))
            default: return .toolbar(field: field, random.pick(FuzzToolbarButton.allCases))
            }
        }
    }

    /// A point of the form as ``FuzzFormLayout`` lays it out: in a field's row, on the bar, or
    /// beside the column (on its button or not).
    private func tapPoint(using random: inout SeededRandomNumberGenerator) -> CGPoint {
        switch random.below(3) {
        case 0: CGPoint(x: 10 + random.below(280), y: 60 * random.below(fieldCount) + 5 + random.below(34))
        case 1: CGPoint(x: 10 + random.below(280), y: 1000 + random.below(44))
        default: CGPoint(x: 320 + random.below(100), y: random.below(60 * fieldCount + 100))
        }
    }

    /// A paste of 10 to 100 KB, or of about a megabyte when `megabyte`.
    package func largePaste(on field: Int, megabyte: Bool, using random: inout SeededRandomNumberGenerator) -> FuzzStep {
        let unit = random.pick(FuzzAlphabet.largePasteUnits)
        let bytes = megabyte ? 1 << 20 : 10_000 + random.below(90_000)
        return .paste(field: field, FuzzText(repeating: unit, count: max(1, bytes / unit.utf8.count)))
    }

    /// A range in Characters, usually inside the text, sometimes reaching outside it.
    private func characterRange(in text: String, using random: inout SeededRandomNumberGenerator) -> Range<Int> {
        let count = text.count
        let a = random.below(count + 3) - 1
        let b = random.below(count + 3) - 1
        return min(a, b)..<max(a, b)
    }

    /// A UTF-16 range as a misbehaving host sends it: often splitting a surrogate pair or a
    /// cluster, sometimes negative, past the end, or `NSNotFound`.
    private func utf16Range(in text: String, using random: inout SeededRandomNumberGenerator) -> NSRange {
        let count = text.utf16.count
        if random.oneIn(20) {
            return NSRange(location: random.oneIn(2) ? NSNotFound : Int.max - 1, length: random.oneIn(2) ? 0 : Int.max)
        }
        return NSRange(location: random.below(count + 5) - 2, length: random.below(6) - 1)
    }
}
