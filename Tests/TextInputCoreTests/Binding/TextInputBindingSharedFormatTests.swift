import Foundation
import Testing
import TextInputCore

/// A format is a value two fields may share: edited in turns, each field reports the value it
/// would have alone, and the format's serializer reads a text the same whatever was edited.
@MainActor
@Suite("Two fields bound to one format")
struct TextInputBindingSharedFormatTests {
    /// A built-in format, and the keys typed into two fields in turns.
    struct Example: Sendable, CustomTestStringConvertible {
        var name: String
        var first: [String]
        var second: [String]
        var testDescription: String { name }
    }

    nonisolated static let examples: [Example] = [
        Example(name: "plain", first: ["a", "b"], second: ["x", "y", "z"]),
        Example(name: "card number", first: Array("4111111111111111").map(String.init), second: Array("378282246310005").map(String.init)),
        Example(name: "expiry date", first: ["1", "2", "3", "4"], second: ["0", "5"]),
        Example(name: "holder name", first: ["j", "o"], second: ["a", "n", "n"]),
        Example(name: "security code", first: ["1", "2", "3"], second: ["4", "5"]),
        Example(name: "phone number", first: Array("4155552671").map(String.init), second: ["+", "4", "4", "2", "0"]),
        Example(name: "mask", first: ["5", "5", "5"], second: ["1"]),
        // The same text, "0Z", is complete after 😀 was refused, not before (as in InputMask).
        Example(name: "right-to-left mask", first: ["0", "Z", "😀"], second: ["0", "Z"]),
        Example(name: "affine masks", first: Array("31121999").map(String.init), second: Array("3112").map(String.init)),
        Example(name: "autoskip mask", first: ["1", "2", "3", "⌫"], second: ["1", "2"]),
    ]

    /// A format of the example's kind, bound to fields by the closure it returns; each binding's
    /// value is read as its debug description, and `serialized` reads a text with the format's
    /// serializer alone.
    struct Bindable {
        var bind: @MainActor (TextInputSimulator) -> () -> String?
        var serialized: (String) -> String?
    }

    static func format(_ name: String) throws -> Bindable {
        func bindable<Value>(_ format: TextInputFormat<Value>) -> Bindable {
            Bindable(
                bind: { field in
                    let binding = format.bind(to: field)
                    return { binding.value.map { String(reflecting: $0) } }
                },
                serialized: { text in (try? format.serializer.value(for: text)).map { String(reflecting: $0) } }
            )
        }
        switch name {
        case "plain": return bindable(TextInputFormats.plain)
        case "card number": return bindable(TextInputFormats.bankCardNumber())
        case "expiry date": return bindable(TextInputFormats.bankCardExpiryDate())
        case "holder name": return bindable(TextInputFormats.bankCardHolderName())
        case "security code": return bindable(TextInputFormats.bankCardSecurityCode())
        case "phone number": return bindable(TextInputFormats.phoneNumber(.options(defaultRegion: "US")))
        case "mask": return bindable(try TextInputFormats.mask("+1 ([000]) [000]-[0000]"))
        case "right-to-left mask": return bindable(try TextInputFormats.mask("[0A9a]", isRightToLeft: true))
        case "affine masks":
            return bindable(
                try TextInputFormats.mask(
                    "[00]{.}[00]{.}[0000]", affineFormats: ["[00]{/}[00]{/}[0000]", "[00]{/}[00]"], affinityStrategy: .prefix))
        default: return bindable(try TextInputFormats.mask("[00]{.}[99]", autoskip: true))
        }
    }

    static func perform(_ key: String, on field: TextInputSimulator) {
        if key == "⌫" { field.backspace() } else { field.insert(key) }
    }

    @Test("edited in turns, each field reports only its own value", arguments: examples, EditKindReporting.allCases)
    func ownValues(example: Example, reporting: EditKindReporting) throws {
        let shared = try Self.format(example.name)
        let scripts = [example.first, example.second]
        // What each field shows and is worth when it is edited alone, with a format of its own.
        let alone = try scripts.map { script -> (text: String, value: String?) in
            let field = TextInputSimulator(reporting)
            let value = try Self.format(example.name).bind(field)
            for key in script { Self.perform(key, on: field) }
            return (field.text, value())
        }
        let serializedBefore = alone.map { shared.serialized($0.text) }

        let fields = [TextInputSimulator(reporting), TextInputSimulator(reporting)]
        let values = fields.map { shared.bind($0) }
        for step in 0..<max(example.first.count, example.second.count) {
            for index in 0...1 where step < scripts[index].count {
                Self.perform(scripts[index][step], on: fields[index])
            }
        }
        for index in 0...1 {
            #expect(fields[index].text == alone[index].text, "field \(index)")
            #expect(values[index]() == alone[index].value, "field \(index)")
        }
        // The serializer holds nothing: a text reads as before either field was edited.
        #expect(alone.map { shared.serialized($0.text) } == serializedBefore)
    }
}
