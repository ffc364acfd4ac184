extension BankCardExpiryDate: TextInputCompletable {
    /// True: an expiry date field has a value only once the month and the year are typed.
    public var isComplete: Bool { true }
}
