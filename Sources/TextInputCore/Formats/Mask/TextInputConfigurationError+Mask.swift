extension TextInputConfigurationError.Setting {
    /// The `masks` of ``MaskFormatter/init(masks:affinityStrategy:autoskip:)``.
    package static let maskFormatterMasks = Self("MaskFormatter(masks:)")
}

extension TextInputConfigurationError {
    /// A ``MaskFormatter`` made with no mask. It formats with the empty mask, which takes no
    /// input.
    package static var noMasks: Self {
        Self(.maskFormatterMasks, description: "MaskFormatter(masks:) was given no mask; it formats with the empty mask, which takes no input.")
    }
}
