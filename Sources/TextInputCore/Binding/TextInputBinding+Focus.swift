extension TextInputBinding {
    /// Whether the field has the keyboard focus, itself or through a keyboard bar editing on its
    /// behalf.
    public var isEditing: Bool {
        host?.isEditing == true || standIn?.isEditing == true
    }

    /// Gives the field the keyboard focus, as a tap would; when a keyboard bar edits on the
    /// field's behalf, the focus stays there. Answers whether the field has it afterwards (a
    /// disabled, hidden or read-only field does not take it).
    @discardableResult
    public func beginEditing() -> Bool {
        guard !isEditing, let host else { return isEditing }
        host.beginEditing()
        return isEditing
    }

    /// Takes the keyboard focus from the field, or from the keyboard bar editing on its behalf.
    public func endEditing() {
        if let standIn, standIn.isEditing {
            standIn.endEditing()
        } else {
            host?.endEditing()
        }
    }
}
