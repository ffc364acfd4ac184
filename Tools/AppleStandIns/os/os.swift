// Stand-in for Apple's os module, which Linux lacks: the unified logging the adapters write a
// warning and the decision log to. See the Platforms article, "The Linux type check".

/// Row: `Logger.warning(_:)`: the message a log call takes, written with string interpolation.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    /// Row: `OSLogInterpolation.appendInterpolation(_:align:privacy:)`: a message with
    /// interpolated values is built through `OSLogInterpolation`.
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// Row: `OSLogInterpolation.appendInterpolation(_:align:privacy:)`: `@frozen struct OSLogInterpolation`.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    /// Row: `OSLogInterpolation.appendInterpolation(_:align:privacy:)`:
    /// `mutating func appendInterpolation(_ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto)`
    public mutating func appendInterpolation(
        _ argumentString: @autoclosure @escaping () -> String,
        align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {}
}

/// Row: `OSLogInterpolation.appendInterpolation(_:align:privacy:)`: the alignment parameter's type.
public struct OSLogStringAlignment: Sendable {
    public static var none: OSLogStringAlignment { OSLogStringAlignment() }
}

/// Row: `OSLogPrivacy.public`: `struct OSLogPrivacy` (os).
public struct OSLogPrivacy: Sendable {
    /// Row: `OSLogPrivacy.public`: `static var public: OSLogPrivacy { get }`
    public static var `public`: OSLogPrivacy { OSLogPrivacy() }
    /// Row: `OSLogInterpolation.appendInterpolation(_:align:privacy:)`: the default, `.auto`.
    public static var auto: OSLogPrivacy { OSLogPrivacy() }
}

/// Row: `Logger.init(subsystem:category:)`: `struct Logger` (os).
public struct Logger: Sendable {
    /// `init(subsystem: String, category: String)`
    public init(subsystem: String, category: String) {}
    /// Row: `Logger.warning(_:)`: `func warning(_ message: OSLogMessage)`, as its sibling
    /// `notice(_:)`.
    public func warning(_ message: OSLogMessage) {}
    /// Row: `Logger.debug(_:)`: `func debug(_ message: OSLogMessage)`
    public func debug(_ message: OSLogMessage) {}
}
