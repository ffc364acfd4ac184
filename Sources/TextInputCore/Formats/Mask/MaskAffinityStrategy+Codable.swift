extension MaskAffinityStrategy: Codable {
    /// The name a strategy is encoded as: its case's name, "wholeString", "prefix"…
    private var name: String {
        switch self {
        case .wholeString: "wholeString"
        case .prefix: "prefix"
        case .capacity: "capacity"
        case .extractedValueCapacity: "extractedValueCapacity"
        }
    }

    /// Decodes a strategy from its case's name.
    ///
    /// - Throws: `DecodingError.dataCorrupted` for any other string.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let strategy = Self.allCases.first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "no mask affinity strategy is named \(name.debugDescription)")
        }
        self = strategy
    }

    /// Encodes the strategy as its case's name: `"prefix"`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}
