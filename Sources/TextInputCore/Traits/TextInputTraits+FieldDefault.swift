extension TextInputTraits {
    /// The setting a field gets for one trait when a format is bound: `proposed`, the format's,
    /// only where the field still has the platform's `default`; nil leaves the field as it is
    /// (a setting the app made is kept, and a format with no opinion changes nothing).
    ///
    /// ```swift
    /// TextInputTraits.setting(.numberPad, over: .default, default: .default)      // .numberPad
    /// TextInputTraits.setting(.numberPad, over: .emailAddress, default: .default) // nil
    /// ```
    package static func setting<Setting: Equatable>(_ proposed: Setting?, over current: Setting, default: Setting) -> Setting? {
        current == `default` ? proposed : nil
    }
}
