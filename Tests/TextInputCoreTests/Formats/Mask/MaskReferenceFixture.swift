import Foundation
import Testing
import TextInputCore

/// The reference results of the InputMask family, read from `../shared/fixtures/mask-reference.json`
/// beside the package (present in CI, absent from a clone of the package alone).
enum MaskReferenceFixture {
    /// Where the fixture lives: next to the package root, which is five folders above this file.
    static let url: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<5 { url.deleteLastPathComponent() }
        return url.deletingLastPathComponent().appendingPathComponent("shared/fixtures/mask-reference.json")
    }()

    static let skipMessage = "mask-reference.json not found at \(url.path): it lives in ../shared/fixtures beside the package (CI has it); skipped"

    static let file: File? = {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return try? JSONDecoder().decode(File.self, from: data)
    }()

    static var isAvailable: Bool { file != nil }

    struct File: Decodable {
        var apply: [ApplyCase]
        var typing: [TypingCase]
        var backspace: [BackspaceCase]
        var applyCaret: [CaretCase]
        var maskInfo: [InfoCase]
        var invalidMasks: [String]
    }

    struct Notation: Decodable, Sendable {
        var character: String
        var sets: [String]
        var chars: String
        var optional: Bool

        var maskNotation: MaskNotation {
            var set = CharacterSet(charactersIn: chars)
            for name in sets {
                switch name {
                case "letters": set.formUnion(.letters)
                case "decimalDigits": set.formUnion(.decimalDigits)
                case "alphanumerics": set.formUnion(.alphanumerics)
                case "lowercaseLetters": set.formUnion(.lowercaseLetters)
                case "uppercaseLetters": set.formUnion(.uppercaseLetters)
                case "whitespaces": set.formUnion(.whitespaces)
                case "punctuationCharacters": set.formUnion(.punctuationCharacters)
                case "symbols": set.formUnion(.symbols)
                default: preconditionFailure("unknown CharacterSet \(name) in the fixture")
                }
            }
            return MaskNotation(character: Character(character), characterSet: set, isOptional: optional)
        }
    }

    /// What the reference shows after one step.
    struct Step: Decodable, Sendable, Equatable, CustomStringConvertible {
        var text: String
        var caret: Int
        var value: String
        var complete: Bool

        var description: String {
            "\(text.debugDescription) caret \(caret) value \(value.debugDescription) complete \(complete)"
        }
    }

    struct ApplyCase: Decodable, Sendable, CustomTestStringConvertible {
        var mask: String
        var affine: [String]
        var strategy: String
        var notations: [Notation]?
        var input: String
        var text: String
        var caret: Int
        var value: String
        var complete: Bool
        var picked: Int?
        var affinity: Int
        var tailPlaceholder: String

        var expected: Step { Step(text: text, caret: caret, value: value, complete: complete) }
        var testDescription: String { "\(mask) \(affine) \(strategy) ← \(input.debugDescription)" }
    }

    struct TypingCase: Decodable, Sendable, CustomTestStringConvertible {
        var mask: String
        var affine: [String]
        var strategy: String
        var notations: [Notation]?
        var keys: String
        var steps: [Step]

        var testDescription: String { "\(mask) \(affine) \(strategy) typing \(keys.debugDescription)" }
    }

    struct BackspaceCase: Decodable, Sendable, CustomTestStringConvertible {
        var mask: String
        var affine: [String]
        var strategy: String
        var notations: [Notation]?
        var start: String
        var steps: [Step]
        var cycle: Bool?

        var testDescription: String { "\(mask) \(affine) \(strategy) backspacing \(start.debugDescription)" }
    }

    struct CaretCase: Decodable, Sendable, CustomTestStringConvertible {
        var mask: String
        var notations: [Notation]?
        var input: String
        var inputCaret: Int
        var gravity: String
        var autocomplete: Bool?
        var autoskip: Bool?
        var text: String
        var caret: Int
        var value: String
        var complete: Bool
        var affinity: Int
        var tailPlaceholder: String

        var caretGravity: Mask.CaretGravity {
            gravity == "forward" ? .forward(autocomplete: autocomplete ?? false) : .backward(autoskip: autoskip ?? false)
        }

        var testDescription: String { "\(mask) ← \(input.debugDescription) caret \(inputCaret) \(caretGravity)" }
    }

    struct InfoCase: Decodable, Sendable, CustomTestStringConvertible {
        var mask: String
        var notations: [Notation]?
        var valid: Bool
        var placeholder: String?
        var acceptableTextLength: Int?
        var totalTextLength: Int?
        var acceptableValueLength: Int?
        var totalValueLength: Int?

        var testDescription: String { mask.debugDescription }
    }

    static func strategy(named name: String) -> MaskAffinityStrategy {
        switch name {
        case "prefix": .prefix
        case "capacity": .capacity
        case "extractedValueCapacity": .extractedValueCapacity
        default: .wholeString
        }
    }
}
