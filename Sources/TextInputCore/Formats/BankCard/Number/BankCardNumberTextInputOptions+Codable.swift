extension BankCardNumberTextInputOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case maxLength
    }

    /// Decodes options saved by ``encode(to:)``.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for a `maxLength` outside
    ///   ``allowedMaxLengths``: decoded data is input, and saying so beats the silent fallback
    ///   of ``options(maxLength:)``.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let maxLength = try container.decode(Int.self, forKey: .maxLength)
        guard Self.allowedMaxLengths.contains(maxLength) else {
            throw DecodingError.dataCorruptedError(
                forKey: .maxLength, in: container,
                debugDescription: "card numbers have 12 to 19 digits, not \(maxLength)")
        }
        self = .options(maxLength: maxLength)
    }

    /// Encodes the options as `{"maxLength": 19}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(maxLength, forKey: .maxLength)
    }
}
