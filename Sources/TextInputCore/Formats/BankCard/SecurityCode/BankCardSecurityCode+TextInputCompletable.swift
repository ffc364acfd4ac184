extension BankCardSecurityCode: TextInputCompletable {
    /// True: a security code field has a value only once the code has its length.
    public var isComplete: Bool { true }
}
