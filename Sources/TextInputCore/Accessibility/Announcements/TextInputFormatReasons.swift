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

extension TextInputFormatReasons {
    /// The reasons of a format that refuses a deletion only when what follows it would not fit
    /// where it moves to (a mask's digits moving into a place for letters, a phone number's
    /// extension left without a number, a card number's digits past the maximum of the brand
    /// its first digits make).
    static let deletionsKeepingWhatFollows = TextInputFormatReasons(
        refusal: { edit, _ in edit.replacementText.isEmpty ? .followingCharactersDoNotFit : nil },
        problem: { _ in nil })
}
