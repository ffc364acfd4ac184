extension PhoneNumberTextInputOptions: Codable {
    private enum CodingKeys: String, CodingKey {
        case defaultRegion, allowedRegions, alwaysInternational, startsWithCallingCode, endOfEditingStyle
    }

    /// Decodes options saved by ``encode(to:)``; region codes are uppercased, as
    /// ``options(defaultRegion:allowedRegions:alwaysInternational:startsWithCallingCode:endOfEditingStyle:)``
    /// does, and missing optional settings take its defaults.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            defaultRegion: try container.decode(String.self, forKey: .defaultRegion),
            allowedRegions: try container.decodeIfPresent(Set<String>.self, forKey: .allowedRegions),
            alwaysInternational: try container.decodeIfPresent(Bool.self, forKey: .alwaysInternational) ?? false,
            startsWithCallingCode: try container.decodeIfPresent(Bool.self, forKey: .startsWithCallingCode) ?? false,
            endOfEditingStyle: try container.decodeIfPresent(PhoneNumber.FormatStyle.Style.self, forKey: .endOfEditingStyle))
    }

    /// Encodes the options as `{"defaultRegion": "GB", "allowedRegions": ["GB", "IE"],
    /// "alwaysInternational": true}`; the allowed regions are sorted, and left out when every
    /// region is allowed; `startsWithCallingCode` and `endOfEditingStyle` are written only when
    /// set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(defaultRegion, forKey: .defaultRegion)
        // Sorted, so that equal options encode to equal data.
        try container.encodeIfPresent(allowedRegions?.sorted(), forKey: .allowedRegions)
        try container.encode(alwaysInternational, forKey: .alwaysInternational)
        if startsWithCallingCode {
            try container.encode(startsWithCallingCode, forKey: .startsWithCallingCode)
        }
        try container.encodeIfPresent(endOfEditingStyle, forKey: .endOfEditingStyle)
    }
}
