/// Complete at the brand's standard length or its maximum, passing the Luhn check
/// (``BankCardNumber/isComplete``): a 13-digit Visa number is valid but not complete.
///
/// ```swift
/// try BankCardNumber(digitsString: "4242424242424242").isComplete // true
/// try BankCardNumber(digitsString: "4242424242422").isComplete    // false: a valid Visa, but short
/// ```
extension BankCardNumber: TextInputCompletable {}
