/// Judges the status of a non-empty text of a field, with the field's memory; nil leaves the
/// answer to the text's value (see ``TextInputFormat/status(of:)``).
typealias TextInputStatusJudge = @Sendable (_ text: String, _ memory: TextInputFieldMemory) -> TextInputValueStatus?

extension TextInputFormat {
    /// The status of `text` in a field of this format: ``TextInputValueStatus/empty`` for no
    /// text; else the format's own judgement where it has one (a phone number too long for its
    /// plan, a number below the minimum that more digits can reach, an expired card); else what
    /// the value says (``TextInputStatusReporting``), ``TextInputValueStatus/complete`` for a value
    /// that says nothing, and ``TextInputValueStatus/incomplete`` for a text without a value.
    ///
    /// `text` is a text as the field shows it: the format's formatter keeps texts that no
    /// continuation can make valid out of a field as far as it can, so a text it would not show
    /// may be judged incomplete.
    ///
    /// ```swift
    /// let phone = TextInputFormats.phoneNumber(.options(defaultRegion: "GB"))
    /// phone.status(of: "07400 1")            // .incomplete
    /// phone.status(of: "07400 123456")       // .valid
    /// phone.status(of: "+44 7400 123456 7")  // .invalid: too long for the plan
    /// ```
    public func status(of text: String) -> TextInputValueStatus {
        status(of: text, memory: TextInputFieldMemory())
    }

    /// The status of `text` in a field that remembers `memory` (a phone field's chosen region).
    func status(of text: String, memory: TextInputFieldMemory) -> TextInputValueStatus {
        guard !text.isEmpty else { return .empty }
        if let judged = statusJudge?(text, memory) { return judged }
        return statusOfValue(of: text, memory: memory)
    }

    /// What the value of `text` says of its status.
    func statusOfValue(of text: String, memory: TextInputFieldMemory) -> TextInputValueStatus {
        guard let value = try? serializer.value(for: text, memory: memory) else { return .incomplete }
        return (value as? any TextInputStatusReporting)?.status ?? .complete
    }

    /// The same format, whose texts' status `judge` decides from the text and its value (nil
    /// when it has none); ``status(of:)`` still answers ``TextInputValueStatus/empty`` for an
    /// empty text without asking. For a format of your own whose values do not report their
    /// status (``TextInputStatusReporting``), or whose checks need more than the value.
    ///
    /// ```swift
    /// let pin = TextInputFormats.plain.filter(by: .decimalDigits)
    ///     .withStatus { text, _ in text.count == 4 ? .complete : text.count < 4 ? .incomplete : .invalid }
    /// pin.status(of: "12")   // .incomplete
    /// ```
    public func withStatus(
        _ judge: @escaping @Sendable (_ text: String, _ value: Value?) -> TextInputValueStatus
    ) -> TextInputFormat<Value> {
        let serializer = serializer
        return withStatusJudge { text, memory in judge(text, try? serializer.value(for: text, memory: memory)) }
    }

    /// The same format with `judge` deciding before the value is asked.
    func withStatusJudge(_ judge: @escaping TextInputStatusJudge) -> TextInputFormat<Value> {
        TextInputFormat(serializer, formatter, traits: traits, pluginMakers: pluginMakers, statusJudge: judge, reasons: reasons, speech: speech)
    }
}
