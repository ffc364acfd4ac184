/// Where a date field last refused a typed digit for want of a day, in the field's memory: the
/// keys typed there after it are refused too, for the same reason, until any other edit.
///
/// Without it the keys after a refused digit would land where it should have: in en_US, "1"
/// then "5" (no month 15), refused, then "2" would make the month 12, "5" the 5th and "1999"
/// the year: 12/05/1999, valid, a date nobody typed.
enum DateTextRefusalHold: TextInputFieldMemoryKey {
    static let defaultValue: Place? = nil

    /// The text and the range of it where typing is held.
    struct Place: Sendable {
        /// The field's text.
        var text: String
        /// The UTF-8 offsets of the caret, or of the selection the refused key would have replaced.
        var utf8Offsets: Range<Int>
        /// Why the digit was refused.
        var reason: TextInputAnnouncement.Reason

        /// Whether `edit` types a key at this place.
        func holds(_ edit: TextInputEdit) -> Bool {
            edit.kind == .typing && edit.editedUTF8Offsets == utf8Offsets && edit.originalText == text
        }
    }
}
