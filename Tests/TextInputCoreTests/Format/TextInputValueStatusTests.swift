import Testing
import TextInputCore

/// The status a format reports for a text, and how the builders carry it.
struct TextInputValueStatusTests {
    @Test(
        "plain text is complete as soon as there is some",
        arguments: [("", TextInputValueStatus.empty), ("a", .complete), ("Hé 👍🏽", .complete)])
    func plain(text: String, status: TextInputValueStatus) {
        #expect(TextInputFormats.plain.status(of: text) == status)
        #expect(TextInputFormats.plain.filter(by: .letters).status(of: text) == status)
    }

    @Test(
        "a value transformValue turns down leaves the text incomplete",
        arguments: [("", TextInputValueStatus.empty), ("12", .incomplete), ("1234", .complete)])
    func transformed(text: String, status: TextInputValueStatus) {
        let pin = TextInputFormats.plain.transformValue(direct: { $0.count == 4 ? $0 : nil }, reverse: { $0 })
        #expect(pin.status(of: text) == status)
    }

    @Test(
        "withStatus judges a format of one's own; empty text stays empty",
        arguments: [("", TextInputValueStatus.empty), ("12", .incomplete), ("1234", .complete), ("12345", .invalid)])
    func custom(text: String, status: TextInputValueStatus) {
        let pin = TextInputFormats.plain.withStatus { text, _ in
            text.count == 4 ? .complete : text.count < 4 ? .incomplete : .invalid
        }
        #expect(pin.status(of: text) == status)
        // The builders keep the judgement.
        #expect(pin.filter(by: .decimalDigits).filter(constrainingCharactersCount: 8).status(of: text) == status)
    }

    @Test("only complete and valid texts are acceptable", arguments: TextInputValueStatus.allCases)
    func acceptable(status: TextInputValueStatus) {
        #expect(status.isAcceptable == [.complete, .valid].contains(status))
    }

    @Test("the form navigator's complete follows the status of the values that have one")
    @MainActor
    func completeness() throws {
        let card = TextInputFormats.bankCardNumber().bind(to: TextInputSimulator(text: "4222 2222 2222 2"))
        // Valid at 13 digits, but Visa's standard length is 16: the navigator waits.
        #expect(card.status == .valid)
        #expect(!card.isComplete)
        let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "GB")).bind(to: TextInputSimulator(text: "07400 123456"))
        #expect(phone.status == .valid)
        #expect(phone.isComplete)
        // Seen without its value type, a binding still asks its format.
        let short = TextInputFormats.bankCardNumber().bind(to: TextInputSimulator(text: "4111"))
        #expect((short as any TextInputBindingType).status == .incomplete)
        let plain = TextInputFormats.plain.bind(to: TextInputSimulator(text: "a"))
        #expect(plain.status == .complete)
        #expect(!plain.isComplete)  // a value without a notion of complete never advances a form
    }
}
