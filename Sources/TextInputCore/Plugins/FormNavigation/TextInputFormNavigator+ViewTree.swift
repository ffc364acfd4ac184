import Foundation

extension TextInputFormNavigator {
    /// A bound field found in a view tree: its binding, where it sits in the tree, and its frame.
    ///
    /// The UIKit module finds them for you (`TextInputFormNavigator(fieldsIn: view)`); another
    /// host describes its own fields the same way.
    ///
    /// ```swift
    /// let name = TextInputFormNavigator.PlacedField(nameBinding, path: [0, 0], frame: CGRect(x: 16, y: 20, width: 358, height: 44))
    /// ```
    public struct PlacedField {
        /// The field's binding.
        public var binding: any TextInputBindingType
        /// The field's index path in the view tree: the index of each view on the way down from
        /// the view searched, where a reusable cell (a table or collection view's) counts as its
        /// row's index path instead. It is the field's place: a field found again at another
        /// path (its cell reused for another row) takes that path's place.
        public var path: [Int]
        /// The field's frame, in the coordinates of the view searched (a scroll view's content
        /// coordinates, which do not change as it scrolls).
        public var frame: CGRect
        /// How the field takes part in navigation, used when its place is new.
        public var options: FieldOptions

        /// A field found at `path`, with `frame`.
        public init(_ binding: any TextInputBindingType, path: [Int], frame: CGRect, options: FieldOptions = .options()) {
            self.binding = binding
            self.path = path
            self.frame = frame
            self.options = options
        }
    }

    /// The steps a view adds to the ``PlacedField/path`` of the fields inside it, as a host
    /// walking its view tree finds them: a reusable cell of a list (a table or collection
    /// view), at `row`, its row's index path, so that a field keeps its place when its cell is
    /// reused; any other view directly inside a list `[-1, index]`, before the list's rows;
    /// any other view its `index` among its superview's subviews.
    ///
    /// ```swift
    /// TextInputFormNavigator.pathSteps(index: 3, row: IndexPath(indexes: [1, 7]), isSubviewOfList: true)   // [1, 7]
    /// TextInputFormNavigator.pathSteps(index: 3, row: nil, isSubviewOfList: true)                             // [-1, 3]
    /// TextInputFormNavigator.pathSteps(index: 3, row: nil, isSubviewOfList: false)                            // [3]
    /// ```
    package nonisolated static func pathSteps(index: Int, row: IndexPath?, isSubviewOfList: Bool) -> [Int] {
        if let row {
            return Array(row)
        }
        return isSubviewOfList ? [-1, index] : [index]
    }

    /// The order of fields found in a view tree, as IQKeyboardManager offers it.
    public enum TreeOrder: Hashable, Sendable {
        /// The order of the view tree: depth first, each view's subviews back to front (the order
        /// of `subviews`), a table's rows by index path.
        case hierarchy
        /// Reading order from the frames, as ``orderByPosition(_:isRightToLeft:)`` puts it: rows
        /// from top to bottom, leading to trailing within a row.
        case position(isRightToLeft: Bool = false)
    }

    /// Where a field found in a view tree sits.
    struct Place {
        var path: [Int]
        var frame: CGRect
    }

    /// A navigator for the fields found in a view tree, in `order`. The bindings keep it alive:
    /// the result may be dropped.
    ///
    /// ```swift
    /// let navigator = TextInputFormNavigator([street, city, zip], order: .position())
    /// ```
    @discardableResult
    public convenience init(_ fields: [PlacedField], order: TreeOrder) {
        self.init([Field]())
        treeOrder = order
        place(fields)
    }

    /// Puts fields found in a view tree (again) in their places: a field found at a path the
    /// navigator knows takes that place, with its options, and leaves the place it had (a
    /// table cell's field reused for another row now stands for that row); a field at a new
    /// path joins the others in the navigator's order. A place whose field is gone (its row
    /// scrolled away and its cell reused) keeps its position and is passed by until a field is
    /// found there again.
    ///
    /// Fields of a navigator made from a list stay first, in their order; found fields follow.
    ///
    /// ```swift
    /// navigator.place(foundAfterScrolling)
    /// ```
    public func place(_ fields: [PlacedField]) {
        for field in fields {
            let place = Place(path: field.path, frame: field.frame)
            if let index = slots.firstIndex(where: { $0.place?.path == field.path }) {
                slots[index].place = place
                register(field.binding, at: index)
            } else {
                for slot in slots where slot.binding === field.binding {
                    slot.binding = nil
                }
                let slot = Slot(Field(field.binding, options: field.options))
                slot.place = place
                slot.wasComplete = field.binding.isComplete
                slots.append(slot)
                attachFieldPlugin(to: field.binding)
            }
        }
        let listed = slots.filter { $0.place == nil }
        let placed = slots.compactMap { slot in slot.place.map { (slot, $0) } }
        let order = Self.order(of: placed.map(\.1), by: treeOrder)
        slots = listed + order.map { placed[$0].0 }
    }

    /// The indices of `places` in `order`; places that tie keep their given order.
    static func order(of places: [Place], by order: TreeOrder) -> [Int] {
        switch order {
        case .hierarchy:
            return places.indices.sorted { lhs, rhs in
                places[lhs].path.lexicographicallyPrecedes(places[rhs].path)
                    || (places[lhs].path == places[rhs].path && lhs < rhs)
            }
        case let .position(isRightToLeft):
            return readingOrder(of: places.map(\.frame), isRightToLeft: isRightToLeft)
        }
    }
}
