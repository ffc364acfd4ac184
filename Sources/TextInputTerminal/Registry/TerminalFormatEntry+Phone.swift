import TextInputCore

extension TerminalFormatEntry {
    /// `phone[:region]`: a phone number formatted as typed, for the default region the argument
    /// names (US unless given). Under the field: the region the number belongs to while it is
    /// typed, then its E.164 form, its type and whether it is valid.
    public static let phoneNumber = TerminalFormatEntry.format(
        "phone", label: "Phone", summary: "a phone number, formatted as typed; US numbers unless the argument names a region", argument: "region"
    ) { region in
        TextInputFormats.phoneNumber(.options(defaultRegion: region?.uppercased() ?? "US"))
    } describe: { number in
        TerminalValueDescription(number.e164, details: [number.type.rawValue], isValid: number.isValid)
    } annotate: { region, text in
        ["region " + PhoneNumberTextInputOptions.options(defaultRegion: region?.uppercased() ?? "US").regionCode(forText: text)]
    }
}
