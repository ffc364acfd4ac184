/// The focus, which a keyboard bar's field holds on the field's behalf while the bar shows it.
extension TextInputBinding: TextInputKeyboardBarMirroring {
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

    package func bindMirror(to host: any TextInputHost) -> any TextInputBindingType {
        let selection = self.host?.selectedUTF16Range ?? conversation.reportedSelection
        host.setText(text, selectedUTF16Range: selection, answeringUserEdit: false)
        let mirror = TextInputBinding(format: format, host: host, valueTracking: TextInputValueTracking(format.serializer, redaction: format.printedRedaction))
        mirror.memory = memory
        host.setSelectedUTF16Range(selection)
        mirror.refreshState(rereadingValue: true)
        return mirror
    }

    package func handOverEditing(to standIn: any TextInputHost) {
        self.standIn = standIn
    }

    package func takeState(of mirror: any TextInputBindingType) {
        guard let mirror = mirror as? TextInputBinding<Value>, let mirrorHost = mirror.host, let host else { return }
        memory = mirror.memory
        let (text, selection) = (mirrorHost.text, mirrorHost.selectedUTF16Range)
        converse(.set(text, selectedUTF16Range: selection, rereadingValue: true, in: snapshot(of: host)), with: host)
    }

    package func endHandOver() {
        guard standIn != nil else { return }
        standIn = nil
        guard let host, !host.isEditing else { return }
        logDecision(.focus, "the keyboard bar's field gives the editing back; editing ends")
        if converse(.endedEditing(handedOver: false, in: snapshot(of: host)), with: host).endsEditing { report(.editingDidEnd) }
    }
}
