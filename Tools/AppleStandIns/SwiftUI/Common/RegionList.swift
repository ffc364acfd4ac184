// Stand-in for Apple's SwiftUI: what the phone region list uses. See SwiftUI.swift.

/// Row: `List.init(_:rowContent:)`: `struct List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`.
public struct List<SelectionValue: Hashable, Content: View>: View {
    public var body: Never { fatalError() }
}
extension List where SelectionValue == Never {
    /// `nonisolated init<Data, RowContent>(_ data: Data, @ContentBuilder rowContent: @escaping (Data.Element) -> RowContent)
    /// where Content == ForEach<Data, Data.Element.ID, RowContent>, Data : RandomAccessCollection, RowContent : View, Data.Element : Identifiable`
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}
/// Row: `List.init(_:rowContent:)`: `struct ForEach<Data, ID, Content> where Data : RandomAccessCollection, ID : Hashable`.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View {
    public var body: Never { fatalError() }
}

/// Row: `HStack` / `Image.init(systemName:)`: `@frozen struct HStack<Content> where Content : View`.
public struct HStack<Content: View>: View {
    /// `init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)`
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}
extension Image {
    /// Row: `HStack` / `Image.init(systemName:)`: `init(systemName: String)`.
    public init(systemName: String) {}
}

extension Button {
    /// Row: `Button.init(action:label:)`: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}

extension View {
    /// Row: `View.searchable(text:placement:prompt:)`:
    /// `func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View`.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View { self }
    /// Row: `View.accessibilityLabel(_:)` (a row's spoken text): `nonisolated func accessibilityLabel(_ label: Text)
    /// -> ModifiedContent<Self, AccessibilityAttachmentModifier>` (here `some View`).
    public func accessibilityLabel(_ label: Text) -> some View { self }
    /// Row: `View.foregroundStyle(_:)`: `nonisolated func foregroundStyle<S>(_ style: S) -> some View where S : ShapeStyle`.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }
    /// Row: `View.toolbar(content:)` / `ToolbarItem.init(placement:content:)`:
    /// `func toolbar<Content>(@ToolbarContentBuilder content: () -> Content) -> some View where Content : ToolbarContent`.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }
}
/// Row: `View.searchable(text:placement:prompt:)`: `struct SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
    public static let automatic = SearchFieldPlacement()
}
/// Row: `View.foregroundStyle(_:)`: `protocol ShapeStyle : Sendable`.
public protocol ShapeStyle: Sendable {}
/// Row: `View.foregroundStyle(_:)`: `@frozen struct HierarchicalShapeStyle`.
public struct HierarchicalShapeStyle: ShapeStyle {}
extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Row: `View.foregroundStyle(_:)`: `static var primary: HierarchicalShapeStyle { get }`.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

/// Row: `View.toolbar(content:)` / `ToolbarItem.init(placement:content:)`: `protocol ToolbarContent`.
@MainActor @preconcurrency public protocol ToolbarContent {}
/// Row: `View.toolbar(content:)` / `ToolbarItem.init(placement:content:)`: `@resultBuilder struct ToolbarContentBuilder`.
@resultBuilder public struct ToolbarContentBuilder {
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
}
/// Row: `View.toolbar(content:)` / `ToolbarItem.init(placement:content:)`:
/// `nonisolated struct ToolbarItem<ID, Content> where Content : View`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {}
extension ToolbarItem where ID == () {
    /// `nonisolated init(placement: ToolbarItemPlacement = .automatic, @ContentBuilder content: () -> Content)`
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
}
/// Row: `ToolbarItemPlacement.cancellationAction`: `struct ToolbarItemPlacement`.
public struct ToolbarItemPlacement: Sendable {
    public static let automatic = ToolbarItemPlacement()
    /// `static let cancellationAction: ToolbarItemPlacement`
    public static let cancellationAction = ToolbarItemPlacement()
}

/// Row: `Environment` / `EnvironmentValues.dismiss`: `@frozen @propertyWrapper struct Environment<Value>`.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    /// `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    /// `var wrappedValue: Value { get }`
    public var wrappedValue: Value { fatalError() }
}
extension EnvironmentValues {
    /// Row: `Environment` / `EnvironmentValues.dismiss`: `var dismiss: DismissAction { get }`.
    public var dismiss: DismissAction { DismissAction() }
}
/// Row: `DismissAction.callAsFunction()`: `@MainActor @preconcurrency struct DismissAction`.
@MainActor @preconcurrency public struct DismissAction {
    nonisolated init() {}
    /// `@MainActor @preconcurrency func callAsFunction()`
    public func callAsFunction() {}
}

extension View {
    /// Row: `View.sheet(isPresented:onDismiss:content:)` (the example's region list):
    /// `nonisolated func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    /// @ContentBuilder content: @escaping () -> Content) -> some View where Content : View`.
    public func sheet<Content: View>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) -> some View { self }
}
