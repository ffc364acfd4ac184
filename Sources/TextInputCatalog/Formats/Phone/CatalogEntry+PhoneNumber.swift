import TextInputCore

extension CatalogEntry {
    /// `phone`: a phone number, US numbers unless the argument names a region; its field shows
    /// the region of its text, and a placeholder and a region picker for it.
    static let phoneNumber = CatalogEntry(
        "phone", label: "Phone", summary: "a phone number, formatted as typed; US numbers unless the argument names a region",
        argument: "region",
        samples: [
            "+442079460958", "+44 20 7946 0958 ext. 12", "+", "+44", "+1 415", "(415) 555-2671", "020 7946 0958", "030 1234567", "+49 30 1234567",
            "98765 43210", "00",
        ],
        sampleArguments: ["GB", "DE", "IN"],
        deletionsMayOnlyMoveTheCaret: true,
        lettersAreEntered: false,
        make: { region in
            let options = FormatCatalog.phoneOptions(region)
            do {
                _ = try options.validated()
            } catch {
                throw CatalogArgumentError(argument: region ?? "US", reason: String(describing: error))
            }
            return TextInputFormats.phoneNumber(options)
        },
        // E.164 has no extension: the playground names it beside the number.
        describe: { number in
            CatalogValueDescription(number.e164, details: [number.type.rawValue] + (number.extension.map { ["ext. \($0)"] } ?? []))
        },
        annotate: { region, text in [FormatCatalog.regionNote(FormatCatalog.phoneOptions(region).regionCode(forText: text))] },
        placeholder: { region, text in FormatCatalog.phoneOptions(region).placeholder(forText: text) },
        regionPicker: FormatCatalog.phoneOptions
    )
}

extension FormatCatalog {
    /// The options of the `phone` entry for its argument: US numbers unless it names a region.
    @Sendable
    static func phoneOptions(_ region: String?) -> PhoneNumberTextInputOptions {
        .options(defaultRegion: region?.uppercased() ?? "US")
    }

    /// What a phone field shows about the region of its text: "region GB 🇬🇧".
    package static func regionNote(_ code: String) -> String {
        "region \(code) \(PhoneNumberRegion.flag(forCode: code))"
    }
}
