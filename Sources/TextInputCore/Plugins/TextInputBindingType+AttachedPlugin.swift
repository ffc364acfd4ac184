/// How a platform's view finds the plugin it attached to a binding: by its type, since a view
/// attaches one of its kind per binding (one toolbar, one suggestions view, one set of key
/// commands).
extension TextInputBindingType {
    /// The first attached plugin of type `Plugin`, or nil.
    ///
    /// ```swift
    /// binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris"])))
    /// binding.attachedPlugin(TextInputAutoFill.self)?.matches   // []
    /// ```
    package func attachedPlugin<Plugin>(_ type: Plugin.Type) -> Plugin? {
        plugins.lazy.compactMap { $0 as? Plugin }.first
    }

    /// The first attached plugin of type `Plugin`; when there is none, `make()`'s, attached
    /// first.
    ///
    /// ```swift
    /// let cities = binding.attachedPlugin(orAttaching: TextInputAutoFill(source: InMemoryAutoFillSource(["Paris"])))
    /// binding.attachedPlugin(orAttaching: TextInputAutoFill(source: InMemoryAutoFillSource([]))) === cities   // true
    /// ```
    @discardableResult
    package func attachedPlugin<Plugin: TextInputPlugin>(orAttaching make: @autoclosure () -> Plugin) -> Plugin {
        if let attached = attachedPlugin(Plugin.self) {
            return attached
        }
        let plugin = make()
        attach(plugin)
        return plugin
    }

    /// Detaches every attached plugin of type `Plugin`.
    ///
    /// ```swift
    /// binding.detachPlugins(TextInputAutoFill.self)
    /// binding.attachedPlugin(TextInputAutoFill.self)   // nil
    /// ```
    package func detachPlugins<Plugin>(_ type: Plugin.Type) {
        for plugin in plugins where plugin is Plugin {
            detach(plugin)
        }
    }
}
