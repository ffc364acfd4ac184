import Foundation
import Testing
import TextInputCore
import TextInputTesting

/// A log keeps every keystroke: what a redacted field prints over a whole session — typing,
/// pasting, deleting in the middle, selecting and replacing — reveals together no character its
/// format hides; only a finished value's own description shows what it may (a complete card
/// number's last four digits).
@MainActor
@Suite("Redaction holds over a whole typing session")
struct SessionRedactionTests {
    /// One way of entering text into a field.
    enum Session: String, CaseIterable, CustomTestStringConvertible {
        case typedKeyByKey, pastedThenDeletedKeyByKey, deletedInTheMiddle, selectedAndReplaced, autocorrected, forwardDeleted

        var testDescription: String { rawValue }

        /// Plays the session with `text` in `field`.
        @MainActor
        func play(_ text: String, in field: TextInputSimulator) {
            field.beginEditing()
            switch self {
            case .typedKeyByKey:
                for character in text { field.insert(String(character)) }
            case .pastedThenDeletedKeyByKey:
                field.paste(text)
                while !field.text.isEmpty { field.backspace() }
            case .deletedInTheMiddle:
                field.paste(text)
                for _ in 0..<3 {
                    field.select(field.text.count / 2..<field.text.count / 2)
                    field.backspace()
                }
                field.select(field.text.count..<field.text.count)
                for character in text.suffix(3) { field.insert(String(character)) }
            case .selectedAndReplaced:
                field.paste(text)
                field.select(2..<field.text.count - 2)
                field.insert(String(text.dropFirst(2).prefix(4)))
                field.selectAll()
                field.paste(text)
            case .autocorrected:
                for character in text.prefix(6) { field.insert(String(character)) }
                field.replace(0..<field.text.count, with: text)
            case .forwardDeleted:
                field.paste(text)
                field.select(0..<0)
                while !field.text.isEmpty {
                    let before = field.text
                    field.deleteForward()
                    // A phone number's extension cannot stay without its number: the rest goes
                    // selected.
                    if field.text == before { field.selectAll() }
                }
            }
        }
    }

    /// Plays `session` with `text` in a field of `format` and returns the audit of what it
    /// printed, after checking it printed something. The audit looks for digits; `printed`
    /// gets each text it audits that shows the field's letters if any does — the events, the
    /// value while still being typed, the decision log's quoted texts — for a test of a field
    /// that hides letters to look for its own.
    func audit<Value>(
        _ format: TextInputFormat<Value>, _ text: String, _ session: Session, printed: ((String) -> Void)? = nil
    ) throws -> PrintedRedactionAudit<Value> {
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        let audit = try #require(PrintedRedactionAudit(format: format))
        binding.eventHandler = { event in
            audit.record(event)
            audit.recordStep(text: binding.enteredText, value: binding.value)
            guard let printed else { return }
            printed(String(describing: event))
            printed(String(reflecting: event))
            if let value = binding.value, (value as? any TextInputCompletable)?.isComplete != true {
                printed(String(describing: value))
                printed(String(reflecting: value))
            }
        }
        var logged = 0
        binding.decisionLog = TextInputDecisionLog { entry in
            logged += 1
            audit.record(entry)
            entry.quotedTexts.forEach { printed?($0) }
        }
        session.play(text, in: field)
        #expect(logged > 5)
        #expect(audit.printedCount > 10)
        return audit
    }

    @Test(
        "a card number field prints no digit over any session",
        arguments: Session.allCases, ["4012888888881881", "378282246310005", "6011000990139424", "4000056655665556"])
    func cardNumber(session: Session, digits: String) throws {
        #expect(try audit(TextInputFormats.bankCardNumber(), digits, session).revealed.first == nil)
    }

    @Test("a security code field prints no digit over any session", arguments: Session.allCases)
    func securityCode(session: Session) throws {
        let audit = try audit(TextInputFormats.bankCardSecurityCode(length: 4), "7295", session)
        #expect(audit.revealed.first == nil, "\(audit.revealed.first ?? "")")
    }

    @Test(
        "a phone field prints no digit over any session",
        arguments: Session.allCases,
        [
            ("GB", "+44 20 7946 0958"), ("US", "4155552671"), ("DE", "030 123456789"), ("AT", "0664 123456"), ("GB", "020 7946 0958 ext. 347"),
        ])
    func phone(session: Session, number: (region: String, text: String)) throws {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: number.region))
        #expect(try audit(format, number.text, session).revealed.first == nil)
    }

    @Test(
        "an IBAN field prints no letter or digit over any session",
        arguments: Session.allCases,
        ["GB82 WEST 1234 5698 7654 32", "fr14 2004 1010 0505 0001 3m02 606", "MT84MALT011000012345MTLCAST001S", "NO93 8601 1117 947"])
    func iban(session: Session, text: String) throws {
        // The IBAN's pairs of letters; printing's own words hold no such pair but in "IBAN".
        let letters = Array(text.uppercased().filter { $0.isLetter || $0.isNumber }).map { $0.isLetter ? $0 : " " }
        let pairs = Set(zip(letters, letters.dropFirst()).filter { $0 != " " && $1 != " " }.map { String([$0, $1]) })
        var shown: [String] = []
        let audit = try audit(TextInputFormats.iban(), text, session) { printed in
            let words = printed.replacing("IBAN", with: "")
            if pairs.contains(where: { words.contains($0) }) { shown.append(printed) }
        }
        #expect(audit.revealed.first == nil)
        #expect(shown.first == nil)
    }

    /// An app's value holding a card number, of a type that does not redact itself.
    struct Payment: Equatable, CustomStringConvertible {
        var number: BankCardNumber
        var description: String { "Payment(\(number.digitsString))" }
    }

    @Test("a card number mapped to a value of the app's still prints no digit: its traits say what it holds", arguments: Session.allCases)
    func mappedCardNumber(session: Session) throws {
        let format = TextInputFormats.bankCardNumber().transformValue(direct: { Payment(number: $0) }, reverse: { $0.number })
        #expect(try audit(format, "4012888888881881", session).revealed.first == nil)
    }

    /// An app's own value that adopts the protocol with nothing but its name, and prints itself
    /// as its field's events print its text.
    struct AccountCode: TextInputRedactedValue, Equatable, CustomStringConvertible {
        var text: String
        var description: String { "AccountCode(\(Self.redacted(text)))" }
    }

    @Test("an app's own value hides every letter and digit unless it says otherwise", arguments: Session.allCases)
    func appValue(session: Session) throws {
        let format = TextInputFormats.plain.transformValue(direct: { AccountCode(text: $0) }, reverse: { $0.text })
        #expect(AccountCode.redaction == .lettersAndDigits)
        let field = TextInputSimulator()
        let binding = format.bind(to: field)
        var printed: [String] = []
        binding.eventHandler = { event in
            printed += [String(describing: event), String(reflecting: event), String(describing: binding.value as Any)]
        }
        session.play("GB82 WEST 1234", in: field)
        #expect(printed.count > 10)
        for text in printed {
            #expect(text.replacing(/\d+\.\.<\d+/, with: "").ranges(of: /GB|WE|ST|\d/).isEmpty, "\(text)")
        }
    }

    @Test("the audit itself sees a per-step rule spell the number out")
    func auditFailsOnAPerStepRule() throws {
        /// A value that shows the last four digits of each step, as a per-text rule does.
        struct LastFour: TextInputRedactedValue, Equatable, CustomStringConvertible {
            static var redaction: TextInputRedaction { .digits }
            var digits: String
            var description: String { "••••\(digits.suffix(4))" }
        }
        let format = TextInputFormats.plain.transformValue(direct: { LastFour(digits: $0) }, reverse: { $0.digits })
        let audit = try audit(format, "4012888888881881", .typedKeyByKey)
        #expect(audit.revealed.count >= 15)
        #expect(audit.violation != nil)
    }

    @Test(
        "a complete value shows what it may, a value still being typed shows no digit",
        arguments: [
            ("4012888888881881", "Visa •••• 1881"), ("401288888888188", "Visa ••••"), ("4012888888881882", "Visa ••••"),
        ])
    func cardValues(digits: String, shown: String) throws {
        #expect(String(describing: try BankCardNumber(digitsString: digits)) == shown)
    }

    @Test(
        "a phone number shows its calling code and last two digits once valid, no digit before",
        arguments: [("+44 20 7946 0958", "+44 ••••••••58"), ("+44 20 7946 095", "+•• •••••••••"), ("020 7946 095", "+•• •••••••••")])
    func phoneValues(text: String, shown: String) throws {
        let value = try #require(TextInputFormats.phoneNumber(.options(defaultRegion: "GB")).formatted(text).value)
        #expect(String(describing: value) == shown)
        #expect(String(reflecting: value) == "PhoneNumber(\(shown))")
    }

    @Test("the built-in serializers' errors show the text with every digit hidden, as the events do")
    func serializerErrors() throws {
        let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "US"))
        #expect(throws: TextInputParseError(text: "(•••) •••", reason: "not a phone number of possible length")) {
            try phone.serializer.value(for: "(415) 555")
        }
        let code = TextInputFormats.bankCardSecurityCode(length: 4)
        #expect(throws: TextInputParseError(text: "•••", reason: "a security code is complete with 4 digits")) {
            try code.serializer.value(for: "729")
        }
        // Redacted when read; a text the app sets is its own, shown as set.
        var error = TextInputParseError(text: "729", redactedBy: .digits, reason: "too short")
        #expect(error.text == "•••" && "\(error)" == #"cannot parse "•••": too short"#)
        error.text = "7 2 9"
        #expect(error.text == "7 2 9")
    }
}
