import Foundation

extension TextInputFormats {
    /// A numeric date field in the locale's order and separators, read from Foundation:
    /// `MM/dd/yyyy` in en_US, `dd.MM.yyyy` in de_DE, `yyyy/MM/dd` in ja_JP.
    ///
    /// The days are those of the proleptic Gregorian calendar (ISO 8601's, Gregorian before 1582
    /// too): the text, the value and what VoiceOver says always name the same day.
    ///
    /// A separator appears as soon as the part before it is complete. A first digit that can
    /// only be a one-digit day or month is padded ("4" as a month is "04/"), and so is one digit
    /// followed by a separator ("1/" is "01/"). Only days within the bounds can be typed: a digit
    /// after which none can follow is refused — "13" as a month, "31" in April, "30" in February,
    /// the year digit that would make 29 February a day of a year that is not a leap year, a
    /// year before the options' minimum year (1000 unless they say otherwise), a date outside
    /// their bounds — and so are the keys typed at the same place after it, until another edit,
    /// so that they never make another date than the one meant. A paste over the whole text
    /// reads "12/31/1999", "12311999" or ISO 8601's "1999-12-31", and keeps the longest
    /// beginning of a date that cannot be ("02/30/2023" leaves "02/3"). Backspace after a
    /// separator deletes the digit before it.
    ///
    /// The status of a text (``TextInputFormat/status(of:)``) is valid for a date within the
    /// bounds, incomplete while a day within them can still complete the text, and invalid once
    /// none can. A refusal and an invalid status say which part is wrong:
    /// ``TextInputAnnouncement/Reason/monthNotValid``, ``TextInputAnnouncement/Reason/dayNotValid``,
    /// ``TextInputAnnouncement/Reason/yearOutOfRange`` or
    /// ``TextInputAnnouncement/Reason/dateOutOfRange``.
    ///
    /// The value is nil until the text is a complete date within the bounds; then it is the start
    /// of that day in the options' time zone, UTC unless they say otherwise (see
    /// ``DateTextInputOptions/options(locale:timeZone:minimum:maximum:minimumYear:)``).
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
                return serializer.problem(of: text) == nil ? .incomplete : .invalid
            }
            .withAnnouncedReasons(
                TextInputFormatReasons(
                    refusal: { edit, memory in formatter.refusalReason(of: edit, memory: memory) },
                    problem: { text in serializer.problem(of: text) }))
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
        if let problem = text.problem(within: formatter.bounds) {
            throw TextInputParseError(text: string, reason: "no day \(day.year)-\(day.month)-\(day.day) within the field's bounds: \(problem)")
        }
        return day.date(in: timeZone)
    }

    /// Why no day within the bounds can complete `text`, as the field shows it; nil when one can.
    func problem(of text: String) -> TextInputAnnouncement.Reason? {
        ParsedDateText(text, layout: formatter.layout).text.problem(within: formatter.bounds)
    }

    private static func power(of exponent: Int) -> Int {
        (0..<exponent).reduce(1) { result, _ in result * 10 }
    }
}
