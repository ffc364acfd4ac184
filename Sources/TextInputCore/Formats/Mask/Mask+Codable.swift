extension Mask: Codable {
    private enum CodingKeys: String, CodingKey {
        case format, customNotations, isRightToLeft
    }

    /// Decodes a mask saved by ``encode(to:)`` and compiles it again; `customNotations` and
    /// `isRightToLeft` may be left out (none, false).
    ///
    /// - Throws: `DecodingError.dataCorrupted`, whose underlying error is the ``MaskError``, when
    ///   the format does not compile.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let format = try container.decode(String.self, forKey: .format)
        let customNotations = try container.decodeIfPresent([MaskNotation].self, forKey: .customNotations) ?? []
        let isRightToLeft = try container.decodeIfPresent(Bool.self, forKey: .isRightToLeft) ?? false
        do {
            try self.init(format, customNotations: customNotations, isRightToLeft: isRightToLeft)
        } catch {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: container.codingPath + [CodingKeys.format],
                    debugDescription: "\(error)",
                    underlyingError: error))
        }
    }

    /// Encodes the mask as what it was compiled from:
    /// `{"format": "+1 ([000]) [000]-[0000]", "customNotations": [], "isRightToLeft": false}`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(format, forKey: .format)
        try container.encode(customNotations, forKey: .customNotations)
        try container.encode(isRightToLeft, forKey: .isRightToLeft)
    }
}
