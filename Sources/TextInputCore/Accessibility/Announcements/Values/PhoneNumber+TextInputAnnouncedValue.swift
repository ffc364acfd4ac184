/// A phone number names its region once its digits decide it, and tells a number too long for
/// any plan from one not valid for its region.
///
/// ```swift
/// PhoneNumber(parsing: "+44 20 7946 0958", defaultRegion: "US")?.announcedName   // .region("GB")
/// ```
extension PhoneNumber: TextInputAnnouncedValue {
    /// The region the number belongs to, once its digits decide it: a valid number's region;
    /// otherwise its calling code's only region, or the one region of a shared calling code
    /// whose numbers can start with these digits ("+1 416…" is Canada's). Nil while several
    /// regions can still have it, so a field never names a region it takes back.
    public var announcedName: TextInputAnnouncedName? {
        if isValid { return regionCode.map { .region($0) } }
        let continuations = PhoneNumberContinuations(table: .shared, allowedRegions: nil)
        return continuations.decidedRegion(
            countryCode: countryCode, nationalDigits: Array(nationalSignificantNumber.utf8), plan: nil
        ).map { .region($0) }
    }

    /// The region the calling code typed after "+" decides before the number is possible: its
    /// only region, or, for a shared calling code, the one region whose numbers can start with
    /// the digits after it (as ``announcedName``).
    public static func announcedName(ofTextWithoutValue text: String) -> TextInputAnnouncedName? {
        let dialled = PhoneNumberTextParts(text, strict: false).dialled
        let table = PhoneMetadataTable.shared
        guard dialled.first == PhoneAsYouTypeFormatter.plus,
            let (callingCode, national) = PhoneAsYouTypeFormatter.countryCode(startingWith: Array(dialled.dropFirst()), in: table)
        else { return nil }
        let continuations = PhoneNumberContinuations(table: table, allowedRegions: nil)
        return continuations.decidedRegion(
            countryCode: callingCode, nationalDigits: national, plan: table.mainMetadata(forCountryCode: callingCode)
        ).map { .region($0) }
    }

    /// ``TextInputAnnouncement/Reason/phoneNumberNotValid`` for an invalid status: the field's
    /// status says when no digits typed after the number can make it valid.
    public func announcedProblem(status: TextInputValueStatus) -> TextInputAnnouncement.Reason? {
        status == .invalid ? .phoneNumberNotValid : nil
    }

    /// ``TextInputAnnouncement/Reason/phoneNumberTooLong`` for more digits than E.164's 15,
    /// ``TextInputAnnouncement/Reason/phoneNumberNotValid`` otherwise.
    public static func announcedProblem(ofTextWithoutValue text: String) -> TextInputAnnouncement.Reason {
        let digits = text.unicodeScalars.lazy.filter { ("0"..."9").contains($0) }.count
        return digits > 15 ? .phoneNumberTooLong : .phoneNumberNotValid
    }

    /// True for characters of an extension's label typed after the field wrote the label and
    /// before any digit of the extension: ";ext=12" typed out writes " ext. " at the ";", and
    /// the "ext=" after it is the user spelling what the field already shows.
    public static func typesLabelTheFieldWrote(_ edit: TextInputEdit) -> Bool {
        let typed = edit.replacementText
        guard !typed.isEmpty, PhoneNumberExtensionEdit.digits(of: typed).isEmpty, !typed.contains("+"),
            edit.editedRange.upperBound == edit.originalText.endIndex
        else { return false }
        let before = edit.originalText[..<edit.editedRange.lowerBound]
        let label = before.reversed().prefix { !$0.isNumber }
        return !label.isEmpty && PhoneNumberExtensionEdit.holdsLabel(String(label.reversed()))
    }
}
