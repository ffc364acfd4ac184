import Foundation
import Testing
import TextInputCatalog
import TextInputCore

@Suite("Every built-in format says its catalogue samples as its kind of text is said")
struct BuiltinSpokenTextTests {
    /// How a kind of field is read.
    enum Reading: Sendable {
        /// Identifiers: every run of two or more digits spelled out.
        case identifier
        /// A mask's identifier, its template never read.
        case mask
        /// An amount: no digit spelled out.
        case amount
        /// A date: in words once it is one, else its digits spelled out.
        case date
        /// Words: said as written, digits spelled out.
        case words
    }

    /// How each entry of the catalogue is read; an entry missing here fails the test.
    static let readings: [String: Reading] = [
        "card-number": .identifier,
        "card-security-code": .identifier,
        "card-expiry": .date,
        "card-holder": .words,
        "iban": .identifier,
        "phone": .identifier,
        "amount": .amount,
        "amount-cents": .amount,
        "percent": .amount,
        "mask": .mask,
        "date": .date,
        "city": .words,
        "destination": .words,
        "plain": .words,
        "digits": .identifier,
        "pin": .identifier,
    ]

    /// A sample pasted into a field of a catalogue format, as the field shows it.
    struct Example: Sendable, CustomTestStringConvertible {
        let specifier: String
        let sample: String
        var testDescription: String { "\(specifier) \(sample.debugDescription)" }
    }

    static let examples = FormatCatalog.entries.flatMap { entry in
        entry.specifiers.flatMap { specifier in entry.samples.map { Example(specifier: specifier, sample: $0) } }
    }

    /// What a field of the example's format says once the sample is pasted into it, with its
    /// entered text and provisional text.
    @MainActor
    static func spoken(_ example: Example) throws -> (spoken: TextInputSpokenText, entered: String, provisional: String, hasValue: Bool) {
        let name = String(example.specifier.prefix { $0 != ":" })
        let entry = try #require(FormatCatalog.entry(named: name))
        let argument = example.specifier == name ? nil : String(example.specifier.dropFirst(name.count + 1))
        func paste<Made: CatalogFormatProtocol>(_ made: Made) -> (TextInputSpokenText, String, String, Bool) {
            let field = TextInputSimulator()
            let binding = made.format.bind(to: field)
            field.beginEditing()
            field.paste(example.sample)
            let provisional = binding.provisionalRange.map { String(field.text[$0]) } ?? ""
            let entered = String(field.text.dropLast(provisional.count))
            return (binding.spokenText(locale: Locale(identifier: "en_US")), entered, provisional, binding.hasValue)
        }
        return paste(try entry.make(argument))
    }

    @MainActor
    @Test("the sample is said as its kind of field is read", arguments: examples)
    func builtinFormat(_ example: Example) throws {
        let name = String(example.specifier.prefix { $0 != ":" })
        let reading = try #require(Self.readings[name], "say how \(name) is read")
        let (spoken, entered, provisional, hasValue) = try Self.spoken(example)
        #expect(spoken.hasValidRanges)
        #expect(provisional.isEmpty || !spoken.text.contains(provisional))
        let digitRuns = Self.digitRuns(in: spoken.text)
        switch reading {
        case .identifier, .words:
            #expect(digitRuns.allSatisfy(spoken.isSpelledOut), "\(digitRuns) outside \(spoken.spellOutRanges)")
        case .mask:
            #expect(digitRuns.allSatisfy(spoken.isSpelledOut), "\(digitRuns) outside \(spoken.spellOutRanges)")
            #expect(!spoken.text.contains("_"))
            #expect(spoken.text.hasPrefix(entered))
        case .amount:
            #expect(spoken.spellOutRanges.isEmpty)
            #expect(spoken.text == entered)
        case .date where hasValue:
            #expect(spoken.spellOutRanges.isEmpty)
            #expect(!spoken.text.contains("/") && spoken.text.contains { $0.isLetter })
        case .date:
            #expect(digitRuns.allSatisfy(spoken.isSpelledOut), "\(digitRuns) outside \(spoken.spellOutRanges)")
        }
    }

    /// The runs of two or more decimal digits of `text`, as Character offsets.
    static func digitRuns(in text: String) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for (offset, character) in (text + " ").enumerated() {
            if character.isNumber, character.wholeNumberValue != nil {
                start = start ?? offset
            } else if let runStart = start {
                if offset - runStart >= 2 { runs.append(runStart..<offset) }
                start = nil
            }
        }
        return runs
    }

    @Test("a card number's groups are spelled out, and nothing else")
    func cardNumber() {
        let spoken = TextInputFormats.bankCardNumber().spokenText(of: "3782 822463 10005")
        #expect(spoken == TextInputSpokenText("3782 822463 10005", spellOutRanges: [0..<4, 5..<11, 12..<17]))
    }

    @Test("a phone number's calling code and groups are spelled out, its plus is said")
    func phone() {
        let spoken = TextInputFormats.phoneNumber().spokenText(of: "+44 20 7946 0958")
        #expect(spoken.text == "+44 20 7946 0958")
        #expect(spoken.spellOutRanges == [1..<3, 4..<6, 7..<11, 12..<16])
    }

    @Test("an IBAN's bank code is spelled out with its digits")
    func iban() {
        let spoken = TextInputFormats.iban().spokenText(of: "GB82 WEST 1234")
        #expect(spoken.spellOutRanges == [0..<4, 5..<9, 10..<14])
    }

    @Test("an amount is said as it is shown, whatever its sign")
    func amount() {
        let format = TextInputFormats.decimal(.options(locale: Locale(identifier: "en_US"), allowsNegative: true))
        #expect(format.spokenText(of: "-9,565") == TextInputSpokenText("-9,565"))
    }

    @Test(
        "an expiry date is said as its month and year in the field's language",
        arguments: [("en_US", "December 2027"), ("de_DE", "Dezember 2027"), ("ja_JP", "2027年12月")]
    )
    func expiry(_ locale: String, _ words: String) {
        let spoken = TextInputFormats.bankCardExpiryDate().spokenText(of: "12/27", locale: Locale(identifier: locale))
        #expect(spoken == TextInputSpokenText(words))
    }

    @Test("an expiry date not yet whole has its digits spelled out")
    func partialExpiry() {
        #expect(TextInputFormats.bankCardExpiryDate().spokenText(of: "12/2").spellOutRanges == [0..<2])
    }

    @Test("a date is said as a long date in the language asked, whatever order it is typed in")
    func date() {
        let format = TextInputFormats.date(.options(locale: Locale(identifier: "de_DE")))
        #expect(format.spokenText(of: "31.12.1999", locale: Locale(identifier: "en_US")).text == "December 31, 1999")
        #expect(format.spokenText(of: "31.12.1999", locale: Locale(identifier: "de_DE")).text == "31. Dezember 1999")
    }

    @Test("a mask says its text, then how many of its mandatory slots are left, digits or characters")
    func mask() throws {
        let english = Locale(identifier: "en_US")
        let phone = try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true, remainderSlotCharacter: "_")
        #expect(phone.spokenText(of: "+1 (555", locale: english) == TextInputSpokenText("+1 (555, seven digits left", spellOutRanges: [1..<2, 4..<7]))
        #expect(phone.spokenText(of: "+1 (555) 123-456", locale: english).text == "+1 (555) 123-456, one digit left")
        #expect(phone.spokenText(of: "+1 (555) 123-4567", locale: english).text == "+1 (555) 123-4567")
        #expect(phone.spokenText(of: "", locale: english).text == "")
        // Optional slots (9) are not counted; letter slots make characters.
        let code = try TextInputFormats.mask("[AA]-[00000099]")
        #expect(code.spokenText(of: "AB-1", locale: english).text == "AB-1, five digits left")
        #expect(code.spokenText(of: "A", locale: english).text == "A, seven characters left")
    }

    @MainActor
    @Test("a field's spoken text leaves out the mask's remainder it shows")
    func bindingLeavesOutTheRemainder() throws {
        let field = TextInputSimulator()
        let binding = try TextInputFormats.mask("+1 ([000]) [000]-[0000]", showsRemainder: true, remainderSlotCharacter: "_").bind(to: field)
        field.beginEditing()
        field.insert("555")
        #expect(binding.provisionalRange != nil)
        #expect(binding.spokenText(locale: Locale(identifier: "en_US")).text == "+1 (555, seven digits left")
        #expect(binding.spokenText == binding.spokenText(locale: .current))
    }
}

extension TextInputSpokenText {
    /// Whether `range` lies inside one spelled-out range.
    fileprivate func isSpelledOut(_ range: Range<Int>) -> Bool {
        spellOutRanges.contains { $0.contains(range.lowerBound) && range.upperBound <= $0.upperBound }
    }
}
