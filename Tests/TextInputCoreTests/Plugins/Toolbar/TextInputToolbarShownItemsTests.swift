import Testing
import TextInputCore

/// When a toolbar reads its binding's items again, and when it draws them.
@MainActor
@Suite("Toolbar shown items")
struct TextInputToolbarShownItemsTests {
    /// A plugin attached after the toolbar whose item counts the characters, and which performs
    /// its item by clearing the text.
    final class Counter: TextInputPlugin {
        static let id = TextInputToolbarItem.ID("count")
        var count = 0

        func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
            count = binding.text.count
        }

        func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
            layout.items.append(TextInputToolbarItem(id: Self.id, title: "\(count)"))
        }

        func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
            guard case Self.id = item else { return false }
            count = 0
            return true
        }
    }

    /// The toolbar's place among the plugins: it hears each event before the counter.
    final class Toolbar: TextInputPlugin {
        let shown: TextInputToolbarShownItems

        init(_ shown: TextInputToolbarShownItems) {
            self.shown = shown
        }

        func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
            shown.binding(binding, didReport: event)
        }
    }

    /// A field with a toolbar and a counter after it; `pending` holds the work left for later.
    @MainActor
    final class Field {
        let field = TextInputSimulator()
        let binding: TextInputBinding<String>
        var drawn: [[TextInputToolbarItem]] = []
        var pending: [@MainActor () -> Void] = []
        lazy var shown = TextInputToolbarShownItems(
            draw: { [unowned self] in drawn.append($0) },
            later: { [unowned self] in pending.append($0) }
        )

        init() {
            binding = TextInputFormats.plain.bind(to: field)
            shown.binding = binding
            binding.attach(Toolbar(shown))
            binding.attach(Counter())
        }

        func runPending() {
            let work = pending
            pending = []
            work.forEach { $0() }
        }

        func count(_ count: Int) -> [TextInputToolbarItem] {
            [TextInputToolbarItem(id: Counter.id, title: "\(count)")]
        }
    }

    @Test("an item a later plugin changes is drawn one turn after the edit, once for many edits")
    func recheck() {
        let field = Field()
        field.field.beginEditing()
        #expect(field.drawn == [field.count(0)])
        field.field.insert("a")
        #expect(field.drawn == [field.count(0)])  // the counter hears the edit after the toolbar
        field.field.insert("b")
        #expect(field.drawn == [field.count(0), field.count(1)])
        #expect(field.pending.count == 1)
        field.runPending()
        #expect(field.drawn == [field.count(0), field.count(1), field.count(2)])
        #expect(field.binding.toolbarItems == field.count(2))
    }

    @Test("items that did not change are not drawn again")
    func unchanged() {
        let field = Field()
        field.field.beginEditing()
        field.runPending()
        field.shown.update()
        #expect(field.drawn == [field.count(0)])
    }

    @Test("a tapped item is performed and the items it leaves drawn")
    func perform() {
        let field = Field()
        field.field.beginEditing()
        field.field.insert("abc")
        field.runPending()
        field.shown.perform(field.count(3)[0])
        #expect(field.drawn.last == field.count(0))
        #expect(field.shown.items == field.count(0))
    }

    @Test("a new appearance draws the same items again; the end of editing draws nothing")
    func redrawAndEnd() {
        let field = Field()
        field.field.beginEditing()
        field.shown.redraw()
        #expect(field.drawn == [field.count(0), field.count(0)])
        field.field.endEditing()
        #expect(field.drawn.count == 2)
        #expect(field.pending.count == 1)
    }

    @Test("events of another binding are not the toolbar's")
    func otherBinding() {
        let field = Field()
        let other = TextInputFormats.plain.bind(to: TextInputSimulator())
        field.shown.binding(other, didReport: .editingDidBegin)
        #expect(field.drawn.isEmpty)
        #expect(field.pending.isEmpty)
    }
}
