import Foundation
import TextInputCore

extension CatalogEntry {
    /// `iban`: an IBAN, its electronic format as the value, with the name of the country its
    /// first two letters name beside it.
    static let iban = CatalogEntry(
        "iban", label: "IBAN", summary: "an international bank account number, in groups of four",
        samples: [
            "GB82 WEST 1234 5698 7654 32", "gb82west12345698765432", "DE89 3704 0044 0532 0130 00", "NO9386011117947",
            "fr14 2004 1010 0505 0001 3m02 606", "GB83 WEST 1234 5698 7654 32", "DE89 3704 0044 O532", "G", "ZZ12", "١٢",
        ],
        make: { _ in TextInputFormats.iban() },
        describe: { iban in CatalogValueDescription(iban.electronicFormat, details: countryName(iban.countryCode).map { [$0] } ?? []) }
    )

    /// The English name of the country `code` names ("United Kingdom" for "GB"), when it is an
    /// ISO 3166 region: the same on every machine.
    private static func countryName(_ code: String) -> String? {
        guard isoRegionCodes.contains(code) else { return nil }
        return Locale(identifier: "en_US").localizedString(forRegionCode: code)
    }

    private static let isoRegionCodes = Set(Locale.Region.isoRegions.map(\.identifier))
}
