import Foundation
import TextInputCore

/// Every built-in format the tools around the package use, in the order the playground's form
/// shows them: one entry per format, and the only list of them.
///
/// Adding a built-in format adds its entry here; the playground lists it, the fuzzer drives it,
/// the benchmarks time it, and a test asks for its row in the BuiltinFormats article.
package enum FormatCatalog {
    /// The entries, in form order.
    package static let entries: [CatalogEntry] = [
        CatalogEntry(
            "card-number", label: "Card number", summary: "bank card number, grouped as its brand groups it",
            samples: ["4111 1111 1111 1111", "378282246310005", "3782 822463 10005", "36227206271667", "4000000000000000006", "４", "٣"],
            make: { _ in TextInputFormats.bankCardNumber() },
            describe: { number in
                CatalogValueDescription(number.digitsString, details: number.cardBrand.map { [$0.displayName] } ?? [])
            }
        ),
        CatalogEntry(
            "card-expiry", label: "Expiry date", summary: "a card's expiry date, MM/YY",
            samples: ["12/34", "1234", "12/2034", "13/40", "0", "1", "/34", "1/", "99"],
            make: { _ in TextInputFormats.bankCardExpiryDate() },
            describe: { date in CatalogValueDescription(String(format: "%02d/%04d", date.month, date.year)) }
        ),
        // The length follows the card number's brand: 4 digits once it is an American Express one.
        CatalogEntry(
            "card-security-code", label: "Security code", summary: "3 digits, 4 for an American Express card",
            samples: ["123", "12", "1234"],
            argumentFromForm: { valueNamed in
                ((valueNamed("card-number") as? BankCardNumber)?.cardBrand?.securityCodeLength).map(String.init)
            },
            make: { length in TextInputFormats.bankCardSecurityCode(length: length.flatMap(Int.init) ?? 3) },
            describe: { code in CatalogValueDescription(code.description) }
        ),
        CatalogEntry(
            "card-holder", label: "Cardholder", summary: "the cardholder's name, as on the card",
            samples: ["Jean-Luc O'Neil", "O'NEIL", "J. R. R.", "  ", "--", "李", "ø", "É"],
            make: { _ in TextInputFormats.bankCardHolderName() }
        ),
        .iban,
        CatalogEntry(
            "phone", label: "Phone", summary: "a phone number, formatted as typed; US numbers unless the argument names a region",
            argument: "region",
            samples: [
                "+442079460958", "+44 20 7946 0958 ext. 12", "+", "+44", "+1 415", "(415) 555-2671", "020 7946 0958", "030 1234567", "+49 30 1234567",
                "98765 43210", "00",
            ],
            sampleArguments: ["GB", "DE", "IN"],
            make: { region in
                let options = phoneOptions(region)
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
            annotate: { region, text in [regionNote(phoneOptions(region).regionCode(forText: text))] },
            placeholder: { region, text in phoneOptions(region).placeholder(forText: text) },
            regionPicker: phoneOptions
        ),
        CatalogEntry(
            "amount", label: "Amount", summary: "an amount of money, USD unless the argument names a currency", argument: "currency",
            samples: ["1,234.50", "-12.5", "0.", ".5", "007", "$1,234.50", "99999999999999999999999", "１２３", "١٢٣٤"],
            sampleArguments: ["EUR", "JPY"],
            make: { code in try amount(code: code, entry: .calculator) },
            describe: { amount in CatalogValueDescription("\(amount)") }
        ),
        // Digits shift in from the currency's minor unit, as on a card terminal.
        CatalogEntry(
            "amount-cents", label: "Amount in cents",
            summary: "an amount of money typed cents first, USD unless the argument names a currency",
            argument: "currency",
            samples: ["12345", "123.45", "1,234", "-12.5", "0", "007", "$1,234.50", "99999999999999999999999", "１２３", "١٢٣٤"],
            sampleArguments: ["EUR", "JPY", "KWD"],
            make: { code in try amount(code: code, entry: .minorUnitsFirst) },
            describe: { amount in CatalogValueDescription("\(amount)") }
        ),
        CatalogEntry(
            "percent", label: "Percent", summary: "a percentage; its value is the number shown / 100",
            samples: ["12.5", "100", "0.", "-3", "1,000"],
            make: { _ in TextInputFormats.percent(.options(locale: numberLocale)) },
            describe: { fraction in CatalogValueDescription("\(fraction)") }
        ),
        // The value exists once every mandatory slot is filled; the rest of the mask follows the
        // text, faint, while the field is edited.
        CatalogEntry(
            "mask", label: "Mask", summary: "a pattern mask, \(defaultMask) unless the argument gives one", argument: "format",
            samples: ["5551234567", "+1 (555) 123-4567", "31.12.1999", "12/34/56", "AB123456", "42", "482", "K"],
            sampleArguments: ["[00]{.}[00]{.}[9900]", "[AA]-[00000099]", "GB[00] [____] [0000] [0000] [0000] [00]", "[0…]", "[_][-]"],
            make: { mask in
                try TextInputFormats.mask(mask ?? defaultMask, showsRemainder: true, remainderSlotCharacter: "_")
                    .transformValue(direct: { $0.isComplete ? $0 : nil }, reverse: { $0 })
            },
            describe: { masked in CatalogValueDescription(masked.extractedValue) }
        ),
        // Dates are written in en_US unless the argument names a locale, so that the tools'
        // output is the same on every machine.
        CatalogEntry(
            "date", label: "Date", summary: "a date in the locale's numeric order, en_US unless the argument names a locale",
            argument: "locale",
            samples: ["12/31/1999", "12311999", "1999-12-31", "02/29/2024", "02/29/2023", "04/31/2024", "4", "1/", "13", "0229"],
            sampleArguments: ["de_DE", "ja_JP", "ko_KR"],
            make: { identifier in
                try TextInputFormats.date(.options(locale: identifier.map(dateLocale(from:)) ?? numberLocale))
            },
            describe: { date in CatalogValueDescription(date.formatted(.iso8601.year().month().day())) }
        ),
        CatalogEntry(
            "city", label: "City", summary: "a city, with suggestions from \(PlaceNames.all.count) place names",
            samples: ["Paris", "São Paulo", "Zürich", "Par"],
            make: { _ in TextInputFormats.plain.withPlugin { TextInputAutoFill(source: places, options: .options(limit: 20)) } }
        ),
        CatalogEntry(
            "destination", label: "Destination", summary: "a city, completed inline as it is typed",
            samples: ["Paris", "São Paulo", "Zürich", "Par"],
            make: { _ in TextInputFormats.plain.completing(from: places) }
        ),
        CatalogEntry(
            "plain", label: "Plain text", summary: "any text, as typed",
            samples: ["Hé 👍🏽", "abc123def"],
            make: { _ in TextInputFormats.plain }
        ),
        CatalogEntry(
            "digits", label: "Digits", summary: "decimal digits only",
            samples: ["12ab34", "0042", "999999"],
            make: { _ in TextInputFormats.plain.filter(by: .decimalDigits) }
        ),
        // The value exists once the code is complete.
        CatalogEntry(
            "pin", label: "PIN", summary: "exactly 4 digits, or as many as the argument says", argument: "length",
            samples: ["1234", "12", "123456"],
            sampleArguments: ["6"],
            make: { argument in
                let length = try argument.map(pinLength(from:)) ?? 4
                return TextInputFormats.plain
                    .filter(by: .decimalDigits)
                    .filter(constrainingCharactersCount: length)
                    .transformValue(direct: { $0.count == length ? $0 : nil }, reverse: { $0 })
            }
        ),
    ]

    /// The entry named `name`, or nil.
    package static func entry(named name: String) -> CatalogEntry? {
        entries.first { $0.name == name }
    }

    /// The options of the `phone` entry for its argument: US numbers unless it names a region.
    @Sendable
    static func phoneOptions(_ region: String?) -> PhoneNumberTextInputOptions {
        .options(defaultRegion: region?.uppercased() ?? "US")
    }

    /// What a phone field shows about the region of its text: "region GB 🇬🇧".
    package static func regionNote(_ code: String) -> String {
        "region \(code) \(PhoneNumberRegion.flag(forCode: code))"
    }

    /// The mask the `mask` entry uses when no argument gives one: a US phone number.
    package static let defaultMask = "+1 ([000]) [000]-[0000]"

    /// An amount field in `code` (USD when nil), negatives allowed, its digits entered as
    /// `entry` says. A code Foundation does not know is refused with the reason, rather than
    /// left to the format's fallback.
    private static func amount(code: String?, entry: NumberTextInputOptions.Entry) throws -> TextInputFormat<Decimal> {
        let options = NumberTextInputOptions.options(locale: numberLocale, allowsNegative: true, entry: entry)
        if let code {
            do {
                _ = try options.validated(currencyCode: code)
            } catch {
                throw CatalogArgumentError(argument: code, reason: String(describing: error))
            }
        }
        return TextInputFormats.currency(code: code?.uppercased() ?? "USD", options)
    }

    /// Number fields are written as in the United States, so that the tools' output is the same
    /// on every machine.
    static let numberLocale = Locale(identifier: "en_US")

    /// Every place name, indexed once and shared by the fields that suggest them: a source is a
    /// value any number of fields may use.
    static let places = InMemoryAutoFillSource(PlaceNames.all)

    /// The locale named `identifier` ("de_DE" or "de-DE"), when Foundation knows it.
    private static func dateLocale(from identifier: String) throws -> Locale {
        let canonical = identifier.replacingOccurrences(of: "-", with: "_")
        guard Locale.availableIdentifiers.contains(canonical) else {
            throw CatalogArgumentError(argument: identifier, reason: "Foundation knows no locale \"\(identifier)\"")
        }
        return Locale(identifier: canonical)
    }

    private static func pinLength(from argument: String) throws -> Int {
        guard let length = Int(argument), (1...64).contains(length) else {
            throw CatalogArgumentError(argument: argument, reason: "the length must be a whole number from 1 to 64")
        }
        return length
    }
}
