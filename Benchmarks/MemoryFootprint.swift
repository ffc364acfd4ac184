import Foundation
import HeapStatistics
import TextInputCore

/// What a format value and a bound field cost in heap memory, printed as a second table:
/// `swift run -c release Benchmarks memory`. Measured as the growth of the heap in use
/// (glibc's `mallinfo2`, through `HeapStatistics`) while many of them are alive at once, divided by their count, so the
/// figure is an average that includes the allocator's rounding.
@MainActor
enum MemoryFootprint {
    /// How many of each are kept alive at once.
    static let count = 2_000

    /// One row: a format, and what a user types into its field.
    struct Row {
        var name: String
        var typed: String
        var bytesPerFormat: () throws -> Int
        var bytesPerField: () throws -> Int
    }

    static func printTable() {
        guard heapBytesInUse() != nil else {
            print("Memory: not measured on this platform (only glibc counts the heap in use).")
            return
        }
        let phoneMetadata = heapGrowth { _ = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatted("+1 650 253 0000") }
        let phoneMetadataAgain = heapGrowth { _ = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).formatted("+1 650 253 0000") }
        print("| Format | typed | bytes per format value | bytes per bound field, beyond a field with the same text |")
        print("|---|---|---:|---:|")
        for row in rows() {
            let figures = [row.bytesPerFormat, row.bytesPerField].map { measure in (try? measure()).map(String.init) ?? "failed" }
            print("| \(row.name) | \(row.typed) | \(figures.joined(separator: " | ")) |")
        }
        print("")
        print("Phone metadata: \(phoneMetadata) bytes the first time a phone format is used in the process, \(phoneMetadataAgain) the second.")
    }

    static func rows() -> [Row] {
        let usLocale = NumberTextInputOptions.options(locale: Locale(identifier: "en_US"))
        return [
            row("plain", "Lorem ipsum dolor 42") { TextInputFormats.plain },
            row("4-builder chain", "Lorem ipsum dolor 42") { FoundationBenchmarks.chain },
            row("card number", "4111111111111111") { TextInputFormats.bankCardNumber() },
            row("expiry date", "1229") { TextInputFormats.bankCardExpiryDate() },
            row("security code", "123") { TextInputFormats.bankCardSecurityCode() },
            row("holder name", "JOHN SMITH") { TextInputFormats.bankCardHolderName() },
            row("iban", "GB82WEST12345698765432") { TextInputFormats.iban() },
            row("phone (US)", "6502530000") { TextInputFormats.phoneNumber(.options(defaultRegion: "US")) },
            row("mask +1 ([000]) [000]-[0000]", "5551234567") { try TextInputFormats.mask(MaskBenchmarks.phoneFormat) },
            row("amount (USD, en_US)", "123456") { TextInputFormats.currency(code: "USD", usLocale) },
            row("decimal (en_US)", "1234.56") { TextInputFormats.decimal(usLocale) },
        ]
    }

    /// A row for a format made by `makeFormat` (made anew for each value counted, as an app
    /// that calls the factory per field would) and typed into key by key.
    static func row<Value>(_ name: String, _ typed: String, _ makeFormat: @escaping () throws -> TextInputFormat<Value>) -> Row {
        Row(
            name: name,
            typed: typed,
            bytesPerFormat: {
                var formats: [TextInputFormat<Value>] = []
                formats.reserveCapacity(count)
                let bytes = try heapGrowth { for _ in 0..<count { formats.append(try makeFormat()) } }
                withExtendedLifetime(formats) {}
                return bytes / count
            },
            bytesPerField: {
                let format = try makeFormat()
                var bound: [(TextInputSimulator, TextInputBinding<Value>)] = []
                bound.reserveCapacity(count)
                let boundBytes = heapGrowth {
                    for _ in 0..<count {
                        let field = TextInputSimulator()
                        let binding = format.bind(to: field)
                        field.beginEditing()
                        for character in typed { field.insert(String(character)) }
                        bound.append((field, binding))
                    }
                }
                var unbound: [TextInputSimulator] = []
                unbound.reserveCapacity(count)
                let fieldBytes = heapGrowth {
                    for (field, _) in bound { unbound.append(TextInputSimulator(text: String(decoding: Array(field.text.utf8), as: UTF8.self))) }
                }
                withExtendedLifetime((bound, unbound)) {}
                return (boundBytes - fieldBytes) / count
            }
        )
    }

    /// How much the heap in use grew while `body` ran (what it allocated and kept).
    static func heapGrowth(_ body: () throws -> Void) rethrows -> Int {
        let before = heapBytesInUse() ?? 0
        try body()
        return (heapBytesInUse() ?? 0) - before
    }

    /// Nil where the C library does not count (only glibc does).
    static func heapBytesInUse() -> Int? {
        let bytes = heap_statistics_bytes_in_use()
        return bytes == 0 ? nil : Int(bytes)
    }
}
