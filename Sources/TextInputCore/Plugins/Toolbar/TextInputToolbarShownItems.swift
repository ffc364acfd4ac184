/// The items a toolbar view shows of its binding's (``TextInputBindingType/toolbarItems``) and
/// when it reads them again: when the field begins editing and at every change, once more after
/// every plugin has heard that change, and after a tapped item. The view draws them only when
/// they differ from the ones it shows.
///
/// Plugins hear an event in the order they were attached, so one attached after the toolbar
/// (an autofill once its matches are known, a count of the text) changes its items after the
/// toolbar read them: the second read, one turn later, catches them, however many events came
/// in the meantime.
///
/// ```swift
/// let shown = TextInputToolbarShownItems(draw: { toolbar.setItems($0) })
/// shown.binding = binding
/// shown.update()   // draws binding.toolbarItems
/// ```
@MainActor
package final class TextInputToolbarShownItems {
    /// The binding whose items are shown.
    package weak var binding: (any TextInputBindingType)?
    /// The items drawn last.
    package private(set) var items: [TextInputToolbarItem] = []
    private var isRecheckScheduled = false
    private let draw: @MainActor ([TextInputToolbarItem]) -> Void
    /// Runs its argument once every plugin has heard the event under way.
    private let later: @MainActor (@escaping @MainActor () -> Void) -> Void

    /// - Parameters:
    ///   - draw: Draws the items in the toolbar.
    ///   - later: Runs its argument once every plugin has heard the event under way; by
    ///     default, in a task on the main actor.
    package init(
        draw: @escaping @MainActor ([TextInputToolbarItem]) -> Void,
        later: @escaping @MainActor (@escaping @MainActor () -> Void) -> Void = { work in Task { @MainActor in work() } }
    ) {
        self.draw = draw
        self.later = later
    }

    /// Draws the binding's items, when they differ from the ones drawn.
    package func update() {
        let items = binding?.toolbarItems ?? []
        guard items != self.items else { return }
        self.items = items
        draw(items)
    }

    /// Draws the items again, as they are: the toolbar's appearance changed.
    package func redraw() {
        draw(items)
    }

    /// Reads the items again when the binding's field begins editing or changes, and once more
    /// after every plugin has heard it.
    package func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        switch event {
        case .editingDidBegin, .editingChanged:
            update()
            scheduleRecheck()
        case .editingDidEnd:
            break
        }
    }

    /// Performs a tapped item, then draws the items it leaves (Previous and Next move the focus
    /// away; AutoFill shows or hides the matches).
    package func perform(_ item: TextInputToolbarItem) {
        binding?.performToolbarItem(item)
        update()
    }

    private func scheduleRecheck() {
        guard !isRecheckScheduled else { return }
        isRecheckScheduled = true
        later { [weak self] in
            self?.isRecheckScheduled = false
            self?.update()
        }
    }
}
