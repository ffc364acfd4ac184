import TextInputCore

extension CatalogEntry {
    /// `pin`: plain text filtered to digits and constrained to a length, 4 unless the argument
    /// says; the value exists once the code is complete.
    static let pin = CatalogEntry(
        "pin", label: "PIN", summary: "exactly 4 digits, or as many as the argument says", argument: "length",
        samples: ["1234", "12", "123456"],
        sampleArguments: ["6"],
        make: { argument in
            let length = try argument.map(FormatCatalog.pinLength(from:)) ?? 4
            return TextInputFormats.plain
                .filter(by: .decimalDigits)
                .filter(constrainingCharactersCount: length)
                .transformValue(direct: { $0.count == length ? $0 : nil }, reverse: { $0 })
        }
    )
}

extension FormatCatalog {
    fileprivate static func pinLength(from argument: String) throws -> Int {
        guard let length = Int(argument), (1...64).contains(length) else {
            throw CatalogArgumentError(argument: argument, reason: "the length must be a whole number from 1 to 64")
        }
        return length
    }
}
