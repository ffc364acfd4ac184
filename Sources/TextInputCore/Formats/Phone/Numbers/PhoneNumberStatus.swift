/// A phone number's status while it is typed: valid for libphonenumber's `isValidNumber`;
/// otherwise incomplete while digits typed after it can still make a valid number
/// (``PhoneNumberContinuations``), invalid once none can.
extension PhoneNumberRules {
    /// The status of the dialled characters `digits` ("+" first, if any) in a field of
    /// `options`: valid when they parse to a valid number of an allowed region, incomplete
    /// while more digits can still make one, invalid otherwise.
    func status(ofDialled digits: [UInt8], options: PhoneNumberTextInputOptions) -> TextInputValueStatus {
        if let number = PhoneNumber(digits: digits, defaultRegion: options.defaultRegion, table: table),
            number.isValid, options.allows(number)
        {
            return .valid
        }
        let continuations = PhoneNumberContinuations(table: table, allowedRegions: options.allowedRegions)
        return continuations.canBecomeValid(dialled: digits, defaultRegion: options.defaultRegion) ? .incomplete : .invalid
    }
}

extension PhoneNumber: TextInputStatusReporting {
    /// ``TextInputValueStatus/valid`` when the number is valid for its region (``isValid``);
    /// else ``TextInputValueStatus/incomplete`` while more digits after its national
    /// significant number can make a valid number of its calling code, and
    /// ``TextInputValueStatus/invalid`` once none can.
    ///
    /// ```swift
    /// PhoneNumber(parsing: "+44 7400 1", defaultRegion: "GB")?.status       // .incomplete
    /// PhoneNumber(parsing: "+44 7400 123456", defaultRegion: "GB")?.status  // .valid
    /// PhoneNumber(parsing: "+44 9400 1234", defaultRegion: "GB")?.status    // .invalid: no number starts 94
    /// ```
    ///
    /// A field's status (``TextInputFormat/status(of:)``) reads the text typed, national prefix
    /// and all; this one reads the number alone.
    public var status: TextInputValueStatus {
        if isValid { return .valid }
        let continuations = PhoneNumberContinuations(table: .shared, allowedRegions: nil)
        let canBecomeValid = continuations.canBecomeValid(
            countryCode: countryCode, nationalDigits: Array(nationalSignificantNumber.utf8), plan: nil)
        return canBecomeValid ? .incomplete : .invalid
    }
}
