extension PhoneAsYouTypeFormatter {
    /// Once three national digits are known: picks the formats that may apply and formats the
    /// national number with the first that works; before that, shows the digits as they are.
    mutating func chooseFormatAndFormat() -> [UInt8] {
        guard nationalNumber.count >= Self.minimumLeadingDigits else {
            return appendingNationalNumber(nationalNumber)
        }
        collectAvailableFormats(leadingDigits: nationalNumber)
        let exact = formatAccruedDigitsExactly()
        if !exact.isEmpty { return exact }
        return makeTemplateIfNeeded() ? formatNationalNumberThroughTemplate() : accruedInput
    }

    /// Adds the formats of the current plan that suit how the number was typed (with or without
    /// national prefix, nationally or internationally), then narrows them by leading digits.
    private mutating func collectAvailableFormats(leadingDigits: [UInt8]) {
        let isInternational = isCompleteNumber && extractedNationalPrefix.isEmpty
        let formats =
            isInternational && !metadata.internationalNumberFormats.isEmpty
            ? metadata.internationalNumberFormats
            : metadata.numberFormats
        for format in formats {
            if !extractedNationalPrefix.isEmpty, format.nationalPrefixRuleHasFirstGroupOnly,
                !format.isNationalPrefixOptionalWhenFormatting, !format.hasCarrierCodeFormattingRule
            {
                // Typed with a national prefix, but written without one; a carrier-code rule
                // is kept because the "prefix" may have been a carrier code.
                continue
            }
            if extractedNationalPrefix.isEmpty, !isCompleteNumber, !format.nationalPrefixRuleHasFirstGroupOnly,
                !format.isNationalPrefixOptionalWhenFormatting
            {
                // Typed without a national prefix, but only ever written with one.
                continue
            }
            if format.isUsableAsYouType {
                possibleFormats.append(format)
            }
        }
        narrowDownPossibleFormats(leadingDigits: leadingDigits)
    }

    /// Drops the formats whose leading-digits pattern for this many digits does not match.
    mutating func narrowDownPossibleFormats(leadingDigits: [UInt8]) {
        let patternIndex = leadingDigits.count - Self.minimumLeadingDigits
        func isRuledOut(_ format: PhoneNumberFormatRule) -> Bool {
            let patterns = format.leadingDigitsPatterns
            guard !patterns.isEmpty else { return false }
            var index = min(patternIndex, patterns.count - 1)
            if index < 0 { index += patterns.count }  // counted from the end, as Python does
            guard index >= 0 else { return true }
            return !patterns[index].matchesPrefix(leadingDigits)
        }
        // Usually nothing is ruled out: checking first spares copying the list, which an
        // earlier keystroke's snapshot shares.
        guard let first = possibleFormats.firstIndex(where: isRuledOut) else { return }
        var kept = Array(possibleFormats[..<first])
        kept += possibleFormats[(first + 1)...].filter { !isRuledOut($0) }
        possibleFormats = kept
    }

    /// When a possible format matches the whole national number, the number formatted with it,
    /// provided that keeps exactly the digits typed; empty otherwise.
    mutating func formatAccruedDigitsExactly() -> [UInt8] {
        for format in possibleFormats where format.pattern.matchesWhole(nationalNumber) {
            addsSpaceAfterNationalPrefix = format.separatesNationalPrefix
            let formatted = format.pattern.replacingMatches(in: nationalNumber, with: format.format)
            let full = appendingNationalNumber(formatted)
            if Self.diallableCharacters(of: full) == accruedDigits {
                return full
            }
        }
        return []
    }

    /// The digits, "+", "*" and "#" of `text`.
    private static func diallableCharacters(of text: [UInt8]) -> [UInt8] {
        text.filter {
            ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9"))
                || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "#")
        }
    }

    /// Takes the template of the first possible format that can hold the number, unless that
    /// format's is already in use. Answers whether a new template was made.
    mutating func makeTemplateIfNeeded() -> Bool {
        // Only the first remaining format is ever tried: one that cannot hold the number is
        // dropped, and the next takes its place.
        while let format = possibleFormats.first {
            if let currentPattern, currentPattern === format.pattern || currentPattern.source == format.pattern.source {
                return false
            }
            if let newTemplate = template(for: format) {
                template = newTemplate
                currentPattern = format.pattern
                addsSpaceAfterNationalPrefix = format.separatesNationalPrefix
                lastMatchPosition = 0
                return true
            }
            possibleFormats.removeFirst()
        }
        isAbleToFormat = false
        return false
    }

    /// The format's template, nil when it holds fewer digits than the national number.
    private func template(for format: PhoneNumberFormatRule) -> [UInt8]? {
        guard let template = format.asYouTypeTemplate, !template.isEmpty,
            format.asYouTypeTemplateDigitCount >= nationalNumber.count
        else {
            return nil
        }
        return template
    }

    /// Fills the template with every digit of the national number.
    mutating func formatNationalNumberThroughTemplate() -> [UInt8] {
        guard !nationalNumber.isEmpty else { return prefixBeforeNationalNumber }
        var filled: [UInt8] = []
        for digit in nationalNumber {
            filled = fillTemplate(with: digit)
        }
        return isAbleToFormat ? appendingNationalNumber(filled) : accruedInput
    }

    /// Puts `digit` in the template's next free place and returns the template up to it; when
    /// the template is full, gives up on it (and on formatting, if it was the last format).
    mutating func fillTemplate(with digit: UInt8) -> [UInt8] {
        let hasFreePlace =
            lastMatchPosition < template.count
            && template[lastMatchPosition...].contains(Self.placeholder)
        guard hasFreePlace, let place = template.firstIndex(of: Self.placeholder) else {
            if possibleFormats.count == 1 {
                isAbleToFormat = false
            }
            currentPattern = nil
            return accruedInput
        }
        template[place] = digit
        lastMatchPosition = place
        return Array(template[...place])
    }
}
