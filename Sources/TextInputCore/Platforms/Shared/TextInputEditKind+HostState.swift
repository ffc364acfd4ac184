import Foundation

extension TextInputEditKind {
    /// The kind a host whose delegate hears only a range and a string (UIKit's) can still tell:
    /// a composition while text is marked (its ranges cannot be trusted, and the binding formats
    /// after the commit), the field's undo manager undoing or redoing. Everything else is
    /// ``unknown``, for Core to infer from the range, the string and the selection (a paste or a
    /// cut from the edit menu is not reported to the delegate as such).
    ///
    /// ```swift
    /// TextInputEditKind.reported(hasMarkedText: false, isUndoing: true, isRedoing: false)   // .undo
    /// ```
    package static func reported(hasMarkedText: Bool, isUndoing: Bool, isRedoing: Bool) -> TextInputEditKind {
        if hasMarkedText { return .markedText }
        if isUndoing { return .undo }
        return isRedoing ? .redo : .unknown
    }
}
