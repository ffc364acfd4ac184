/// A form navigator's plugin on one field's binding: it hands the binding's reports, Return and
/// toolbar to the navigator, whose own face stays the form's (move, focus, register), not a
/// plugin's.
///
/// It holds the navigator strongly: the bindings are what keeps a form's navigator alive (the
/// navigator holds them weakly), so the navigator goes once no binding has its plugin.
@MainActor
final class FormNavigatorFieldPlugin: TextInputPlugin {
    let navigator: TextInputFormNavigator

    init(navigator: TextInputFormNavigator) {
        self.navigator = navigator
    }

    func willDetach(from binding: any TextInputBindingType) {
        navigator.willDetach(from: binding)
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        navigator.binding(binding, didReport: event)
    }

    func handleReturn(for binding: any TextInputBindingType) -> Bool {
        navigator.handleReturn(for: binding)
    }

    func returnKey(for binding: any TextInputBindingType) -> TextInputReturnKey? {
        navigator.returnKey(for: binding)
    }

    func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        navigator.addToolbarItems(to: &layout, for: binding)
    }

    func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        navigator.handleToolbarItem(item, for: binding)
    }
}
