extension TextInputBinding {
    /// Attaches `plugin`; attaching one that is already attached does nothing.
    public func attach(_ plugin: any TextInputPlugin) {
        guard !plugins.contains(where: { $0 === plugin }) else { return }
        plugins.append(plugin)
        logDecision(.plugin, "\(type(of: plugin)) is attached")
        plugin.didAttach(to: self)
    }

    /// Detaches `plugin`.
    public func detach(_ plugin: any TextInputPlugin) {
        guard let index = plugins.firstIndex(where: { $0 === plugin }) else { return }
        logDecision(.plugin, "\(type(of: plugin)) is detached")
        plugin.willDetach(from: self)
        plugins.remove(at: index)
    }

    /// Whether the field's value is complete: its value says so (``TextInputCompletable``).
    /// False when the field has no value, or when its value type has no notion of complete.
    public var isComplete: Bool {
        (value as? any TextInputCompletable)?.isComplete ?? false
    }
}
