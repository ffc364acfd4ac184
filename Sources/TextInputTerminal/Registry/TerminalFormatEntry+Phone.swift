import TextInputCore

extension TerminalFormatEntry {
    /// `phone[:region]`: a phone number formatted as typed, for the default region the argument
    /// names (US unless given). Under the field: the region the number belongs to while it is
    /// typed, then its E.164 form, its type and whether it is valid. A region the numbering
    /// plans do not know is refused with the reason, rather than left to the format's fallback.
    public static let phoneNumber = TerminalFormatEntry.format(
        "phone", label: "Phone", summary: "a phone number, formatted as typed; US numbers unless the argument names a region", argument: "region"
    ) { region in
        let options = PhoneNumberTextInputOptions.options(defaultRegion: region?.uppercased() ?? "US")
        do {
            _ = try options.validated()
        } catch {
            throw TerminalDemoError.invalidArgument(format: "phone", argument: region ?? "US", reason: String(describing: error))
        }
        return TextInputFormats.phoneNumber(options)
    } describe: { number in
        TerminalValueDescription(number.e164, details: [number.type.rawValue], isValid: number.isValid)
    } annotate: { region, text in
        ["region " + PhoneNumberTextInputOptions.options(defaultRegion: region?.uppercased() ?? "US").regionCode(forText: text)]
    }
}
