/// The suggestion an inline completion shows after the caret: its own entry of the field's
/// memory, provisional text the binding leaves out of the value and the events until the plugin
/// accepts it.
enum InlineCompletionSuggestion: TextInputProvisionalTextKey {
    static let defaultValue = ""
    static let isSuggestion = true
}
