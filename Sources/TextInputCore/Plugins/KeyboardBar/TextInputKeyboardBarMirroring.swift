/// What a keyboard bar needs of a form field's binding: a second binding of the same format on
/// the bar's own field, and the form field's state kept in step with it.
///
/// While the bar shows a field, the bar's field has the keyboard focus and the form field
/// hands its editing over: its binding reports no end of editing when its host gives up the
/// focus, copies every change of the bar's binding (text, selection, memory) and reports it as
/// its own, and reports the end of editing when the bar lets the field go.
@MainActor
package protocol TextInputKeyboardBarMirroring: TextInputBindingType {
    /// Binds the same format to `host`, which takes this field's text, selection and memory.
    func bindMirror(to host: any TextInputHost) -> any TextInputBindingType

    /// Hands the editing over to `standIn`, the field that has the focus on this one's behalf.
    func handOverEditing(to standIn: any TextInputHost)

    /// Takes the text, selection and memory of `mirror`, a binding ``bindMirror(to:)`` made,
    /// and reports what changed.
    func takeState(of mirror: any TextInputBindingType)

    /// Ends the hand-over: the field reports the end of its editing unless its own host has
    /// the focus again.
    func endHandOver()
}
