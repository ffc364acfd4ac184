import Foundation

extension NumberTextSerializer {
    /// The status of a number field's text: ``TextInputValueStatus/incomplete`` without a digit
    /// yet ("-", "$"); within the bounds, ``TextInputValueStatus/valid`` for a field that has
    /// bounds and ``TextInputValueStatus/complete`` for one that has none; outside them,
    /// ``TextInputValueStatus/incomplete`` while digits typed at the end can still bring the
    /// number within them ("5" on the way to "50" with a minimum of 10) and
    /// ``TextInputValueStatus/invalid`` once none can ("150" with a maximum of 100, "2" with
    /// bounds 10…15, "5.5" with a minimum of 10).
    func status(of text: String) -> TextInputValueStatus {
        var number = NumberDraft()
        text.withBorrowedUTF8 { bytes in
            var minusCount = 0
            var tokens = NumberFieldTokenIterator(bytes, decimalSeparator: layout.decimalSeparator)
            while let (token, _) = tokens.next() { number.add(token, minusCount: &minusCount) }
            number.isNegative = minusCount % 2 == 1
        }
        guard !number.digits.isEmpty, let shown = number.decimalValue else { return .incomplete }
        guard rules.minimum != nil || rules.maximum != nil else { return .complete }
        if isWithinBounds(low: shown, high: shown) { return .valid }
        return reachableRanges(of: number, shown: shown).contains { isWithinBounds(low: $0.low, high: $0.high) } ? .incomplete : .invalid
    }

    /// Whether some number from `low` to `high` lies within the bounds.
    private func isWithinBounds(low: Decimal, high: Decimal) -> Bool {
        if let minimum = rules.minimum, high < minimum { return false }
        if let maximum = rules.maximum, low > maximum { return false }
        return true
    }

    /// The ranges the numbers that typing digits at the end of `number` makes lie in, a little
    /// wider where that keeps them simple. A typed fraction only gains digits; otherwise each
    /// digit typed into the integer part multiplies the magnitude by ten, as it does on a
    /// terminal whose digits enter at the smallest unit.
    private func reachableRanges(of number: NumberDraft, shown: Decimal) -> [(low: Decimal, high: Decimal)] {
        let magnitude = shown < 0 ? -shown : shown
        var ranges: [(low: Decimal, high: Decimal)] = []
        if number.hasSeparator && !rules.showsWholeFraction {
            let hasRoom = number.fractionCount < rules.maximumFractionDigits
            let step = hasRoom ? Decimal(sign: .plus, exponent: -number.fractionCount, significand: 1) : 0
            ranges = [(magnitude, magnitude + step)]
        } else {
            var scale: Decimal = 1
            for _ in 0...max(0, NumberRules.maximumIntegerDigits - number.integerCount) {
                ranges.append((magnitude * scale, (magnitude + 1) * scale))
                scale *= 10
            }
        }
        return number.isNegative ? ranges.map { (-$0.high, -$0.low) } : ranges
    }
}
