import Foundation
import TextInputCore

/// A formatter that accepts everything and remembers the kinds of the edits it saw.
final class EditKindRecorder: TextInputFormatterType, @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [TextInputEditKind] = []

    var kinds: [TextInputEditKind] {
        lock.withLock { recorded }
    }

    func validate(_ edit: TextInputEdit, memory _: inout TextInputFieldMemory) -> TextInputValidationResult {
        lock.withLock { recorded.append(edit.kind) }
        return .accepted
    }
}

/// A host delegate that records what it hears and may veto edits, standing for an app's own
/// delegate.
@MainActor
final class RecordingHostDelegate: TextInputHostDelegate {
    var allowsEdits = true
    var answersReturn = true
    var calls: [String] = []
    /// The kinds the host named, question by question.
    var kinds: [TextInputEditKind] = []

    func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
        calls.append("shouldReplace \(range.location),\(range.length) \(string)")
        kinds.append(kind)
        return allowsEdits
    }

    func hostDidChangeText(_ host: any TextInputHost) { calls.append("didChangeText") }
    func hostDidChangeSelection(_ host: any TextInputHost) { calls.append("didChangeSelection") }
    func hostDidBeginEditing(_ host: any TextInputHost) { calls.append("didBeginEditing") }
    func hostDidEndEditing(_ host: any TextInputHost) { calls.append("didEndEditing") }
    func hostShouldReturn(_ host: any TextInputHost) -> Bool {
        calls.append("shouldReturn")
        return answersReturn
    }
}

/// A plugin that records the events it sees and answers Return and toolbar questions as told.
@MainActor
final class RecordingPlugin: TextInputPlugin {
    var handlesReturn = false
    var toolbar: TextInputToolbarLayout?
    var log: [String] = []

    func didAttach(to binding: any TextInputBindingType) { log.append("attach") }
    func willDetach(from binding: any TextInputBindingType) { log.append("detach") }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        switch event {
        case .editingDidBegin: log.append("begin")
        case let .editingChanged(state, _): log.append("changed \(state.text) \(state.value.map { "\($0)" } ?? "nil")")
        case .editingDidEnd: log.append("end")
        }
    }

    func handleReturn(for binding: any TextInputBindingType) -> Bool {
        log.append("return")
        return handlesReturn
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        if let toolbar {
            layout = toolbar
        }
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        log.append("toolbar \(item.id)")
        return true
    }
}

/// A plugin that adds one item of its own to the toolbar.
@MainActor
final class AddingToolbarItemPlugin: TextInputPlugin {
    let item: TextInputToolbarItem

    init(item: TextInputToolbarItem) {
        self.item = item
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        layout.items.append(item)
    }
}
