extension PhoneNumber: Codable {
    private enum CodingKeys: String, CodingKey {
        case countryCode, nationalSignificantNumber, `extension`
    }

    /// Decodes a number from its calling code, national significant number and, if present,
    /// extension: `{"countryCode": 44, "nationalSignificantNumber": "2079460958", "extension": "12"}`.
    /// A payload written before extensions existed has no `extension` and decodes as a number
    /// without one.
    ///
    /// ```swift
    /// let data = Data(#"{"countryCode":44,"nationalSignificantNumber":"2079460958"}"#.utf8)
    /// try JSONDecoder().decode(PhoneNumber.self, from: data).e164 // "+442079460958"
    /// ```
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a number of impossible length or an unknown
    ///   calling code, and for an extension that is not 1 to 20 ASCII digits.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let countryCode = try container.decode(Int.self, forKey: .countryCode)
        let national = try container.decode(String.self, forKey: .nationalSignificantNumber)
        let `extension` = try container.decodeIfPresent(String.self, forKey: .extension)
        if let `extension`, !Self.isExtension(`extension`) {
            throw DecodingError.dataCorruptedError(
                forKey: .extension, in: container, debugDescription: "an extension is 1 to 20 ASCII digits")
        }
        let digits = Array(national.utf8)
        guard digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let number = PhoneNumber(countryCode: countryCode, nationalNumber: digits, extension: `extension`, table: .shared)
        else {
            throw DecodingError.dataCorruptedError(
                forKey: .nationalSignificantNumber, in: container,
                debugDescription: "not a phone number of possible length for its calling code")
        }
        self = number
    }

    /// Encodes the calling code, the national significant number and the extension, if any.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(countryCode, forKey: .countryCode)
        try container.encode(nationalSignificantNumber, forKey: .nationalSignificantNumber)
        try container.encodeIfPresent(self.extension, forKey: .extension)
    }

    private static func isExtension(_ text: String) -> Bool {
        (1...PhoneExtensionPrefix.longestExtension).contains(text.utf8.count)
            && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }
}
