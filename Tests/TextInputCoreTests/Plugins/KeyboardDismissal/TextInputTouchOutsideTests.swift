import Foundation
import Testing
import TextInputCore

@MainActor
@Suite("Ending editing with a tap outside the field")
struct TextInputTouchOutsideTests {
    /// A name field being edited at the top, a city field below it, and the toolbar at the bottom.
    @MainActor
    struct Form {
        let window = TextInputSimulatorWindow()
        let name: TextInputSimulator
        let city: TextInputSimulator
        let nameBinding: TextInputBinding<String>
        let cityBinding: TextInputBinding<String>
        let log = Log()

        @MainActor
        final class Log {
            var events: [String] = []
        }

        static let nameFrame = CGRect(x: 16, y: 20, width: 358, height: 44)
        static let cityFrame = CGRect(x: 16, y: 80, width: 358, height: 44)
        static let toolbarFrame = CGRect(x: 0, y: 464, width: 390, height: 44)
        static let payButtonFrame = CGRect(x: 16, y: 380, width: 358, height: 50)

        init() {
            name = TextInputSimulator(window: window)
            city = TextInputSimulator(window: window)
            nameBinding = TextInputFormats.plain.bind(to: name)
            cityBinding = TextInputFormats.plain.bind(to: city)
            let log = log
            nameBinding.eventHandler = { event in
                if case .editingDidEnd = event { log.events.append("end") }
            }
            name.beginEditing()
        }

        var touch: TextInputTouchOutside {
            TextInputTouchOutside(
                editing: nameBinding,
                frame: Self.nameFrame,
                fields: [
                    TextInputFormNavigator.PlacedField(nameBinding, path: [0], frame: Self.nameFrame),
                    TextInputFormNavigator.PlacedField(cityBinding, path: [1], frame: Self.cityFrame),
                ],
                bars: [Self.toolbarFrame],
                controls: [Self.payButtonFrame])
        }
    }

    @Test(
        "inside the field, its bars or a control the editing goes on, on another field the focus moves, elsewhere it ends",
        arguments: [
            (CGPoint(x: 30, y: 40), TextInputTouchOutside.Outcome.keepsEditing),
            (CGPoint(x: 200, y: 480), .keepsEditing),
            (CGPoint(x: 200, y: 100), .movesFocus),
            (CGPoint(x: 200, y: 300), .endsEditing),
            (CGPoint(x: 200, y: 400), .keepsEditing),
            (CGPoint(x: 8, y: 40), .endsEditing),
            (CGPoint(x: CGFloat.nan, y: 40), .endsEditing),
        ])
    func outcome(point: CGPoint, expected: TextInputTouchOutside.Outcome) {
        let form = Form()
        withExtendedLifetime(form) {
            #expect(form.touch.outcome(ofTouchAt: point) == expected)
        }
    }

    @Test("a field that cannot take the focus does not take it: a tap on it ends the editing")
    func disabledField() {
        let form = Form()
        form.city.isEnabled = false
        withExtendedLifetime(form) {
            #expect(form.touch.outcome(ofTouchAt: CGPoint(x: 200, y: 100)) == .endsEditing)
        }
    }

    @Test("a tap outside ends the editing through the binding: the app hears one end")
    func endsOnce() {
        let form = Form()
        #expect(form.touch.handleTouch(at: CGPoint(x: 200, y: 300)) == .endsEditing)
        #expect(!form.name.isEditing)
        #expect(form.log.events == ["end"])
        form.touch.handleTouch(at: CGPoint(x: 200, y: 300))
        #expect(form.log.events == ["end"])
    }

    @Test("a tap inside, or on another field, leaves the editing to the field and the platform")
    func keepsOrMoves() {
        let form = Form()
        form.touch.handleTouch(at: CGPoint(x: 30, y: 40))
        form.touch.handleTouch(at: CGPoint(x: 200, y: 100))
        #expect(form.name.isEditing)
        #expect(form.log.events.isEmpty)
    }

    @Test("a field a keyboard bar shows ends its editing once, bar and all")
    func keyboardBar() {
        let form = Form()
        form.name.endEditing()
        form.log.events = []
        let barField = TextInputSimulator(window: form.window)
        let bar = TextInputKeyboardBar(field: barField)
        bar.attach(to: [form.nameBinding])
        form.name.beginEditing()
        #expect(barField.isEditing)
        form.touch.handleTouch(at: CGPoint(x: 200, y: 300))
        #expect(!bar.isVisible)
        #expect(!form.nameBinding.isEditing)
        #expect(form.log.events == ["end"])
    }
}
