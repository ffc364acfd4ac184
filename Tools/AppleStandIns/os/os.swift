// Stand-in for Apple's os module, which Linux lacks: the unified logging the adapters write a
// warning to. See the Platforms article, "The Linux type check".

/// Row: `Logger.warning(_:)`: the message a log call takes, written with string interpolation.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: DefaultStringInterpolation) {}
}

/// Row: `Logger.init(subsystem:category:)`: `struct Logger` (os).
public struct Logger: Sendable {
    /// `init(subsystem: String, category: String)`
    public init(subsystem: String, category: String) {}
    /// Row: `Logger.warning(_:)`: `func warning(_ message: OSLogMessage)`, as its sibling
    /// `notice(_:)`.
    public func warning(_ message: OSLogMessage) {}
}
