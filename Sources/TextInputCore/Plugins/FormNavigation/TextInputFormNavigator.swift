import Foundation

/// Moves the keyboard focus through a form's fields: the Previous / Next / Done toolbar, Return
/// that moves on, and fields that move on by themselves once complete.
///
/// A navigator attaches a plugin of its own to the binding of every field it is given, and that
/// plugin keeps it, so it lives as long as the bindings do; there is no need to keep it. Each field's ``TextInputBindingType/toolbarItems``
/// then holds Previous and Next (enabled where a field that can take the focus lies that way),
/// the field's title and Done, and ``TextInputBindingType/returnKey`` says what Return does.
/// The navigator decides these items; where they go, around the items of other plugins, is
/// the toolbar's layout (``TextInputToolbarLayout``).
///
/// ```swift
/// let navigator = TextInputFormNavigator([number, expiry, code])
/// navigator.eventHandler = { event in
///     if case let .stayed(_, reason) = event { showError(reason) }
/// }
/// number.toolbarItems   // [.previous(isEnabled: false), .next(isEnabled: true), .flexibleSpace, .done]
/// number.performToolbarItem(.next(isEnabled: true))   // expiry takes the focus
/// ```
///
/// Fields of a long table need not exist up front: a ``Field`` can be given by a closure that
/// reveals it (scrolls its cell into view) and returns its binding. A cell that binds its field
/// on its own hands the binding over with ``register(_:at:)``.
@MainActor
public final class TextInputFormNavigator {
    /// One field of the form: a binding, or a closure that reveals the field and returns its
    /// binding when the navigator moves to it.
    public struct Field {
        let binding: (any TextInputBindingType)?
        let reveal: (@MainActor () -> (any TextInputBindingType)?)?
        /// How the field takes part in navigation; read and changed through
        /// ``TextInputFormNavigator/subscript(optionsAt:)`` once the navigator has the field.
        var options: FieldOptions

        /// A field whose binding exists.
        public init(_ binding: any TextInputBindingType, options: FieldOptions = .options()) {
            self.binding = binding
            reveal = nil
            self.options = options
        }

        /// A field created on demand, such as a table cell's: `reveal` brings it into existence
        /// (scrolls its cell into view) and returns its binding, or nil when it cannot.
        public init(options: FieldOptions = .options(), reveal: @escaping @MainActor () -> (any TextInputBindingType)?) {
            binding = nil
            self.reveal = reveal
            self.options = options
        }
    }

    /// What the navigator tells the app.
    public enum Event: Hashable, Sendable {
        /// The focus moved from the field at one index to the field at another.
        case moved(from: Int, to: Int)
        /// The user tried to leave the field at `index`, which refused for `reason`.
        case stayed(at: Int, reason: String)
        /// Editing ended from the field at `index` (Done, or Return on the last field).
        case finished(at: Int)
    }

    /// One field as the navigator keeps it: the binding held weakly (the field keeps it alive,
    /// and it keeps the navigator through its `FormNavigatorFieldPlugin`), and whether its
    /// value was complete at its last report.
    final class Slot {
        weak var binding: (any TextInputBindingType)?
        let reveal: (@MainActor () -> (any TextInputBindingType)?)?
        var options: FieldOptions
        var wasComplete = false
        /// Where a field found in a view tree sits; nil for a field given in a list.
        var place: Place?

        init(_ field: Field) {
            binding = field.binding
            reveal = field.reveal
            options = field.options
        }
    }

    /// The fields in their order. Internal so that the view-tree order (`+ViewTree`) can
    /// rearrange them.
    var slots: [Slot]

    /// How the fields found in a view tree are ordered (see `+ViewTree`).
    var treeOrder: TreeOrder = .hierarchy

    /// Called with every event.
    public var eventHandler: (@MainActor (Event) -> Void)?

    /// A navigator for fields in this order, each with the default options. The bindings keep
    /// it alive: the result may be dropped.
    @discardableResult
    public convenience init(_ bindings: [any TextInputBindingType]) {
        self.init(bindings.map { Field($0) })
    }

    /// A navigator for fields in this order. The bindings keep it alive: the result may be
    /// dropped.
    @discardableResult
    public init(_ fields: [Field]) {
        slots = fields.map(Slot.init)
        for slot in slots {
            if let binding = slot.binding {
                attachFieldPlugin(to: binding)
            }
        }
    }

    // MARK: - Fields

    /// The number of fields.
    public var count: Int {
        slots.count
    }

    /// The options of the field at `index`.
    ///
    /// An index out of range reads the default options (``FieldOptions/options(title:showsPrevious:showsNext:done:returnKey:advancesWhenComplete:isSkipped:leaving:)``)
    /// and ignores a write, as ``register(_:at:)`` ignores it: a form whose fields come and go
    /// must not stop the app over a stale index.
    public subscript(optionsAt index: Int) -> FieldOptions {
        get { slots.indices.contains(index) ? slots[index].options : .options() }
        set {
            guard slots.indices.contains(index) else { return }
            slots[index].options = newValue
        }
    }

    /// The index of `binding`'s field, or nil when it is not one of the form's.
    public func index(of binding: any TextInputBindingType) -> Int? {
        slots.firstIndex { $0.binding === binding }
    }

    /// The index of the field that has the keyboard focus, if any.
    public var focusedIndex: Int? {
        slots.firstIndex { $0.binding?.isEditing == true }
    }

    /// Hands the navigator the binding of the field at `index`, created on demand: a table
    /// cell calls it when it binds its field. Does nothing for an index out of range.
    public func register(_ binding: any TextInputBindingType, at index: Int) {
        guard slots.indices.contains(index) else { return }
        if let other = slots.firstIndex(where: { $0.binding === binding }), other != index {
            slots[other].binding = nil
        }
        slots[index].binding = binding
        slots[index].wasComplete = binding.isComplete
        attachFieldPlugin(to: binding)
    }

    /// Attaches to `binding` the plugin through which it reaches this navigator, unless it has
    /// it already: one per binding, so a field registered again keeps its place among the
    /// binding's plugins.
    func attachFieldPlugin(to binding: any TextInputBindingType) {
        let isAttached = binding.plugins.contains { ($0 as? FormNavigatorFieldPlugin)?.navigator === self }
        if !isAttached {
            binding.attach(FormNavigatorFieldPlugin(navigator: self))
        }
    }

    /// Puts the fields in reading order from their frames: top to bottom, and within a row
    /// (fields whose vertical middles lie within the row's first field) leading to trailing,
    /// which is right to left when `isRightToLeft`. Answers false, leaving the order alone,
    /// when `frames` does not hold one frame for each field.
    @discardableResult
    public func orderByPosition(_ frames: [CGRect], isRightToLeft: Bool = false) -> Bool {
        guard frames.count == slots.count else { return false }
        let order = Self.readingOrder(of: frames, isRightToLeft: isRightToLeft)
        slots = order.map { slots[$0] }
        return true
    }

    // MARK: - Moving

    /// Which way to move.
    private enum Direction {
        case backward, forward
    }

    /// Moves the focus from `binding`'s field to the next one that can take it, if the field
    /// lets the user leave. Answers whether the focus moved.
    @discardableResult
    public func moveToNext(from binding: any TextInputBindingType) -> Bool {
        guard let index = index(of: binding) else { return false }
        return move(.forward, from: index)
    }

    /// Moves the focus from `binding`'s field to the previous one that can take it, if the
    /// field lets the user leave. Answers whether the focus moved.
    @discardableResult
    public func moveToPrevious(from binding: any TextInputBindingType) -> Bool {
        guard let index = index(of: binding) else { return false }
        return move(.backward, from: index)
    }

    /// Gives the focus to the field at `index`, revealing it first when it is created on
    /// demand. Answers whether it took the focus.
    @discardableResult
    public func focusField(at index: Int) -> Bool {
        guard slots.indices.contains(index), let binding = resolvedBinding(at: index) else { return false }
        binding.logDecision(.focus, "the form navigator gives the focus to field \(index)")
        return binding.beginEditing()
    }

    /// Ends editing from `binding`'s field, if the field lets the user leave. Answers whether
    /// editing ended.
    @discardableResult
    public func finish(from binding: any TextInputBindingType) -> Bool {
        guard let index = index(of: binding), mayLeave(index, binding) else { return false }
        binding.logDecision(.focus, "the form navigator ends editing at field \(index), the last")
        binding.endEditing()
        eventHandler?(.finished(at: index))
        return true
    }

    @discardableResult
    private func move(_ direction: Direction, from index: Int) -> Bool {
        guard let source = slots[index].binding, mayLeave(index, source) else { return false }
        for target in candidates(direction, from: index) {
            guard let binding = resolvedBinding(at: target), binding.beginEditing() else { continue }
            // A host without a shared focus (unlike UIKit's first responder) keeps it otherwise.
            if source.isEditing {
                source.endEditing()
            }
            source.logDecision(.focus, "the form navigator moves the focus from field \(index) to field \(target)")
            eventHandler?(.moved(from: index, to: target))
            return true
        }
        return false
    }

    /// Whether the user may leave the field at `index`; reports the reason when not.
    private func mayLeave(_ index: Int, _ binding: any TextInputBindingType) -> Bool {
        guard case let .refused(reason) = slots[index].options.leaving?(binding) else { return true }
        binding.logDecision(.focus, "field \(index) refuses to be left: \(reason)")
        eventHandler?(.stayed(at: index, reason: reason))
        return false
    }

    /// The indices of the fields that may take the focus, nearest first, in `direction`.
    private func candidates(_ direction: Direction, from index: Int) -> [Int] {
        let indices = direction == .forward ? Array(slots.indices.suffix(from: index + 1)) : slots.indices.prefix(upTo: index).reversed()
        return indices.filter(isAvailable)
    }

    /// Whether the field at `index` may take the focus: not skipped, and able to (a field not
    /// created yet is assumed able).
    private func isAvailable(_ index: Int) -> Bool {
        let slot = slots[index]
        guard !slot.options.isSkipped else { return false }
        guard let binding = slot.binding else { return slot.reveal != nil }
        return binding.host?.canBeginEditing ?? (slot.reveal != nil)
    }

    /// The binding of the field at `index`, revealing the field when it has none.
    private func resolvedBinding(at index: Int) -> (any TextInputBindingType)? {
        let slot = slots[index]
        if let binding = slot.binding, binding.host != nil {
            return binding
        }
        guard let binding = slot.reveal?() else { return nil }
        register(binding, at: index)
        return binding
    }

    // MARK: - A field's plugin hooks, through its FormNavigatorFieldPlugin

    /// Lets go of `binding`, detached from its field's plugin (or unbound).
    func willDetach(from binding: any TextInputBindingType) {
        for slot in slots where slot.binding === binding {
            slot.binding = nil
        }
    }

    /// Keeps track of whether the field is complete, and moves on once it becomes complete
    /// where its options say so.
    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard let index = index(of: binding) else { return }
        let slot = slots[index]
        switch event {
        case .editingDidBegin:
            slot.wasComplete = binding.isComplete
        case let .editingChanged(_, changes) where changes.contains(.value):
            let isComplete = binding.isComplete
            defer { slot.wasComplete = isComplete }
            if slot.options.advancesWhenComplete, isComplete, !slot.wasComplete, binding.isEditing {
                slot.wasComplete = true
                move(.forward, from: index)
            }
        default:
            break
        }
    }

    /// Return as the field's ``FieldOptions/returnKey`` policy says: handled, unless the policy
    /// leaves it to the field (``ReturnKeyPolicy/newline``).
    func handleReturn(for binding: any TextInputBindingType) -> Bool {
        guard let index = index(of: binding) else { return false }
        switch slots[index].options.returnKey {
        case .next:
            if candidates(.forward, from: index).isEmpty {
                finish(from: binding)
            } else {
                move(.forward, from: index)
            }
        case .done:
            finish(from: binding)
        case let .custom(_, action):
            action(binding)
        case .newline:
            return false
        }
        return true
    }

    /// The key the field's return-key policy shows: Next, or Done on the last field.
    func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey? {
        guard let index = index(of: binding) else { return nil }
        switch slots[index].options.returnKey {
        case .next: return candidates(.forward, from: index).isEmpty ? .done : .next
        case .done: return .done
        case let .custom(key, _): return key
        case .newline: return nil
        }
    }

    /// Previous and Next (enabled where a field that can take the focus lies that way), the
    /// field's title and Done, in the parts of `layout` that are the navigator's.
    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        guard let index = index(of: binding) else { return }
        let options = slots[index].options
        layout.navigation = []
        if slots.count > 1 {
            if options.showsPrevious {
                layout.navigation.append(.previous(isEnabled: !candidates(.backward, from: index).isEmpty))
            }
            if options.showsNext {
                layout.navigation.append(.next(isEnabled: !candidates(.forward, from: index).isEmpty))
            }
        }
        layout.title = options.title ?? binding.host?.placeholder
        switch options.done {
        case .enabled: layout.trailing = [.done]
        case .disabled: layout.trailing = [.disabled(.done)]
        case .hidden: layout.trailing = []
        }
    }

    /// Previous, Next and an enabled Done; any other item is another plugin's.
    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        guard let index = index(of: binding) else { return false }
        switch item.id {
        case .previous:
            move(.backward, from: index)
        case .next:
            move(.forward, from: index)
        case .done:
            guard slots[index].options.done == .enabled else { return false }
            finish(from: binding)
        default:
            return false
        }
        return true
    }
}
