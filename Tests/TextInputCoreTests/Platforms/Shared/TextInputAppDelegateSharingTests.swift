import Testing

@testable import TextInputCore

@Suite("TextInputAppDelegateSharing: the app's delegate beside the host")
struct TextInputAppDelegateSharingTests {
    @Test(
        "the app's delegate hears a question first: its no is final and the binding is not asked",
        arguments: [
            (Bool?.none, true, true, true), (true, true, true, true), (false, true, false, false), (true, false, false, true), (nil, false, false, true),
        ])
    func appFirst(app: Bool?, binding: Bool, expected: Bool, bindingAsked: Bool) {
        var asked = false
        let answer = TextInputAppDelegateSharing.answer(app: app) {
            asked = true
            return binding
        }
        #expect(answer == expected)
        #expect(asked == bindingAsked)
    }

    @Test(
        "the app's delegate hears a command first: its yes is final and the binding is not asked",
        arguments: [
            (Bool?.none, true, true, true), (false, true, true, true), (false, false, false, true), (true, false, true, false), (nil, false, false, true),
        ])
    func appHandlesCommandsFirst(app: Bool?, binding: Bool, expected: Bool, bindingAsked: Bool) {
        var asked = false
        let handled = TextInputAppDelegateSharing.handled(app: app) {
            asked = true
            return binding
        }
        #expect(handled == expected)
        #expect(asked == bindingAsked)
    }

    struct Selector: Sendable, CustomTestStringConvertible {
        let rule: String
        let hostImplements: Bool
        let denied: Bool
        let appImplements: Bool
        let responds: Bool
        var testDescription: String { rule }
    }

    @Test(
        "the host responds to its own methods, never to a denied one, and to the app's delegate's",
        arguments: [
            Selector(rule: "the host's own method", hostImplements: true, denied: false, appImplements: false, responds: true),
            Selector(
                rule: "a method only the app's delegate implements is forwarded", hostImplements: false, denied: false, appImplements: true, responds: true),
            Selector(rule: "a method nobody implements", hostImplements: false, denied: false, appImplements: false, responds: false),
            Selector(rule: "a denied method the app's delegate implements", hostImplements: false, denied: true, appImplements: true, responds: false),
        ])
    func responds(_ selector: Selector) {
        let name = selector.denied ? "textView:shouldChangeTextInRanges:replacementText:" : "textViewDidChangeSelection:"
        let responds = TextInputAppDelegateSharing.responds(to: name, for: .uiTextView, hostImplements: selector.hostImplements) {
            selector.appImplements
        }
        #expect(responds == selector.responds)
    }

    @Test(
        "a message the host does not implement goes to the app's delegate only when it implements it",
        arguments: [
            (app: "app" as String?, implements: true, target: "app" as String?),
            (app: "app", implements: false, target: nil),
            (app: nil, implements: true, target: nil),
        ])
    func forwardingTarget(_ app: String?, implements: Bool, target: String?) {
        #expect(TextInputAppDelegateSharing.forwardingTarget(app: app) { _ in implements } == target)
    }

    @Test("built with the iOS 26 SDK's compiler the field's host implements the multi-range question and denies nothing")
    func uiTextFieldDeniedSelectors() {
        #if compiler(>=6.2)
        #expect(TextInputAppDelegateSharing.deniedSelectors(for: .uiTextField).isEmpty)
        #else
        #expect(TextInputAppDelegateSharing.deniedSelectors(for: .uiTextField) == ["textField:shouldChangeCharactersInRanges:replacementString:"])
        #endif
    }

    @Test(
        "Return types a line break in a text view's host, UIKit's or AppKit's, and ends the line in a field's",
        arguments: [
            (TextInputHostKind.uiTextField, false),
            (.uiTextView, true),
            (.nsTextField, false),
            (.nsTextView, true),
        ])
    func multiline(host: TextInputHostKind, isMultiline: Bool) {
        #expect(host.isMultiline == isMultiline)
    }

    @Test(
        "a text view's host, UIKit's or AppKit's, never lets the app's delegate answer the multi-range question, which the platform would ask instead of the binding's",
        arguments: [
            (TextInputHostKind.uiTextView, "textView:shouldChangeTextInRanges:replacementText:"),
            (.nsTextView, "textView:shouldChangeTextInRanges:replacementStrings:"),
            (.nsTextField, "textView:shouldChangeTextInRanges:replacementStrings:"),
        ])
    func textViewDeniedSelectors(host: TextInputHostKind, multiRange: String) {
        let denied = TextInputAppDelegateSharing.deniedSelectors(for: host)
        #expect(denied == [multiRange])
        #expect(!TextInputAppDelegateSharing.responds(to: multiRange, for: host, hostImplements: false) { true })
        // The single-range question stays the host's, and the others are still forwarded.
        #expect(TextInputAppDelegateSharing.responds(to: "textViewDidChangeSelection:", for: host, hostImplements: false) { true })
    }

    @Test("once the app's delegate is gone the host responds only to its own methods, and forwards nothing")
    func appDelegateGone() {
        let app: String? = nil
        let responds = TextInputAppDelegateSharing.responds(to: "scrollViewDidScroll:", for: .uiTextField, hostImplements: false) {
            app.map { _ in true } ?? false
        }
        #expect(!responds)
        #expect(TextInputAppDelegateSharing.responds(to: "textViewDidChange:", for: .uiTextView, hostImplements: true) { false })
        #expect(TextInputAppDelegateSharing.forwardingTarget(app: app) { _ in true } == nil)
    }
}
