// Stand-in for Apple's SwiftUI on macOS: the AppKit representable. See ../Common/SwiftUI.swift.
import AppKit

/// Row: `NSViewRepresentable`: `@MainActor @preconcurrency protocol NSViewRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType: NSView
    associatedtype Coordinator = Void
    typealias Context = NSViewRepresentableContext<Self>
    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}
extension NSViewRepresentable {
    public var body: Never { fatalError() }
    public static func dismantleNSView(_ nsView: Self.NSViewType, coordinator: Self.Coordinator) {}
}
extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}
/// Row: `NSViewRepresentableContext.coordinator`: `@MainActor @preconcurrency struct NSViewRepresentableContext<Representable> where Representable : NSViewRepresentable`.
@MainActor @preconcurrency public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}
