// Stand-in for Apple's SwiftUI on iOS: the UIKit representables. See ../Common/SwiftUI.swift.
import UIKit

/// Row: `UIViewRepresentable`: `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`.
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    func makeCoordinator() -> Self.Coordinator
}
extension UIViewRepresentable {
    public var body: Never { fatalError() }
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}
extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}
/// Row: `UIViewRepresentableContext.coordinator`: `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`.
@MainActor @preconcurrency public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues { EnvironmentValues() }
}

/// Row: `UIViewControllerRepresentable` (the example).
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
}
extension UIViewControllerRepresentable {
    public var body: Never { fatalError() }
}
/// Row: `UIViewControllerRepresentable`: `UIViewControllerRepresentableContext`.
@MainActor @preconcurrency public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public var environment: EnvironmentValues { EnvironmentValues() }
}
