/// The region the user chose for a phone field (`PhoneNumberRegionPicker.choose(_:)`), kept in
/// the field's memory: it stands for the options' default region in that field only, since
/// the format is a value other fields may share.
package enum PhoneNumberChosenRegion: TextInputFieldMemoryKey {
    package static let defaultValue: String? = nil
}

extension PhoneNumberTextInputOptions {
    /// These options as a field remembering `memory` applies them: with the region the user
    /// chose, if any, as the default region.
    package func inField(remembering memory: TextInputFieldMemory) -> PhoneNumberTextInputOptions {
        guard let region = memory[PhoneNumberChosenRegion.self], region != defaultRegion else { return self }
        var options = self
        options.defaultRegion = region
        return options
    }
}
