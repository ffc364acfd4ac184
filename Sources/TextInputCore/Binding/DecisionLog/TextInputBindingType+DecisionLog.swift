extension TextInputBindingType {
    /// No log of its own: a binding type that keeps none logs to
    /// ``TextInputDecisionLog/processWide``.
    public var decisionLog: TextInputDecisionLog? { nil }

    /// Writes an entry to the binding's log, or the process-wide one; `message` is built only
    /// when logging is on.
    package func logDecision(_ category: TextInputDecisionLog.Category, _ message: @autoclosure () -> String) {
        TextInputDecisionLog.of(decisionLog)?.write(TextInputDecisionLog.Entry(category, message()))
    }
}

extension TextInputDecisionLog {
    /// The log a binding whose own log is `own` writes to: its own, else the process-wide one;
    /// nil when logging is off.
    @MainActor
    @inline(__always)
    static func of(_ own: TextInputDecisionLog?) -> TextInputDecisionLog? {
        own ?? processWide
    }
}
