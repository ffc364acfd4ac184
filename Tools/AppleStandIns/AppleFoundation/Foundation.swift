// The Foundation that Apple's UIKit and AppKit re-export: each Linux Foundation type the
// adapters name, re-exported by name, and the stand-in ObjectiveC module. Linux's Foundation is
// not re-exported whole: its NSObject lacks the Objective-C runtime and would make `NSObject`
// ambiguous. See the Platforms article, "The Linux type check".
@_exported import ObjectiveC
import Foundation
import class Foundation.OperationQueue

@_exported import struct Foundation.NSRange
public typealias NSRangePointer = UnsafeMutablePointer<NSRange>
@_exported import class Foundation.NSValue
@_exported import class Foundation.NSNumber
@_exported import class Foundation.NSString
@_exported import class Foundation.NSMutableString
@_exported import class Foundation.NSAttributedString
@_exported import class Foundation.NSMutableAttributedString
@_exported import class Foundation.NSCoder
@_exported import struct Foundation.Notification
@_exported import class Foundation.NSNotification
@_exported import class Foundation.NotificationCenter
@_exported import struct Foundation.IndexPath
@_exported import struct Foundation.Decimal
@_exported import struct Foundation.URL
@_exported import struct Foundation.Locale
@_exported import struct Foundation.CGFloat
@_exported import struct Foundation.CGRect
@_exported import struct Foundation.CGSize
@_exported import struct Foundation.CGPoint
@_exported import typealias Foundation.TimeInterval
@_exported import class Foundation.DispatchQueue
/// Row: `Thread.isMainThread` (the UIKit host, told the app's delegate was freed): `class var isMainThread: Bool { get }`.
@_exported import class Foundation.Thread
public let NSNotFound = Foundation.NSNotFound

extension NotificationCenter {
    /// Row: `NotificationCenter.addObserver(_:selector:name:object:)`: `func addObserver(_ observer: Any, selector aSelector: Selector,
    /// name aName: NSNotification.Name?, object anObject: Any?)`, which Linux's Foundation lacks.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {}
}
