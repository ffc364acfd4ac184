// Stand-in for Apple's ObjectiveC module, which Linux lacks: NSObject with the runtime's
// overridable methods, Selector, associated objects. Named ObjectiveC because Swift treats a
// main-actor class deriving from ObjectiveC's NSObject as Sendable, as on Apple platforms.
// See the Platforms article, "The Linux type check".

/// Row: `NSObjectProtocol.responds(to:)`: `protocol NSObjectProtocol` (ObjectiveC).
public protocol NSObjectProtocol: AnyObject {
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    /// `func responds(to aSelector: Selector!) -> Bool`
    func responds(to aSelector: Selector!) -> Bool
}

extension NSObjectProtocol {
    /// Not Apple's: the target of the type check's rewrite of `delegate.method?(…)` (calling an
    /// optional requirement), which keeps the call's Optional result.
    public var objcOptionalRequirement: Self? { self }
}

/// Row: `NSObject.forwardingTarget(for:)`: `class NSObject` (ObjectiveC); the stand-in UIKit
/// and AppKit classes derive from it.
open class NSObject: NSObjectProtocol, Hashable {
    public init() {}
    /// `func responds(to aSelector: Selector!) -> Bool`
    open func responds(to aSelector: Selector!) -> Bool { false }
    /// `func forwardingTarget(for aSelector: Selector!) -> Any?`
    open func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
    /// `func isEqual(_ object: Any?) -> Bool`
    open func isEqual(_ object: Any?) -> Bool { self === object as AnyObject? }
    /// `var hash: Int { get }`
    open var hash: Int { ObjectIdentifier(self).hashValue }
    /// `var description: String { get }`
    open var description: String { "" }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { lhs.isEqual(rhs) }
    public func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}

/// Row: `Selector`: `struct Selector` (ObjectiveC). The rewrite turns
/// `#selector(method)` into `Selector(method)`, so the method must exist with those labels.
public struct Selector: Hashable, Sendable {
    private let name: String
    /// Stands in for `#selector(...)`. Main-actor isolated: every `#selector` in the adapters
    /// names a main-actor method from main-actor code, and an unapplied reference to one, sent
    /// to a nonisolated initializer, is a data race to Swift 6.
    @MainActor public init<Method>(_ method: Method) { name = "\(Method.self)" }
    /// `init(_ str: String)` (from a string literal in `Selector(("name:"))`).
    public init(_ name: String) { self.name = name }
}

/// Row: `objc_setAssociatedObject(_:_:_:_:)`, `objc_getAssociatedObject(_:_:)` (ObjectiveC).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {}
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { nil }
/// Row: `objc_AssociationPolicy.OBJC_ASSOCIATION_RETAIN_NONATOMIC`.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0, OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
}
