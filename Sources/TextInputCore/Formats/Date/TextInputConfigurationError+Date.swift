import Foundation

extension TextInputConfigurationError.Setting {
    /// ``DateTextInputOptions``' minimum.
    package static let dateMinimum = Self("DateTextInputOptions.minimum")
    /// ``DateTextInputOptions``' maximum.
    package static let dateMaximum = Self("DateTextInputOptions.maximum")
    /// ``DateTextInputOptions``' minimum year.
    package static let dateMinimumYear = Self("DateTextInputOptions.minimumYear")
}

extension TextInputConfigurationError {
    /// The maximum falls on a day before the minimum's. The format swaps them.
    package static func dateMaximumBeforeMinimum(minimum: Date, maximum: Date) -> Self {
        Self(.dateMaximum, description: "DateTextInputOptions: the maximum \(maximum) is on a day before the minimum \(minimum); the format swaps them.")
    }

    /// A bound in a year the field cannot write (before 1 or after 9999). The format ignores it.
    package static func dateBoundOutOfRange(_ setting: Setting, _ bound: Date) -> Self {
        Self(setting, description: "\(setting.name) \(bound) is outside the years 1…9999 a date field writes; the format ignores it.")
    }

    /// Without a minimum, the maximum falls in a year before the minimum year. The format takes
    /// every day up to the maximum.
    package static func dateMaximumBeforeMinimumYear(maximum: Date, minimumYear: Int) -> Self {
        Self(
            .dateMaximum,
            description: "DateTextInputOptions: the maximum \(maximum) is before the minimum year \(minimumYear); the format takes every day up to the maximum."
        )
    }
}
