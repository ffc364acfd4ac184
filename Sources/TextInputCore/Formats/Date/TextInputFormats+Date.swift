import Foundation

extension TextInputFormats {
    /// A numeric date field in the locale's order and separators, read from Foundation:
    /// `MM/dd/yyyy` in en_US, `dd.MM.yyyy` in de_DE, `yyyy/MM/dd` in ja_JP.
    ///
    /// A separator appears as soon as the part before it is complete. A first digit that can
    /// only be a one-digit day or month is padded ("4" as a month is "04/"), and so is one digit
    /// followed by a separator ("1/" is "01/"). Only days that exist can be typed: "13" as a
    /// month, "31" in April or "30" in February are refused, and so is the year digit that
    /// would make 29 February a day of a year that is not a leap year, or a date outside the
    /// options' bounds. A paste over the whole text reads "12/31/1999", "12311999" or ISO 8601's
    /// "1999-12-31". Backspace after a separator deletes the digit before it.
    ///
    /// The status of a text (``TextInputFormat/status(of:)``) is valid for a date that exists
    /// within the bounds, incomplete while the date is not whole, and invalid for a whole date
    /// that does not exist or lies outside the bounds, which only a program can put in the field.
    ///
    /// The value is nil until the text is a complete date that exists within the bounds; then
    /// it is the start of that day in the options' time zone and the proleptic Gregorian calendar (UTC
    /// unless the options say otherwise, see ``DateTextInputOptions/options(locale:timeZone:minimum:maximum:)``).
    ///
    /// ```swift
    /// let field = TextInputSimulator()
    /// let binding = TextInputFormats.date(.options(locale: Locale(identifier: "en_US"))).bind(to: field)
    /// field.insert("2")         // field.text == "02/"
    /// field.insert("2")
    /// field.insert("9")         // field.text == "02/29/"
    /// for digit in "2024" { field.insert(String(digit)) }
    /// binding.value             // 2024-02-29 00:00 UTC
    /// ```
    public static func date(_ options: DateTextInputOptions = .options()) -> TextInputFormat<Date> {
        let formatter = DateTextFormatter(layout: DateTextLayout(locale: options.locale), bounds: options.bounds)
        let serializer = DateTextSerializer(formatter: formatter, timeZone: options.timeZone)
        return TextInputFormat(TextInputSerializer(serializer), TextInputFormatter(formatter))
            .withTraits(.structured(keyboardType: .numberPad))
            .withSpokenText { text, date, locale in
                guard let date else { return TextInputSpokenText(spellingOutDigitRunsIn: text) }
                return TextInputSpokenText(SpokenDate.day(date, timeZone: options.timeZone, locale: locale))
            }
            .withStatusJudge { text, _ in
                if (try? serializer.value(for: text)) != nil { return .valid }
                // The field refuses every digit that no day within the bounds can follow, so a
                // text short of a whole date can still become one; a whole one without a value
                // names a day that does not exist or lies outside the bounds.
                return text.utf8.count < serializer.wholeDateLength ? .incomplete : .invalid
            }
    }
}

/// Reads a complete date as the start of its day, and writes one in the field's layout.
struct DateTextSerializer: TextInputSerializerType {
    let formatter: DateTextFormatter
    let timeZone: TimeZone

    func string(for value: Date) -> String {
        guard let day = CalendarDay(value, in: timeZone) else { return "" }
        let values = formatter.layout.parts.map { part in
            switch part {
            case .year: day.year
            case .month: day.month
            case .day: day.day
            }
        }
        let digits = zip(formatter.layout.parts, values).map { part, value in
            (0..<part.length).reversed().map { UInt8(value / Self.power(of: $0) % 10) }
        }
        let text = DateText(layout: formatter.layout, digits: DatePartValues(DateDigits(digits[0]), DateDigits(digits[1]), DateDigits(digits[2])))
        return String(decoding: text.rendered.text, as: UTF8.self)
    }

    /// The number of UTF-8 bytes of a whole date: eight digits and the two separators.
    var wholeDateLength: Int {
        8 + formatter.layout.separatorBytes[0].count + formatter.layout.separatorBytes[1].count
    }

    func value(for string: String) throws -> Date {
        // Only a text as long as a whole date can be one; most texts a field shows while typing are not.
        guard string.utf8.count == wholeDateLength else {
            throw TextInputParseError(text: string, reason: "a date is complete with every part written out")
        }
        var text = ParsedDateText(string, layout: formatter.layout).text
        text.keepsSeparator = DatePartValues(false, false, false)
        guard let day = text.day, text.rendered.text.elementsEqual(string.utf8) else {
            throw TextInputParseError(text: string, reason: "a date is complete with every part written out")
        }
        guard day.exists else {
            throw TextInputParseError(text: string, reason: "no such day: \(day.year)-\(day.month)-\(day.day)")
        }
        guard formatter.isAllowed(day) else {
            throw TextInputParseError(text: string, reason: "the day is outside the field's bounds")
        }
        return day.date(in: timeZone)
    }

    private static func power(of exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
