#if canImport(UIKit) && os(iOS)
import TextInputCore
import TextInputUIKit
import Testing
import UIKit

/// A navigator made from the bound text fields of a UIKit view tree: the walk over `subviews`
/// that the Platforms article lists under "Not verified without a Mac". These run only in the iOS
/// Simulator.
@MainActor
@Suite("A navigator over the bound fields of a UIKit view tree")
struct TextInputFormNavigatorViewTreeTests {
    /// A street field under a row of a city and a zip field, the zip added to the row first; an
    /// unbound note field beside them.
    @MainActor
    struct AddressForm {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let street = UITextField(frame: CGRect(x: 0, y: 100, width: 390, height: 44))
        let city = UITextField(frame: CGRect(x: 0, y: 0, width: 190, height: 44))
        let zip = UITextField(frame: CGRect(x: 200, y: 0, width: 190, height: 44))
        let note = UITextField(frame: CGRect(x: 0, y: 200, width: 390, height: 44))
        let bindings: [TextInputBinding<String>]

        init() {
            let row = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            row.addSubview(zip)
            row.addSubview(city)
            view.addSubview(street)
            view.addSubview(row)
            view.addSubview(note)
            bindings = [street, city, zip].map { TextInputFormats.plain.bind(to: $0) }
        }
    }

    @Test("by hierarchy: the order of subviews, depth first; unbound fields are left out")
    func byHierarchy() {
        let form = AddressForm()
        let navigator = TextInputFormNavigator(fieldsIn: form.view)
        #expect(navigator.count == 3)
        #expect(form.bindings.map { navigator.index(of: $0) } == [0, 2, 1])
    }

    @Test("by position: rows from top to bottom, leading to trailing")
    func byPosition() {
        let form = AddressForm()
        let navigator = TextInputFormNavigator(fieldsIn: form.view, order: .position())
        #expect(form.bindings.map { navigator.index(of: $0) } == [2, 0, 1])
    }
}
#endif
