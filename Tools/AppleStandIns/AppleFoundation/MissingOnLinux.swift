// Apple Foundation and Core Graphics declarations that Linux's Foundation lacks.
// Docs/Platforms.md, "The Linux type check".

/// Platforms.md `UIResponder.undoManager`: `class UndoManager` (Foundation).
open class UndoManager: NSObject {
    /// https://developer.apple.com/documentation/foundation/undomanager/isundoing
    /// `var isUndoing: Bool { get }`
    open var isUndoing: Bool { false }
    /// https://developer.apple.com/documentation/foundation/undomanager/isredoing
    /// `var isRedoing: Bool { get }`
    open var isRedoing: Bool { false }
    /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions()
    /// `func removeAllActions()`
    open func removeAllActions() {}
}

/// Platforms.md `CGAffineTransform` (suggestions view): `struct CGAffineTransform` (Core Graphics).
public struct CGAffineTransform: Equatable, Sendable {
    /// `static let identity: CGAffineTransform`
    public static let identity = CGAffineTransform()
    private init() {}
    /// `init(translationX tx: CGFloat, y ty: CGFloat)`
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
}
