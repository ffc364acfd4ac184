extension TextInputConfigurationError.Setting {
    /// The `masks` of ``TextInputFormats/mask(_:affinityStrategy:autoskip:overwrites:showsRemainder:remainderSlotCharacter:)``.
    package static let masks = Self("TextInputFormats.mask(_:affinityStrategy:autoskip:)")
}

extension TextInputConfigurationError {
    /// A mask format asked for with no mask: such a field could take no input.
    package static var noMasks: Self {
        Self(.masks, description: "TextInputFormats.mask(_:affinityStrategy:autoskip:) was given no mask; a field with no mask takes no input.")
    }
}
