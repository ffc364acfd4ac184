import Foundation

extension NumberTextLayout {
    /// The layout of `style` in `locale`, read from Foundation's `FormatStyle` the first time it
    /// is asked for and kept for the process: a handful of formatted probes give the digits,
    /// the separators, the grouping and the affixes, so that no per-locale table is written by
    /// hand and no formatter runs per keystroke.
    static func layout(for style: Style, locale: Locale, usesGrouping: Bool) -> NumberTextLayout {
        read.value(for: ReadKey(locale: locale.identifier, style: style, usesGrouping: usesGrouping)) {
            NumberTextLayoutProbe(style: style, locale: locale, usesGrouping: usesGrouping).layout()
        }
    }

    /// What a layout is read for: a locale, a style and whether it groups digits.
    private struct ReadKey: Hashable, Sendable {
        var locale: String
        var style: Style
        var usesGrouping: Bool
    }

    /// Layouts already read. Reading one formats about ten probes; it happens when a format is
    /// made, never while typing.
    private static let read = ProcessCache<ReadKey, NumberTextLayout>()
}

/// Reads a ``NumberTextLayout`` from what Foundation's `FormatStyle` writes for a few numbers.
struct NumberTextLayoutProbe {
    let style: NumberTextLayout.Style
    let locale: Locale
    let usesGrouping: Bool

    /// A formatted number taken apart: what stands before the first digit, after the last one,
    /// the digits, and what stands between each digit and the next.
    struct Parts {
        var prefix = ""
        var suffix = ""
        var digits: [Character] = []
        var gaps: [String] = []

        init(_ text: String) {
            var pending = ""
            for character in text {
                if DecimalDigit.isDigit(character) {
                    if digits.isEmpty { prefix = pending } else { gaps.append(pending) }
                    digits.append(character)
                    pending = ""
                } else {
                    pending.append(character)
                }
            }
            if digits.isEmpty { prefix = pending } else { suffix = pending }
        }
    }

    func layout() -> NumberTextLayout {
        // 1234567.89: nine digits, the separator after the seventh.
        let probe = Decimal(string: "1234567.89", locale: Locale(identifier: "en_US_POSIX")) ?? 0
        let positive = Parts(formatted(probe, fractionLength: 2, grouping: false))
        let negative = Parts(formatted(-probe, fractionLength: 2, grouping: false))
        let decimalSeparator = positive.gaps.count == 8 ? positive.gaps[6].unicodeScalars.first ?? "." : "."
        let grouping = usesGrouping ? groupingShape() : (separator: "", primary: 0, secondary: 0, minimum: 1)
        return NumberTextLayout(
            digits: digits(),
            decimalSeparator: decimalSeparator,
            groupingSeparator: Array(grouping.separator.utf8),
            primaryGroupingSize: grouping.primary,
            secondaryGroupingSize: grouping.secondary,
            minimumGroupingDigits: grouping.minimum,
            positive: .init(prefix: Array(positive.prefix.utf8), suffix: Array(positive.suffix.utf8)),
            negative: .init(prefix: Array(negative.prefix.utf8), suffix: Array(negative.suffix.utf8)),
            defaultMaximumFractionDigits: defaultFractionDigits(decimalSeparator: decimalSeparator)
        )
    }

    /// The locale's digits 0…9, read from 1234567890 written without grouping.
    private func digits() -> [[UInt8]] {
        let written = Parts(Decimal(1_234_567_890).formatted(Decimal.FormatStyle(locale: locale).grouping(.never))).digits
        var digits = (0...9).map { [UInt8(ascii: "0") + UInt8($0)] }
        guard written.count == 10 else { return digits }
        for character in written {
            guard let scalar = character.unicodeScalars.first, let value = DecimalDigit.value(of: scalar) else { return digits }
            digits[Int(value)] = Array(character.utf8)
        }
        return digits
    }

    /// The grouping separator and sizes, read from a 20-digit number, and the fewest digits
    /// left of the rightmost separator for which it is shown.
    private func groupingShape() -> (separator: String, primary: Int, secondary: Int, minimum: Int) {
        let long = Parts(formatted(Decimal(string: "12345678901234567890") ?? 0, fractionLength: 0, grouping: true))
        let separators = long.gaps.indices.filter { !long.gaps[$0].isEmpty }
        guard let last = separators.last else { return ("", 0, 0, 1) }
        let primary = long.digits.count - 1 - last
        let secondary = separators.count > 1 ? last - separators[separators.count - 2] : primary
        var minimum = 1
        for count in (primary + 1)...(primary + 4) {
            var power = Decimal(1)
            for _ in 1..<count { power *= 10 }
            if Parts(formatted(power, fractionLength: 0, grouping: true)).gaps.contains(where: { !$0.isEmpty }) {
                minimum = count - primary
                break
            }
        }
        return (long.gaps[last], primary, secondary, minimum)
    }

    /// The fraction digits the style shows by default: the currency's, or Foundation's for a
    /// number with many.
    private func defaultFractionDigits(decimalSeparator: Unicode.Scalar) -> Int {
        if style == .integer { return 0 }
        let probe: Decimal = if case .currency = style { 1 } else { Decimal(string: "0.12345678901234567") ?? 0 }
        let parts = Parts(formatted(probe, fractionLength: nil, grouping: false))
        guard let separator = parts.gaps.firstIndex(where: { $0.unicodeScalars.first == decimalSeparator }) else { return 0 }
        return parts.digits.count - 1 - separator
    }

    /// What Foundation writes for the number `shown` in this style: for a percent, the value
    /// shown / 100.
    private func formatted(_ shown: Decimal, fractionLength: Int?, grouping: Bool) -> String {
        let grouping: NumberFormatStyleConfiguration.Grouping = grouping ? .automatic : .never
        switch style {
        case .decimal, .integer:
            let format = Decimal.FormatStyle(locale: locale).grouping(grouping)
            return shown.formatted(fractionLength.map { format.precision(.fractionLength($0)) } ?? format)
        case let .currency(code):
            let format = Decimal.FormatStyle.Currency(code: code, locale: locale).grouping(grouping)
            return shown.formatted(fractionLength.map { format.precision(.fractionLength($0)) } ?? format)
        case .percent:
            let format = Decimal.FormatStyle.Percent(locale: locale).grouping(grouping)
            return (shown / 100).formatted(fractionLength.map { format.precision(.fractionLength($0)) } ?? format)
        }
    }
}
