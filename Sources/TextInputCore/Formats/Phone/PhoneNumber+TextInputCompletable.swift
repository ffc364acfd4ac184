extension PhoneNumber: TextInputCompletable {
    /// Whether the number is valid for its region (``isValid``).
    public var isComplete: Bool { isValid }
}
