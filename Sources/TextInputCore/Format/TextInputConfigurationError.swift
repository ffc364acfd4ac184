/// A setting of a format that makes no sense, as the `validated()` checks report it.
///
/// The factories that take options never throw and never stop the program: given an impossible
/// setting they fall back to the nearest sensible one, and say which in their documentation.
/// A `validated()` check beside them reports the problem instead, for an app that wants to know
/// (in a debug build, a unit test, or when the options come from a server):
///
/// ```swift
/// do {
///     _ = try BankCardNumberTextInputOptions.options(maxLength: 25).validated()
/// } catch {
///     print(error.setting)   // BankCardNumberTextInputOptions.maxLength
///     print(error)           // BankCardNumberTextInputOptions.maxLength is 25, but must be in 12…19; the format uses 19.
///     print(error.fallback)  // Optional(19)
/// }
/// let format = TextInputFormats.bankCardNumber(.options(maxLength: 25)) // still works: up to 19 digits
/// ```
///
/// A custom format reports its own problems the same way, naming its setting as code names it.
public struct TextInputConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The setting that makes no sense.
    public let setting: Setting
    /// What is wrong, with the offending value, and what the format does instead.
    public let description: String
    /// For an integer setting outside the values it may take, the value the format uses instead:
    /// the nearest allowed one. Nil for the other errors.
    ///
    /// ```swift
    /// do { _ = try BankCardSecurityCode.validatedLength(0) } catch { print(error.fallback) }   // Optional(3)
    /// ```
    public let fallback: Int?

    /// An error about `setting`, described for a developer: what is wrong, the offending value,
    /// and what the format does instead.
    ///
    /// ```swift
    /// let error = TextInputConfigurationError(
    ///     .init("PINOptions.length"), description: "PINOptions.length is 0; the format uses 4.", fallback: 4)
    /// ```
    public init(_ setting: Setting, description: String, fallback: Int? = nil) {
        self.setting = setting
        self.description = description
        self.fallback = fallback
    }

    /// A setting a format reports errors about, named as a developer writes it in code:
    /// "filter(constrainingCharactersCount:)", or an options type's property ("PINOptions.length").
    ///
    /// A custom format can name its settings as static members, beside its options:
    ///
    /// ```swift
    /// extension TextInputConfigurationError.Setting {
    ///     static let pinLength = Self("PINOptions.length")
    /// }
    /// ```
    public struct Setting: Hashable, Sendable, CustomStringConvertible {
        /// The setting as code names it.
        public let name: String

        /// A setting named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The name.
        public var description: String { name }
    }
}

extension TextInputConfigurationError {
    /// An integer setting outside the values it may take. The format uses the nearest allowed
    /// value (``fallback``).
    package static func outOfRange(_ setting: Setting, value: Int, allowed: ClosedRange<Int>) -> Self {
        let fallback = Swift.min(Swift.max(value, allowed.lowerBound), allowed.upperBound)
        let range = allowed.upperBound == Int.max ? "\(allowed.lowerBound) or more" : "in \(allowed.lowerBound)…\(allowed.upperBound)"
        return Self(setting, description: "\(setting.name) is \(value), but must be \(range); the format uses \(fallback).", fallback: fallback)
    }

    /// A decimal setting that is `Decimal.nan`. The format ignores it.
    package static func boundIsNotANumber(_ setting: Setting) -> Self {
        Self(setting, description: "\(setting.name) is not a number (NaN); the format ignores it.")
    }
}
