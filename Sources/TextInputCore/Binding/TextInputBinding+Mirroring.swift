import Foundation

extension TextInputBinding: TextInputKeyboardBarMirroring {
    package func bindMirror(to host: any TextInputHost) -> any TextInputBindingType {
        let selection = self.host?.selectedUTF16Range ?? conversation.reportedSelection
        host.setText(text, selectedUTF16Range: selection, answeringUserEdit: false)
        let mirror = TextInputBinding(format: format, host: host, valueTracking: TextInputValueTracking(format.serializer))
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
        let copy = TextInputHostEvent.set(mirrorHost.text, selectedUTF16Range: mirrorHost.selectedUTF16Range, rereadingValue: true, in: snapshot(of: host))
        converse(copy, with: host)
    }

    package func endHandOver() {
        guard standIn != nil else { return }
        standIn = nil
        guard let host, !host.isEditing else { return }
        converse(.endedEditing(handedOver: false, in: snapshot(of: host)), with: host)
    }
}
