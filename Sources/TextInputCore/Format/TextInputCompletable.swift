/// A value that says whether it is complete: everything it needs has been typed.
///
/// A form navigator moves on by itself from a field that opts in once its value becomes
/// complete (see ``TextInputFormNavigator/FieldOptions/advancesWhenComplete``); it only asks,
/// and each value type decides. Every built-in value type but the plain ones conforms, and its
/// conformance says when it is complete: a card number at its brand's standard length, a phone
/// number valid for its region, a mask with every mandatory slot filled…
///
/// Complete is read from the value's ``TextInputValueStatus`` where it has one: a card number or
/// a phone number is complete only when its status is ``TextInputValueStatus/valid``, a mask when
/// its status is ``TextInputValueStatus/complete``. Complete can ask for more than valid: a
/// 13-digit Visa number is valid, but the navigator waits for 16 digits.
///
/// ```swift
/// struct Pin: TextInputCompletable {
///     var digits: String
///     var isComplete: Bool { digits.count == 4 }
/// }
/// ```
public protocol TextInputCompletable {
    /// Whether the value is complete.
    var isComplete: Bool { get }
}
