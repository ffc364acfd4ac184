// Stand-in for Apple's SwiftUI: only what the SwiftUI fields and the example use, with Apple's
// names, labels, isolation and Sendableness. Each declaration names its row of
// the Platforms article ("Apple APIs used", SwiftUI) as `Row: …`. Common to the UIKit and AppKit
// builds of the stand-in; SwiftUI/UIKit and SwiftUI/AppKit add the representables.
@_exported import AppleFoundation
import protocol Foundation.FormatStyle

/// Row: `View`: `@MainActor @preconcurrency protocol View`.
@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Self.Body { get }
}
extension Never: View {
    public var body: Never { fatalError() }
}

/// Row: `ViewBuilder`: `@resultBuilder struct ViewBuilder`.
@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { _ConditionalContent() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { _ConditionalContent() }
}
extension Optional: View where Wrapped: View {
    public var body: Never { fatalError() }
}
/// Row: `ViewBuilder`: the views it builds.
public struct EmptyView: View {
    nonisolated public init() {}
    public var body: Never { fatalError() }
}
public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
    public var body: Never { fatalError() }
}
public struct _ConditionalContent<TrueContent, FalseContent>: View {
    nonisolated init() {}
    public var body: Never { fatalError() }
}

/// Row: `Binding.wrappedValue`: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`.
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    /// Row: `Binding.init(get:set:)`.
    @preconcurrency public init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void) {}
    /// `var wrappedValue: Value { get nonmutating set }`
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}
/// Row: `Binding.init(get:set:)`: Sendable only where `Value` is.
extension Binding: @unchecked Sendable where Value: Sendable {}

/// Row: `State`: `@frozen @propertyWrapper struct State<Value>`.
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init() where Value: ExpressibleByNilLiteral {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}
/// Row: `State`: `protocol DynamicProperty`.
public protocol DynamicProperty {}

/// Row: `EnvironmentValues.isEnabled`: `struct EnvironmentValues`.
public struct EnvironmentValues {
    /// `var isEnabled: Bool { get set }`
    public var isEnabled: Bool { get { true } set {} }
}

/// Row: `App`: `@MainActor @preconcurrency protocol App`.
@MainActor @preconcurrency public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Self.Body { get }
    init()
}
extension App {
    /// `@MainActor @preconcurrency static func main()`
    public static func main() {}
}
/// Row: `App`: `@MainActor @preconcurrency protocol Scene`.
@MainActor @preconcurrency public protocol Scene {}
/// Row: `App`: `@resultBuilder struct SceneBuilder`.
@resultBuilder public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
/// Row: `App`: `nonisolated struct WindowGroup<Content> where Content : View`.
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// `nonisolated init(@ContentBuilder content: () -> Content)` (`ContentBuilder` is
    /// `typealias ContentBuilder = ViewBuilder`)
    public init(@ViewBuilder content: () -> Content) {}
}

/// Row: `Text`, `NavigationStack`, `Form`, `Section`, `Label`, `Button`, `LabeledContent`,
/// `Text`: the example's container and leaf views.
/// `nonisolated struct TabView<SelectionValue, Content> where SelectionValue : Hashable, Content : View`
nonisolated public struct TabView<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension TabView where SelectionValue == Int {
    /// `nonisolated init(@ContentBuilder content: () -> Content)` (the page's symbol: `SelectionValue == Int`)
    public init(@ViewBuilder content: () -> Content) {}
}
/// `nonisolated struct NavigationStack<Data, Root> where Root : View`
nonisolated public struct NavigationStack<Data, Root: View>: View {
    public var body: Never { fatalError() }
}
extension NavigationStack where Data == NavigationPath {
    /// `nonisolated init(@ContentBuilder root: () -> Root) where Data == NavigationPath`
    public init(@ViewBuilder root: () -> Root) {}
}
/// `NavigationPath`, named by `NavigationStack.init(root:)` (`where Data == NavigationPath`); its own
/// declaration is not checked here.
public struct NavigationPath {}
/// `nonisolated struct Form<Content> where Content : View`
nonisolated public struct Form<Content: View>: View {
    /// `nonisolated init(@ContentBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
public struct Section<Parent, Content: View, Footer>: View {
    public var body: Never { fatalError() }
}
extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// `init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// `init(@ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {}
}
/// `nonisolated struct Label<Title, Icon> where Title : View, Icon : View`
nonisolated public struct Label<Title: View, Icon: View>: View {
    public var body: Never { fatalError() }
}
extension Label where Title == Text, Icon == Image {
    /// `init<S>(_ title: S, systemImage name: String) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}
public struct Image: View {
    public var body: Never { fatalError() }
}
/// `nonisolated struct Button<Label> where Label : View`
nonisolated public struct Button<Label: View>: View {
    public var body: Never { fatalError() }
}
extension Button where Label == Text {
    /// `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
    @preconcurrency public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
}
public struct LabeledContent<Label, Content>: View {
    public var body: Never { fatalError() }
}
extension LabeledContent where Label == Text, Content: View {
    /// `init<S>(_ title: S, @ViewBuilder content: () -> Content) where S : StringProtocol`
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
/// Row: `Text`: `@frozen struct Text`.
public struct Text: View, Equatable, Sendable {
    /// `init<S>(_ content: S) where S : StringProtocol`
    public init<S: StringProtocol>(_ content: S) {}
    /// `init<F>(_ input: F.FormatInput, format: F) where F : FormatStyle, F.FormatInput : Equatable, F.FormatOutput == String`
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {}
    public var body: Never { fatalError() }
}

/// Row: the example's view modifiers.
extension View {
    /// `func navigationTitle<S>(_ title: S) -> some View where S : StringProtocol`
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
    /// `nonisolated func tabItem<V>(@ContentBuilder _ label: () -> V) -> some View where V : View`
    nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View { self }
    /// Row: `View.ignoresSafeArea(_:edges:)`:
    /// `nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View`
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    /// `nonisolated func id<ID>(_ id: ID) -> some View where ID : Hashable`
    nonisolated public func id<ID: Hashable>(_ id: ID) -> some View { self }
    /// `nonisolated func disabled(_ disabled: Bool) -> some View`
    nonisolated public func disabled(_ disabled: Bool) -> some View { self }
    /// Row: `View.ignoresSafeArea(_:edges:)`:
    /// `nonisolated func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View`
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
    /// `nonisolated func onChange<V>(of value: V, perform action: @escaping (V) -> Void) -> some View where V : Equatable`
    /// (deprecated from iOS 17 and macOS 14 for the two-value form)
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View { self }
    /// `nonisolated func alert<S, A>(_ title: S, isPresented: Binding<Bool>, @ContentBuilder actions: () -> A) -> some View
    /// where S : StringProtocol, A : View`
    nonisolated public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }
}
/// Row: `View.ignoresSafeArea(_:edges:)`: `struct SafeAreaRegions`.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let all = SafeAreaRegions(rawValue: 7)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
}
/// Row: `View.ignoresSafeArea(_:edges:)`: `@frozen enum Edge`, with `@frozen struct Set` (an option set)
/// and `static let all: Edge.Set`.
@frozen public enum Edge: Int8, Sendable {
    case top, leading, bottom, trailing
    @frozen public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let all = Set(rawValue: 15)
    }
}
/// Row: `View.ignoresSafeArea(_:edges:)`: `struct ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Sendable {
    public static let interactively = ScrollDismissesKeyboardMode()
}
