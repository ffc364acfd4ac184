import Foundation

/// Reads the generated metadata's line format (described at the top of
/// `PhoneMetadataText.swift`): tab-separated fields, "!" for an absent value.
enum PhoneMetadataLines {
    private static let tab = UInt8(ascii: "\t")
    private static let newline = UInt8(ascii: "\n")
    private static let absent = UInt8(ascii: "!")

    /// Calls `body` with each line of `bytes` (without its newline) and the line's range, for
    /// the lines that start with one of `kinds`.
    static func forEachLine(in bytes: [UInt8], startingWith kinds: [UInt8], _ body: (ArraySlice<UInt8>, Range<Int>) -> Void) {
        let ends = bytes.withBorrowedElements { buffer -> [Int] in
            var ends: [Int] = []
            var start = 0
            while start < buffer.count {
                // The text is 190 KB, and only line starts matter here: the search for each
                // line's end reads many bytes at a time.
                let end = buffer.firstIndex(of: newline, from: start) ?? buffer.count
                if kinds.contains(buffer[start]) {
                    ends.append(start)
                    ends.append(end)
                }
                start = end + 1
            }
            return ends
        }
        var index = 0
        while index + 1 < ends.count {
            let range = ends[index]..<ends[index + 1]
            body(bytes[range], range)
            index += 2
        }
    }

    /// The tab-separated fields of `line`.
    static func fields(of line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(separator: tab, omittingEmptySubsequences: false)
    }

    /// A decimal number field.
    static func integer(_ field: ArraySlice<UInt8>) -> Int? {
        var value = 0
        var negative = false
        var sawDigit = false
        for (offset, byte) in field.enumerated() {
            if offset == 0, byte == UInt8(ascii: "-") {
                negative = true
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), value < 1_000_000 else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            sawDigit = true
        }
        return sawDigit ? (negative ? -value : value) : nil
    }

    /// A text field, nil when absent.
    static func string(_ field: ArraySlice<UInt8>) -> String? {
        field.count == 1 && field.first == absent ? nil : String(decoding: field, as: UTF8.self)
    }

    /// A comma-separated list of numbers.
    static func integers(_ field: ArraySlice<UInt8>) -> [Int] {
        field.split(separator: UInt8(ascii: ",")).compactMap(integer)
    }

    /// Parses one region block: its "R" line, then its "D", "N" and "I" lines.
    static func parseRegion(_ block: ArraySlice<UInt8>) -> PhoneRegionMetadata? {
        var header: [ArraySlice<UInt8>] = []
        var descriptions = [PhoneNumberDescription?](repeating: nil, count: PhoneNumberDescriptionKind.allCases.count)
        var numberFormats: [PhoneNumberFormatRule] = []
        var internationalFormats: [PhoneNumberFormatRule] = []
        // Rules often repeat a pattern; the as-you-type formatter compares rules by pattern, so
        // equal patterns share one compiled object.
        var patterns: [String: PhonePattern] = [:]
        func pattern(_ source: String) -> PhonePattern {
            if let existing = patterns[source] { return existing }
            let compiled = PhonePattern(source)
            patterns[source] = compiled
            return compiled
        }

        var start = block.startIndex
        while start < block.endIndex {
            var end = start
            while end < block.endIndex, block[end] != newline { end += 1 }
            let fields = self.fields(of: block[start..<end])
            start = end + 1
            guard let kind = fields.first?.first else { continue }
            switch kind {
            case UInt8(ascii: "R"):
                header = fields
            case UInt8(ascii: "D"):
                guard fields.count >= 5, let letter = fields[1].first,
                    let descriptionKind = PhoneNumberDescriptionKind(letter: letter)
                else { continue }
                descriptions[descriptionKind.rawValue] = PhoneNumberDescription(
                    pattern: string(fields[2]).map(pattern),
                    possibleLengths: integers(fields[3]),
                    localOnlyLengths: integers(fields[4]),
                    exampleNumber: fields.count > 5 ? string(fields[5]) : nil)
            case UInt8(ascii: "N"), UInt8(ascii: "I"):
                guard let rule = formatRule(fields, pattern: pattern) else { continue }
                if kind == UInt8(ascii: "N") {
                    numberFormats.append(rule)
                } else {
                    internationalFormats.append(rule)
                }
            default:
                continue
            }
        }
        guard header.count >= 9, let countryCode = integer(header[2]) else { return nil }
        return PhoneRegionMetadata(
            regionCode: String(decoding: header[1], as: UTF8.self),
            countryCode: countryCode,
            internationalPrefix: string(header[3]).map(pattern),
            nationalPrefix: string(header[4]),
            nationalPrefixForParsing: string(header[5]).map(pattern),
            nationalPrefixTransformRule: string(header[6]).map { Array($0.utf8) },
            leadingDigits: string(header[7]).map(pattern),
            hasSameMobileAndFixedLinePattern: header[8].contains(UInt8(ascii: "s")),
            descriptions: descriptions,
            numberFormats: numberFormats,
            internationalNumberFormats: internationalFormats,
            // A tenth field, written only for the few regions that have one.
            preferredExtensionPrefix: header.count > 9 ? string(header[9]) : nil)
    }

    private static func formatRule(
        _ fields: [ArraySlice<UInt8>],
        pattern: (String) -> PhonePattern
    ) -> PhoneNumberFormatRule? {
        guard fields.count >= 9, let source = string(fields[1]), let templateDigits = integer(fields[8]) else {
            return nil
        }
        let flags = fields[5]
        let leadingDigits =
            fields[3].isEmpty
            ? []
            : fields[3].split(separator: UInt8(ascii: ";")).map { pattern(String(decoding: $0, as: UTF8.self)) }
        return PhoneNumberFormatRule(
            pattern: pattern(source),
            format: Array(fields[2]),
            leadingDigitsPatterns: leadingDigits,
            nationalPrefixFormattingRule: string(fields[4]),
            isNationalPrefixOptionalWhenFormatting: flags.contains(UInt8(ascii: "o")),
            hasCarrierCodeFormattingRule: flags.contains(UInt8(ascii: "c")),
            isUsableAsYouType: flags.contains(UInt8(ascii: "e")),
            nationalPrefixRuleHasFirstGroupOnly: flags.contains(UInt8(ascii: "g")),
            separatesNationalPrefix: flags.contains(UInt8(ascii: "s")),
            nationalFormat: Array(fields[6]),
            asYouTypeTemplate: string(fields[7]).map { Array($0.utf8) },
            asYouTypeTemplateDigitCount: templateDigits)
    }
}
