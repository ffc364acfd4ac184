/// A phone number's status, read from libphonenumber's length check
/// (`isPossibleNumberWithReason`) once the number is not valid: more digits can help a number
/// that is too short, or whose length falls between two its plan allows, or that is shorter than
/// the plan's longest numbers; nothing helps a number too long for its plan.
extension PhoneNumberRules {
    /// The status of a number that `isValid` turned down: ``TextInputValueStatus/incomplete``
    /// while a longer number of its plan may be valid, ``TextInputValueStatus/invalid`` once
    /// none can (too long, or at the plan's longest length).
    func statusOfInvalidNumber(countryCode: Int, nationalNumber: [UInt8]) -> TextInputValueStatus {
        guard let metadata = mainMetadata(forCountryCode: countryCode), let longest = metadata.general?.possibleLengths.last else {
            return .invalid
        }
        switch Self.checkLength(of: nationalNumber, in: metadata) {
        case .tooLong: return .invalid
        case .tooShort, .invalidLength: return .incomplete
        case .possible, .possibleLocalOnly: return nationalNumber.count < longest ? .incomplete : .invalid
        }
    }

    /// The status of the dialled characters `digits` ("+" first, if any) in a field of
    /// `options`: the number's own status once they parse to one, else from their length and
    /// calling code.
    func status(ofDialled digits: [UInt8], options: PhoneNumberTextInputOptions) -> TextInputValueStatus {
        guard let parsed = PhoneNumberParser(table: table).parse(digits, defaultRegion: options.defaultRegion) else {
            return statusOfUnparsed(digits, defaultRegion: options.defaultRegion)
        }
        guard let number = PhoneNumber(countryCode: parsed.countryCode, nationalNumber: parsed.nationalNumber, table: table) else {
            return statusOfInvalidNumber(countryCode: parsed.countryCode, nationalNumber: parsed.nationalNumber)
        }
        // The calling code and leading digits name the region, and more digits keep them.
        return options.allows(number) ? number.status : .invalid
    }

    /// The status of dialled characters that libphonenumber's `parse` refuses: too few digits
    /// yet, unless no calling code starts with the digits after "+", the national number is
    /// longer than any plan's, or the default region has no plan.
    private func statusOfUnparsed(_ digits: [UInt8], defaultRegion: String) -> TextInputValueStatus {
        let hasPlus = digits.first == PhoneAsYouTypeFormatter.plus
        let dialled = Array(hasPlus ? digits.dropFirst() : digits[...])
        // Calling codes have one to three digits.
        if hasPlus, dialled.count >= 3, PhoneAsYouTypeFormatter.countryCode(startingWith: dialled, in: table) == nil {
            return .invalid
        }
        if dialled.count > Self.longestNationalNumber + (hasPlus ? 3 : 0) { return .invalid }
        if !hasPlus, table.metadata(forRegion: defaultRegion) == nil { return .invalid }
        return .incomplete
    }

    /// The most digits of a national number libphonenumber reads (its `MAX_LENGTH_FOR_NSN`).
    private static let longestNationalNumber = 17
}

extension PhoneNumber: TextInputStatusReporting {
    /// ``TextInputValueStatus/valid`` when the number is valid for its region (``isValid``);
    /// else ``TextInputValueStatus/incomplete`` while more digits may make it valid (it is
    /// shorter than its plan's longest numbers) and ``TextInputValueStatus/invalid`` once they
    /// cannot.
    ///
    /// ```swift
    /// PhoneNumber(parsing: "+44 7400 1", defaultRegion: "GB")?.status       // .incomplete
    /// PhoneNumber(parsing: "+44 7400 123456", defaultRegion: "GB")?.status  // .valid
    /// ```
    public var status: TextInputValueStatus {
        if isValid { return .valid }
        return PhoneNumberRules(table: .shared).statusOfInvalidNumber(
            countryCode: countryCode, nationalNumber: Array(nationalSignificantNumber.utf8))
    }
}
