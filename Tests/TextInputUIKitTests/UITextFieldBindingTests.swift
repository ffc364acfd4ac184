#if canImport(UIKit) && os(iOS)
import TextInputCore
import TextInputUIKit
import Testing
import UIKit

/// A bound `UITextField` in a key window, driven through `UITextInput` as the keyboard drives it:
/// what the Platforms article lists under "Not verified without a Mac", checked where a test can.
/// These run only in the iOS Simulator (`xcodebuild test`, see `.github/workflows/ci.yml`).
@MainActor
@Suite("A bound UITextField in a window, edited through UITextInput")
struct UITextFieldBindingTests {
    /// A text field in a key window of its own, holding the focus.
    @MainActor
    struct FocusedField {
        let window: UIWindow
        let field = UITextField(frame: CGRect(x: 16, y: 120, width: 320, height: 44))

        init() throws {
            let scene = UIApplication.shared.connectedScenes.lazy.compactMap { $0 as? UIWindowScene }.first
            window = try #require(scene.map { UIWindow(windowScene: $0) }, "the test host has no window scene")
            let controller = UIViewController()
            window.rootViewController = controller
            controller.view.addSubview(field)
            window.makeKeyAndVisible()
        }

        /// Gives the field the focus; the test stops when UIKit refuses it.
        func focus() throws {
            field.becomeFirstResponder()
            try #require(field.isFirstResponder)
        }

        /// Types `text` one Character at a time, as the keyboard does.
        func type(_ text: String) {
            for character in text {
                field.insertText(String(character))
            }
        }
    }

    @Test("typing goes through the format: a card number is grouped as it is typed")
    func typing() throws {
        let host = try FocusedField()
        let binding = TextInputFormats.bankCardNumber().bind(to: host.field)
        try host.focus()
        host.type("4111111111111111")
        #expect(host.field.text == "4111 1111 1111 1111")
        #expect(binding.value?.digitsString == "4111111111111111")
    }

    @Test("Backspace after a separator deletes the digit before it, and the caret stays in place")
    func backspaceOverSeparator() throws {
        let host = try FocusedField()
        _ = TextInputFormats.bankCardNumber().bind(to: host.field)
        try host.focus()
        host.type("41111")
        #expect(host.field.text == "4111 1")
        host.field.deleteBackward()
        host.field.deleteBackward()
        #expect(host.field.text == "411")
        let caret = try #require(host.field.selectedTextRange)
        #expect(host.field.offset(from: host.field.beginningOfDocument, to: caret.start) == 3)
    }

    @Test("a replacement of a range (autocorrect, dictation) is formatted like typing")
    func replacement() throws {
        let host = try FocusedField()
        _ = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: host.field)
        try host.focus()
        host.type("12")
        let start = host.field.beginningOfDocument
        let range = try #require(host.field.textRange(from: start, to: host.field.endOfDocument))
        host.field.replace(range, withText: "3a4")
        #expect(host.field.text == "34")
    }

    @Test("a committed composition is formatted once, from the text before it")
    func composition() throws {
        let host = try FocusedField()
        _ = TextInputFormats.bankCardHolderName().bind(to: host.field)
        try host.focus()
        host.field.setMarkedText("jo", selectedRange: NSRange(location: 2, length: 0))
        #expect(host.field.markedTextRange != nil)
        host.field.unmarkText()
        #expect(host.field.text == "JO")
    }

    @Test("a paste from the pasteboard is formatted as a whole")
    func paste() throws {
        let host = try FocusedField()
        _ = TextInputFormats.bankCardNumber().bind(to: host.field)
        try host.focus()
        UIPasteboard.general.string = "4111-1111-1111-1111"
        host.field.paste(nil)
        #expect(host.field.text == "4111 1111 1111 1111")
    }

    @Test("a rewrite leaves the field's own undo stack empty once UIKit has finished the edit")
    func undoAfterRewrite() async throws {
        let host = try FocusedField()
        _ = TextInputFormats.bankCardNumber().bind(to: host.field)
        try host.focus()
        host.type("41111")
        // The stack is cleared one main-queue turn after the rewrite: wait for that turn.
        await MainActor.run {}
        await Task.yield()
        let undoManager = try #require(host.field.undoManager)
        #expect(!undoManager.canUndo)
        #expect(host.field.text == "4111 1")
    }

    /// An app's delegate that counts the selection changes it hears.
    @MainActor
    final class SelectionCounter: NSObject, UITextFieldDelegate {
        var changes = 0
        func textFieldDidChangeSelection(_ textField: UITextField) { changes += 1 }
    }

    @Test("the app's delegate keeps hearing the field, and gets it back on unbind")
    func previousDelegate() throws {
        let host = try FocusedField()
        let delegate = SelectionCounter()
        host.field.delegate = delegate
        let binding = TextInputFormats.plain.bind(to: host.field)
        try host.focus()
        host.type("ab")
        #expect(delegate.changes > 0)
        binding.unbind()
        #expect(host.field.delegate === delegate)
    }

    final class ClearRefuser: NSObject, UITextFieldDelegate {
        var asked = 0
        func textFieldShouldClear(_ textField: UITextField) -> Bool {
            asked += 1
            return false
        }
    }

    @Test("a delegate method the host does not implement reaches the app's delegate, whose answer holds")
    func forwardedDelegateMethod() throws {
        let host = try FocusedField()
        let delegate = ClearRefuser()
        host.field.delegate = delegate
        host.field.text = "4111"
        // UIKit asks `textFieldShouldClear(_:)` as editing begins: the host does not implement
        // it, so only forwarding can bring the question to the app's delegate.
        host.field.clearsOnBeginEditing = true
        TextInputFormats.plain.bind(to: host.field)
        try host.focus()
        #expect(delegate.asked > 0)
        #expect(host.field.text == "4111")
    }
}
#endif
