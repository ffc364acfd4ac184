import Foundation
import Testing
import TextInputCore

/// A server validates requests through the same formats from many threads at once. Formats,
/// serializers and autofill sources are `Sendable` values: eight tasks that share them (and eight
/// that make their own, so that lazily loaded metadata and per-locale layouts are first read
/// concurrently) must get exactly what one thread gets. Run it under
/// `swift test --sanitize=thread` to have data races reported, not only wrong answers.
@Suite("Formats, serializers and sources used from eight tasks at once")
struct ConcurrentFormatUseTests {
    /// How many tasks run at once, and how often each goes over every input.
    static let taskCount = 8
    static let rounds = 4 * fuzzScale

    /// What a server asks of one built-in format: `formatted(_:)` of a request's field, written
    /// as text so that answers from different tasks can be compared.
    struct Validation: Sendable {
        let name: String
        let inputs: [String]
        let answer: @Sendable (String) -> String

        /// Questions every task asks of one shared format.
        init<Value>(_ name: String, _ inputs: [String], _ shared: TextInputFormat<Value>) {
            self.name = name
            self.inputs = inputs
            self.answer = { text in Self.describe(shared.formatted(text)) }
        }

        /// The same questions, through a format this task makes itself.
        init<Value>(fresh name: String, _ inputs: [String], _ makeFormat: @escaping @Sendable () -> TextInputFormat<Value>) {
            self.name = name
            self.inputs = inputs
            self.answer = { text in Self.describe(makeFormat().formatted(text)) }
        }

        static func describe<Value>(_ state: TextInputEditingState<Value>) -> String {
            "\(state.text)|\(state.text.distance(from: state.text.startIndex, to: state.selectedRange.lowerBound))|\(String(reflecting: state.value))"
        }
    }

    static let cardInputs = ["4111 1111 1111 1111", "3782-822463-10005", "6011000990139424", "12ab34", "", "4️⃣1", "5555555555554444"]
    static let phoneInputs = ["+1 650 253 0000", "(202) 555-0143", "+44 20 7946 0958", "+7 912 345-67-89", "0049 30 1234567", "+81 3-1234-5678", "abc"]
    static let numberInputs = ["1234.5", "$1,234.50", "1.234,50 €", "١٢٣٤", "-12", "0.", "99999999999999999999"]
    static let maskInputs = ["5551234567", "+1 (555) 123-4567", "12", "x9y8z7", "٥٥٥١٢٣٤٥٦٧"]

    static func validations() throws -> [Validation] {
        [
            Validation("plain", ["hello", "👩‍👩‍👧", "e\u{301}", "שלום"], TextInputFormats.plain),
            Validation(
                "builders", ["12ab345678", "٣٤٥", "9"],
                TextInputFormats.plain.filter(by: .decimalDigits).filter(constrainingCharactersCount: 6)
                    .map { text, selection in (text, selection) }
            ),
            Validation("card number", cardInputs, TextInputFormats.bankCardNumber()),
            Validation("expiry date", ["1229", "12/29", "12/2029", "13/40", "1"], TextInputFormats.bankCardExpiryDate()),
            Validation("security code", ["123", "1234", "12a"], TextInputFormats.bankCardSecurityCode()),
            Validation("holder name", ["John Smith", "josé ñúñez", "X Æ A-12"], TextInputFormats.bankCardHolderName()),
            Validation("phone, US", phoneInputs, TextInputFormats.phoneNumber(.options(defaultRegion: "US"))),
            Validation(fresh: "phone, a region each", phoneInputs) { TextInputFormats.phoneNumber(.options(defaultRegion: "DE")) },
            Validation(fresh: "phone, another region", phoneInputs) { TextInputFormats.phoneNumber(.options(defaultRegion: "JP")) },
            Validation("mask", maskInputs, try TextInputFormats.mask("+1 ([000]) [000]-[0000]")),
            Validation("affine mask", maskInputs, try TextInputFormats.mask("[00]-[00000]", affineFormats: ["[00]-[0]", "[00]-[000]"])),
            Validation("currency, en_US", numberInputs, TextInputFormats.currency(code: "USD", .options(locale: Locale(identifier: "en_US")))),
            Validation(fresh: "decimal, de_DE", numberInputs) { TextInputFormats.decimal(.options(locale: Locale(identifier: "de_DE"))) },
            Validation(fresh: "percent, fr_FR", numberInputs) { TextInputFormats.percent(.options(locale: Locale(identifier: "fr_FR"))) },
            Validation(fresh: "integer, ar_EG", numberInputs) { TextInputFormats.integer(.options(locale: Locale(identifier: "ar_EG"))) },
        ]
    }

    @Test("every task gets the answers one thread gets")
    func validationsAgree() async throws {
        let validations = try Self.validations()
        let expected = validations.map { validation in validation.inputs.map(validation.answer) }
        let mismatches = await withTaskGroup(of: [String].self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    var mismatches: [String] = []
                    for round in 0..<Self.rounds {
                        // Each task walks the formats in its own order, so that different
                        // formats run side by side.
                        for offset in validations.indices {
                            let index = (offset + task * 3 + round) % validations.count
                            let validation = validations[index]
                            for (input, answer) in zip(validation.inputs, expected[index]) where validation.answer(input) != answer {
                                mismatches.append("\(validation.name) \(input.debugDescription) in task \(task)")
                            }
                        }
                    }
                    return mismatches
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test("an autofill source answers eight tasks at once as it answers one")
    func autoFillSourceAgrees() async {
        let cities = (0..<2_000).map { "City \($0) \(["Zürich", "São Paulo", "Kraków", "東京", "Łódź"][$0 % 5])" }
        let source = InMemoryAutoFillSource(cities)
        let queries = ["zur", "sao", "KRAK", "東", "lodz", "city 19", "nothing"]
        let expected = queries.map { source.matches(for: $0, limit: 20) }
        let agreed = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    (0..<Self.rounds * 4).allSatisfy { round in
                        let index = (task + round) % queries.count
                        return source.matches(for: queries[index], limit: 20) == expected[index]
                    }
                }
            }
            return await group.allSatisfy { $0 }
        }
        #expect(agreed)
    }

    @Test("removals from one task while seven others query: a removed suggestion is never offered again")
    func removalsWhileQuerying() async {
        let cities = (0..<2_000).map { "City \($0)" }
        let source = InMemoryAutoFillSource(cities)
        let removed = (0..<200).map { "City \($0 * 10)" }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for city in removed { source.remove(city) }
            }
            for task in 1..<Self.taskCount {
                group.addTask {
                    for round in 0..<Self.rounds * 20 {
                        _ = source.matches(for: "city \((task + round) % 10)", limit: 50)
                    }
                }
            }
        }
        let offered = Set(source.matches(for: "city", limit: cities.count))
        #expect(offered.isDisjoint(with: removed))
        #expect(offered.count == cities.count - removed.count)
    }
}
