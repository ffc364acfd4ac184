import Foundation

/// A setting of a format that makes no sense, as the `validated()` checks report it.
///
/// The factories that take options never throw and never stop the program: given an impossible
/// setting they fall back to the nearest sensible one, and say which in their documentation.
/// A `validated()` check beside them reports the problem instead, for an app that wants to know
/// (in a debug build, a unit test, or when the options come from a server):
///
/// ```swift
/// let options = NumberTextInputOptions.options(minimum: 10, maximum: 5)
/// do {
///     _ = try options.validated()
/// } catch {
///     print(error) // NumberTextInputOptions: the maximum 5 is below the minimum 10; the format swaps them.
/// }
/// let format = TextInputFormats.decimal(options) // still works: numbers from 5 to 10
/// ```
///
/// Malformed masks are a different matter: ``TextInputFormats/mask(_:affineFormats:affinityStrategy:customNotations:isRightToLeft:autoskip:)``
/// throws a ``MaskError``, which names the mask and the offending character.
public enum TextInputConfigurationError: Error, CustomStringConvertible, Sendable, Equatable {
    /// An integer setting outside the values it may take. The format uses the nearest allowed
    /// value (``fallback``).
    ///
    /// ```swift
    /// TextInputConfigurationError.outOfRange(.bankCardSecurityCodeLength, value: 0, allowed: 3...4)
    /// ```
    case outOfRange(Setting, value: Int, allowed: ClosedRange<Int>)
    /// ``NumberTextInputOptions/maximum`` is below ``NumberTextInputOptions/minimum``. The format
    /// swaps them.
    case maximumBelowMinimum(minimum: Decimal, maximum: Decimal)
    /// A bound of ``NumberTextInputOptions`` is `Decimal.nan`. The format ignores it.
    case boundIsNotANumber(Setting)
    /// A currency code that is not an ISO 4217 code Foundation knows. A code of three ASCII
    /// letters is used as given (the field shows the code where the symbol would be); anything
    /// else is replaced by "XXX", ISO 4217's "no currency" (the generic sign ¤ or "XXX").
    case unknownCurrencyCode(String)
    /// A phone number's default region the numbering plans do not know. The format then has no
    /// default region: numbers typed without "+" stay as typed and have no value.
    case unknownRegion(String)
    /// Allowed regions the numbering plans do not know, sorted. They allow no number; the other
    /// allowed regions keep working.
    case unknownAllowedRegions([String])
    /// A ``MaskFormatter`` made with no mask. It formats with the empty mask, which takes no
    /// input.
    case noMasks

    /// A setting that takes a number.
    public enum Setting: String, Sendable, Hashable, CaseIterable {
        /// ``NumberTextInputOptions/maximumFractionDigits``, 0…38.
        case numberMaximumFractionDigits = "NumberTextInputOptions.maximumFractionDigits"
        /// ``NumberTextInputOptions/minimum``.
        case numberMinimum = "NumberTextInputOptions.minimum"
        /// ``NumberTextInputOptions/maximum``.
        case numberMaximum = "NumberTextInputOptions.maximum"
        /// ``BankCardNumberTextInputOptions/maxLength``, 12…19.
        case bankCardNumberMaxLength = "BankCardNumberTextInputOptions.maxLength"
        /// ``BankCardHolderNameTextInputOptions/maxLength``, 1 or more.
        case bankCardHolderNameMaxLength = "BankCardHolderNameTextInputOptions.maxLength"
        /// The `length` of ``TextInputFormats/bankCardSecurityCode(length:)``, 3…4.
        case bankCardSecurityCodeLength = "bankCardSecurityCode(length:)"
        /// The count of ``TextInputFormat/filter(constrainingCharactersCount:)``, 0 or more.
        case constrainingCharactersCount = "filter(constrainingCharactersCount:)"
    }

    /// For ``outOfRange(_:value:allowed:)``, the value the format uses instead: the nearest
    /// allowed one. Nil for the other cases.
    ///
    /// ```swift
    /// TextInputConfigurationError.outOfRange(.bankCardNumberMaxLength, value: 25, allowed: 12...19).fallback // 19
    /// ```
    public var fallback: Int? {
        guard case let .outOfRange(_, value, allowed) = self else { return nil }
        return Swift.min(Swift.max(value, allowed.lowerBound), allowed.upperBound)
    }

    /// What is wrong, with the offending value, and what the format does instead.
    public var description: String {
        switch self {
        case let .outOfRange(setting, value, allowed):
            let range = allowed.upperBound == Int.max ? "\(allowed.lowerBound) or more" : "in \(allowed.lowerBound)…\(allowed.upperBound)"
            return "\(setting.rawValue) is \(value), but must be \(range); the format uses \(fallback ?? value)."
        case let .maximumBelowMinimum(minimum, maximum):
            return "NumberTextInputOptions: the maximum \(maximum) is below the minimum \(minimum); the format swaps them."
        case let .boundIsNotANumber(setting):
            return "\(setting.rawValue) is not a number (NaN); the format ignores it."
        case let .unknownCurrencyCode(code):
            let fallback = TextInputFormats.isWellFormedCurrencyCode(code)
                ? "the field shows the code \"\(code.uppercased())\" as its symbol"
                : "the format uses \"XXX\", ISO 4217's code for no currency"
            return "currency(code:): \"\(code)\" is not an ISO 4217 currency code; \(fallback)."
        case let .unknownRegion(region):
            return "PhoneNumberTextInputOptions.defaultRegion \"\(region)\" is not a region of the numbering plans; numbers typed without \"+\" stay as typed and have no value."
        case let .unknownAllowedRegions(regions):
            let list = regions.map { "\"\($0)\"" }.joined(separator: ", ")
            return "PhoneNumberTextInputOptions.allowedRegions holds regions the numbering plans do not know: \(list); they allow no number."
        case .noMasks:
            return "MaskFormatter(masks:) was given no mask; it formats with the empty mask, which takes no input."
        }
    }
}
