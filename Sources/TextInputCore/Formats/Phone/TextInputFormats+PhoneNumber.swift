extension TextInputFormats {
    /// A phone-number field for every country, formatted as typed exactly as libphonenumber's
    /// `AsYouTypeFormatter` does (the formatting Android and Chrome show).
    ///
    /// Digits and a leading "+" are kept from every edit, letters and punctuation are dropped;
    /// an extension after the number ("ext. 12", "x12", ";ext=12", "#12") is read as
    /// libphonenumber reads one and shown after the prefix it writes ("+44 20 7946 0958 x12"),
    /// and typing "x", "#", "," or ";" after a number of possible length starts one;
    /// pasted numbers in any usual form ("(415) 555-2671", "+44 20 7946 0958",
    /// "0044 20 7946 0958", "tel:+1-415-555-2671", full-width or Arabic-Indic digits) are
    /// formatted whole, and the caret stays after the digit it followed. "+CC" or the default
    /// region's international prefix switches to that country's plan.
    ///
    /// The value is a ``PhoneNumber`` as soon as the text holds a number of possible length
    /// (and, with ``PhoneNumberTextInputOptions/allowedRegions``, of an allowed region), never
    /// with a national prefix in it: "06 12 34 56 7" in France has none until its last digit.
    /// ``PhoneNumber/isValid`` tells whether it is a real number. The format's
    /// ``TextInputFormat/status(of:)`` is valid for a valid number, incomplete while more digits
    /// can still make one, and invalid only once none can: a number too long for its plan, or
    /// digits no number of the plan starts with.
    ///
    /// ``PhoneNumberTextInputOptions/startsWithCallingCode`` and
    /// ``PhoneNumberTextInputOptions/endOfEditingStyle`` change the text when editing begins and
    /// ends; a region picker changes the default region of one field.
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
    /// field.insert("4155552671")
    /// field.text          // "(415) 555-2671"
    /// binding.value?.e164 // "+14155552671"
    /// ```
    public static func phoneNumber(
        _ options: PhoneNumberTextInputOptions = .options()
    ) -> TextInputFormat<PhoneNumber> {
        let formatter = PhoneNumberFormatter(options: options)
        let serializer = TextInputSerializer<PhoneNumber>(
            string: { number in formatter.text(for: number, international: false) },
            value: { text, memory in
                let options = options.inField(remembering: memory)
                let parts = PhoneNumberTextParts(text, strict: true)
                guard parts.isReadable else {
                    throw TextInputParseError(text: text, redactedBy: PhoneNumber.redaction, reason: "a label after the number that starts no extension")
                }
                guard
                    let number = PhoneNumber(
                        digits: parts.dialled, extension: parts.extensionValue, defaultRegion: options.defaultRegion, table: .shared,
                        asTyped: true)
                else {
                    // Too short, or of possible length only with its national prefix.
                    throw TextInputParseError(text: text, redactedBy: PhoneNumber.redaction, reason: "not a phone number of possible length")
                }
                guard options.allows(number) else {
                    throw TextInputParseError(text: text, redactedBy: PhoneNumber.redaction, reason: "a number of a region that is not allowed")
                }
                return number
            })
        let format = TextInputFormat(serializer, TextInputFormatter(formatter))
            .withTraits(.structured(keyboardType: .phonePad, contentType: .telephoneNumber))
            .withSpokenText { text, _, locale in PhoneNumberFormatter.spokenText(of: text, locale: locale) }
            .withAnnouncedReasons(.deletionsKeepingWhatFollows)
            .withStatusJudge { text, memory in
                // Read as the serializer reads it: an extension's digits are no part of the
                // number, and a label that starts no extension leaves no number to complete.
                let parts = PhoneNumberTextParts(text, strict: true)
                guard parts.isReadable else { return .invalid }
                return PhoneNumberRules(table: .shared).status(ofDialled: parts.dialled, options: options.inField(remembering: memory))
            }
        guard options.startsWithCallingCode || options.endOfEditingStyle != nil else { return format }
        return format.withPlugin { PhoneNumberEditingEnds(options: options) }
    }
}

extension PhoneNumberFormatter {
    /// The text the field shows for `number`: its national form when it has the default
    /// region's calling code, else (or when `international`, or with
    /// ``PhoneNumberTextInputOptions/alwaysInternational``) its international form, formatted
    /// as typed.
    func text(for number: PhoneNumber, international: Bool) -> String {
        let national =
            !international && !options.alwaysInternational
            && number.countryCode == PhoneMetadataTable.shared.countryCode(forRegion: options.defaultRegion)
        // The national form carries the extension already; E.164 has none to carry.
        return formattedText(for: national ? number.formattedNational : number.e164 + number.formattedExtension)
    }

    /// The text the field shows when `text` is pasted into it empty.
    ///
    /// ```swift
    /// PhoneNumberFormatter(options: .options(defaultRegion: "GB"))
    ///     .formattedText(for: "+442079460958") // "+44 20 7946 0958"
    /// ```
    public func formattedText(for text: String) -> String {
        let edit = TextInputEdit.pasting(text)
        switch validate(edit) {
        case .accepted: return edit.resultingText
        case let .changed(formatted, _): return formatted
        case .rejected: return ""
        }
    }
}
