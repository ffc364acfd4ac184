// Apple Foundation and Core Graphics declarations that Linux's Foundation lacks.
// See the Platforms article, "The Linux type check".

/// Row: `UIResponder.undoManager`: `@MainActor class UndoManager` (Foundation;
/// https://developer.apple.com/documentation/foundation/undomanager).
@MainActor open class UndoManager: NSObject {
    /// https://developer.apple.com/documentation/foundation/undomanager/isundoing
    /// `var isUndoing: Bool { get }`
    open var isUndoing: Bool { false }
    /// https://developer.apple.com/documentation/foundation/undomanager/isredoing
    /// `var isRedoing: Bool { get }`
    open var isRedoing: Bool { false }
    /// https://developer.apple.com/documentation/foundation/undomanager/canundo
    /// `var canUndo: Bool { get }` (UIKit tests)
    open var canUndo: Bool { false }
    /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions()
    /// `func removeAllActions()`
    open func removeAllActions() {}
}

/// Row: `CGAffineTransform` (suggestions view): `struct CGAffineTransform` (Core Graphics).
public struct CGAffineTransform: Equatable, Sendable {
    /// `static var identity: CGAffineTransform { get }`
    public static var identity: CGAffineTransform { CGAffineTransform() }
    private init() {}
    /// `init(translationX tx: CGFloat, y ty: CGFloat)`
    public init(translationX tx: CGFloat, y ty: CGFloat) {}
}

/// Row: `Formatter.isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`:
/// `class Formatter` (Foundation; https://developer.apple.com/documentation/foundation/formatter).
/// Linux's Formatter declares these methods with other pointer types.
open class Formatter: NSObject {
    public override init() {}
    public required init?(coder: NSCoder) {}
    /// Row: `Formatter.string(for:)`.
    open func string(for obj: Any?) -> String? { nil }
    /// Row: `Formatter.getObjectValue(_:for:errorDescription:)`.
    open func getObjectValue(
        _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?,
        for string: String,
        errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool { false }
    /// Row: `Formatter.isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`.
    open func isPartialStringValid(
        _ partialStringPtr: AutoreleasingUnsafeMutablePointer<NSString>,
        proposedSelectedRange proposedSelRangePtr: NSRangePointer?,
        originalString origString: String,
        originalSelectedRange origSelRange: NSRange,
        errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool { true }
}

/// Row: `AutoreleasingUnsafeMutablePointer`: `@frozen struct AutoreleasingUnsafeMutablePointer<Pointee>`
/// (the Swift standard library on Apple platforms only).
@frozen public struct AutoreleasingUnsafeMutablePointer<Pointee> {
    private let pointer: UnsafeMutablePointer<Pointee>
    /// `var pointee: Pointee { get nonmutating set }`
    public var pointee: Pointee {
        get { pointer.pointee }
        nonmutating set { pointer.pointee = newValue }
    }
}

/// Row: `NSStringFromSelector(_:)`: `func NSStringFromSelector(_ aSelector: Selector) -> String`
/// (Foundation).
public func NSStringFromSelector(_ aSelector: Selector) -> String { "" }
