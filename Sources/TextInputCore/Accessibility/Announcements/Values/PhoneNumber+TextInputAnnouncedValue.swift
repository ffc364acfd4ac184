/// A phone number names its region, and tells a number too long for any plan from one not
/// valid for its region.
///
/// ```swift
/// PhoneNumber(parsing: "+44 20 7946 0958", defaultRegion: "US")?.announcedName   // .region("GB")
/// ```
extension PhoneNumber: TextInputAnnouncedValue {
    /// The region its calling code and leading digits name.
    public var announcedName: TextInputAnnouncedName? {
        regionCode.map { .region($0) }
    }

    /// The main region of the calling code typed after "+", before the number is possible.
    public static func announcedName(ofTextWithoutValue text: String) -> TextInputAnnouncedName? {
        let dialled = PhoneNumberTextParts(text, strict: false).dialled
        let table = PhoneMetadataTable.shared
        guard dialled.first == PhoneAsYouTypeFormatter.plus,
            let (callingCode, _) = PhoneAsYouTypeFormatter.countryCode(startingWith: Array(dialled.dropFirst()), in: table)
        else { return nil }
        return .region(table.mainRegion(forCountryCode: callingCode))
    }

    /// ``TextInputAnnouncement/Reason/phoneNumberNotValid`` for an invalid status.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        status == .invalid ? .phoneNumberNotValid : nil
    }

    /// ``TextInputAnnouncement/Reason/phoneNumberTooLong`` for more digits than E.164's 15,
    /// ``TextInputAnnouncement/Reason/phoneNumberNotValid`` otherwise.
    public static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason {
        let digits = text.unicodeScalars.lazy.filter { ("0"..."9").contains($0) }.count
        return digits > 15 ? .phoneNumberTooLong : .phoneNumberNotValid
    }
}
