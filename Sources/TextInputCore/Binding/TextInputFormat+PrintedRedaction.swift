extension TextInputFormat {
    /// The characters that everything the package prints of a field of this format hides — its
    /// events and states, its format styles' errors, its decision log: those its value type
    /// names (``TextInputRedactedValue``), and every digit of a field whose traits say it holds a
    /// card number, a security code, a phone number or a one-time code, even once its value has
    /// been mapped to another type.
    @usableFromInline
    package var printedRedaction: TextInputRedaction {
        var redaction = TextInputEditingState<Value>.redaction
        if traits.contentType?.hidesDigitsInPrint == true {
            redaction.insert(.digits)
        }
        return redaction
    }
}

extension TextInputContentType {
    /// Whether what the package prints of such a field hides every digit: the payment and
    /// identity numbers a log must never hold.
    var hidesDigitsInPrint: Bool {
        self == .creditCardNumber || self == .creditCardSecurityCode || self == .telephoneNumber || self == .oneTimeCode
    }
}
