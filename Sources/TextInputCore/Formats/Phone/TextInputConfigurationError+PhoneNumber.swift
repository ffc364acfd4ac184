extension TextInputConfigurationError.Setting {
    /// ``PhoneNumberTextInputOptions/defaultRegion``.
    package static let phoneNumberDefaultRegion = Self("PhoneNumberTextInputOptions.defaultRegion")
    /// ``PhoneNumberTextInputOptions/allowedRegions``.
    package static let phoneNumberAllowedRegions = Self("PhoneNumberTextInputOptions.allowedRegions")
}

extension TextInputConfigurationError {
    /// A phone number's default region the numbering plans do not know. The format then has no
    /// default region: numbers typed without "+" stay as typed and have no value.
    package static func unknownRegion(_ region: String) -> Self {
        Self(
            .phoneNumberDefaultRegion,
            description:
                "PhoneNumberTextInputOptions.defaultRegion \"\(region)\" is not a region of the numbering plans; numbers typed without \"+\" stay as typed and have no value."
        )
    }

    /// Allowed regions the numbering plans do not know, sorted. They allow no number; the other
    /// allowed regions keep working.
    package static func unknownAllowedRegions(_ regions: [String]) -> Self {
        let list = regions.map { "\"\($0)\"" }.joined(separator: ", ")
        return Self(
            .phoneNumberAllowedRegions,
            description: "PhoneNumberTextInputOptions.allowedRegions holds regions the numbering plans do not know: \(list); they allow no number.")
    }
}
