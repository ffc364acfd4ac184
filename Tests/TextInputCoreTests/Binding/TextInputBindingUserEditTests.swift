import Foundation
import Testing
import TextInputCore

/// A field that records, for each rewrite, whether the binding said it answers a user's edit:
/// what the UIKit adapter turns into `.editingChanged` and `textDidChangeNotification`.
@MainActor
private final class RewriteRecordingHost: TextInputHost {
    var text = ""
    var selectedUTF16Range = NSRange(location: 0, length: 0)
    var markedUTF16Range: NSRange? { nil }
    var isEditing = true
    var hostDelegate: (any TextInputHostDelegate)?
    /// Each rewrite's text and whether it answers a user's edit.
    var rewrites: [Rewrite] = []

    struct Rewrite: Equatable {
        var text: String
        var answersUserEdit: Bool
    }

    func setText(_ text: String, selectedUTF16Range: NSRange) {
        Issue.record("the binding wrote without saying whom the rewrite answers")
        setText(text, selectedUTF16Range: selectedUTF16Range, answeringUserEdit: false)
    }

    func setText(_ text: String, selectedUTF16Range: NSRange, answeringUserEdit: Bool) {
        self.text = text
        self.selectedUTF16Range = selectedUTF16Range
        rewrites.append(Rewrite(text: text, answersUserEdit: answeringUserEdit))
    }

    func setSelectedUTF16Range(_ range: NSRange) {
        selectedUTF16Range = range
    }

    func beginEditing() {}
    func endEditing() {}

    /// Types `string` at the caret the way UIKit asks: applies it when the delegate agrees.
    func type(_ string: String) {
        let range = selectedUTF16Range
        guard hostDelegate?.host(self, shouldReplaceCharactersIn: range, with: string, kind: .unknown) ?? true else { return }
        text = (text as NSString).replacingCharacters(in: range, with: string)
        selectedUTF16Range = NSRange(location: range.location + string.utf16.count, length: 0)
        hostDelegate?.hostDidChangeText(self)
    }
}

@MainActor
@Suite("The binding says which rewrites answer a user's edit (UIKit sends events for those only)")
struct TextInputBindingUserEditTests {
    @Test("rewrites of typing, a paste and QuickType answer the user")
    func userEdits() {
        let host = RewriteRecordingHost()
        let binding = TextInputFormats.bankCardNumber().bind(to: host)
        for digit in "42424" {
            host.type(String(digit))
        }
        #expect(host.rewrites.map(\.text) == ["4242 4"])
        #expect(host.rewrites.allSatisfy { $0.answersUserEdit })
        host.text = "4242 4x"  // text that arrived without a question, as QuickType inserts it
        host.hostDelegate?.hostDidChangeText(host)
        #expect(host.rewrites.last == .init(text: "4242 4", answersUserEdit: true))
        withExtendedLifetime(binding) {}
    }

    @Test("binding over text, setting the value and reformatting come from the app")
    func appWrites() throws {
        let host = RewriteRecordingHost()
        host.text = "4242424242424242"
        let binding = TextInputFormats.bankCardNumber().bind(to: host)
        binding.value = try BankCardNumber(digitsString: "378282246310005")
        binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "5555555555554444")
        binding.reformat()
        #expect(host.rewrites.map(\.text) == ["4242 4242 4242 4242", "3782 822463 10005", "5555 5555 5555 4444"])
        #expect(host.rewrites.allSatisfy { !$0.answersUserEdit })
    }

    @Test("an accepted suggestion answers the user; dropping an inline suggestion does not")
    func plugins() {
        let host = RewriteRecordingHost()
        let binding = TextInputFormats.plain.completing(from: InMemoryAutoFillSource(["Paris"])).bind(to: host)
        let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["Lyon"]))
        binding.attach(suggestions)
        host.type("P")
        #expect(host.rewrites.last == .init(text: "Paris", answersUserEdit: true))
        binding.hostDidEndEditing(host)
        #expect(host.rewrites.last == .init(text: "P", answersUserEdit: false))
        suggestions.accept("Lyon")
        #expect(host.rewrites.last == .init(text: "Lyon", answersUserEdit: true))
    }
}
