import Testing

@testable import TextInputCore

/// A real number typed key by key never passes through an invalid status, in any region: every
/// text on the way is the start of a valid number, so the field calls it incomplete until the
/// number is whole, then valid. Over every region of the metadata, with its own example numbers
/// (the placeholder its field shows, and its example of every kind: mobile, fixed line, toll free…), typed as
/// the field shows them nationally and after "+" in a field of another country.
struct PhoneNumberTypingStatusTests {
    /// Every region of the metadata.
    static let regions = PhoneMetadataTable.shared.regionCodes

    /// The kinds of example whose typing is checked: every kind of valid number the metadata
    /// describes (the placeholder is the mobile example, or the fixed-line one).
    static let exampleKinds = PhoneNumberDescriptionKind.allCases.filter { $0 != .general }

    /// A field of `options`, typed into one Character at a time; the texts whose status was
    /// invalid, and the status and value at the end.
    struct Typing {
        var invalidTexts: [String] = []
        var status: TextInputValueStatus = .empty
        var e164: String?

        @MainActor
        init(_ keys: String, options: PhoneNumberTextInputOptions) {
            let field = TextInputSimulator()
            let binding = TextInputFormats.phoneNumber(options).bind(to: field)
            field.beginEditing()
            for key in keys {
                field.insert(String(key))
                if binding.status == .invalid { invalidTexts.append(field.text) }
            }
            status = binding.status
            e164 = binding.value?.e164
        }
    }

    /// The region's example numbers (national significant numbers) of the checked kinds, each once.
    static func examples(of region: String) -> [String] {
        let metadata = PhoneMetadataTable.shared.metadata(forRegion: region)
        var examples: [String] = []
        for kind in exampleKinds {
            if let example = metadata?.description(kind)?.exampleNumber, !examples.contains(example) {
                examples.append(example)
            }
        }
        return examples
    }

    @Test func theRegionsAreEveryRegionOfTheMetadata() {
        #expect(Self.regions.count == 245)
        #expect(Self.regions.contains("FR") && Self.regions.contains("AI") && Self.regions.contains("TA"))
    }

    @Test("typing the placeholder a field shows never passes through invalid, and ends valid", arguments: regions)
    @MainActor
    func typingThePlaceholder(region: String) throws {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region)
        let placeholder = options.placeholder()
        try #require(!placeholder.isEmpty)
        let typing = Typing(placeholder, options: options)
        #expect(typing.invalidTexts == [], "\(placeholder)")
        #expect(typing.status == .valid, "\(placeholder)")
    }

    @Test("typing each example number as the field shows it never passes through invalid, and ends valid", arguments: regions)
    @MainActor
    func typingNationally(region: String) throws {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region)
        let callingCode = PhoneMetadataTable.shared.countryCode(forRegion: region)
        let examples = Self.examples(of: region)
        try #require(!examples.isEmpty)
        for example in examples {
            let number = try #require(PhoneNumber(countryCode: callingCode, nationalNumber: Array(example.utf8), table: .shared))
            let shown = PhoneNumberFormatter(options: options).text(for: number, international: false)
            let typing = Typing(shown, options: options)
            #expect(typing.invalidTexts == [], "\(shown)")
            #expect(typing.status == .valid, "\(shown)")
            #expect(typing.e164 == number.e164, "\(shown)")
        }
    }

    @Test("typing each example number after + in a field of another country never passes through invalid", arguments: regions)
    @MainActor
    func typingInternationally(region: String) throws {
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region == "US" ? "GB" : "US")
        let callingCode = PhoneMetadataTable.shared.countryCode(forRegion: region)
        for example in Self.examples(of: region) {
            let keys = "+\(callingCode)\(example)"
            let typing = Typing(keys, options: options)
            #expect(typing.invalidTexts == [], "\(keys)")
            #expect(typing.status == .valid, "\(keys)")
            #expect(typing.e164 == keys, "\(keys)")
        }
    }
}
