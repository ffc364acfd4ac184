/// Why a format refuses an edit or finds a text not valid, when the format knows better than its
/// value type: a date field's format knows which part of its text is the day, `Date` does not.
/// The field's announcer asks it before the value type (``TextInputAnnouncedValue``) and the
/// general rules ("digits only").
struct TextInputFormatReasons: Sendable {
    /// Why the format refuses `edit` (or the characters of it that it leaves out) in a field
    /// that remembers `memory`; nil leaves it to the value type and the general rules.
    var refusal: @Sendable (_ edit: TextInputEdit, _ memory: TextInputFieldMemory) -> TextInputAnnouncement.Reason?
    /// Why `text`, whose status is invalid, is not valid; nil leaves it to the value type.
    var problem: @Sendable (_ text: String) -> TextInputAnnouncement.Reason?
}

extension TextInputFormat {
    /// The same format, whose announcer tells the reasons `reasons` gives. The builders keep the
    /// reasons of the format they refine.
    func withAnnouncedReasons(_ reasons: TextInputFormatReasons) -> TextInputFormat<Value> {
        TextInputFormat(serializer, formatter, traits: traits, pluginMakers: pluginMakers, statusJudge: statusJudge, reasons: reasons, speech: speech)
    }
}
