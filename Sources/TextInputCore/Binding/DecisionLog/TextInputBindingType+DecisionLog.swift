extension TextInputBindingType {
    /// No log of its own: a binding type that keeps none logs to
    /// ``TextInputDecisionLog/processWide``.
    public var decisionLog: TextInputDecisionLog? { nil }

    /// Writes an entry to the binding's log, or the process-wide one; `message` is built only
    /// when logging is on.
    @inline(__always)
    package func logDecision(_ category: TextInputDecisionLog.Category, _ message: @autoclosure () -> String) {
        guard let log = decisionLog ?? TextInputDecisionLog.processWide else { return }
        log.write(TextInputDecisionLog.Entry(category, message()))
    }

    /// Whether the binding's decisions are logged, for a caller that gathers what an entry needs
    /// before writing it.
    package var logsDecisions: Bool {
        decisionLog != nil || TextInputDecisionLog.processWide != nil
    }
}
