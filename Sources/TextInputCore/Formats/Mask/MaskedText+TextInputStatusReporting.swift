/// A masked text is ``TextInputValueStatus/complete`` once every mandatory slot of its mask is
/// filled (``MaskedText/isComplete``) and ``TextInputValueStatus/incomplete`` before: a mask
/// field takes only characters that fit its slots, so what it holds can always be completed,
/// and a mask has no check beyond its slots.
///
/// ```swift
/// let mask = try TextInputFormats.mask("+1 ([000]) [000]-[0000]")
/// mask.status(of: "+1 (555")             // .incomplete
/// mask.status(of: "+1 (555) 123-4567")   // .complete
/// ```
extension MaskedText: TextInputStatusReporting {
    /// ``TextInputValueStatus/complete`` when every mandatory slot is filled, else
    /// ``TextInputValueStatus/incomplete``.
    public var status: TextInputValueStatus {
        isComplete ? .complete : .incomplete
    }
}
