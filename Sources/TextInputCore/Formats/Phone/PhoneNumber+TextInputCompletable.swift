extension PhoneNumber: TextInputCompletable {
    /// Whether the number is valid for its region: its ``status`` is
    /// ``TextInputValueStatus/valid`` (``isValid``).
    public var isComplete: Bool { status == .valid }
}
