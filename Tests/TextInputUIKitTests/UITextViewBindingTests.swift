#if canImport(UIKit) && os(iOS)
import TextInputCore
import TextInputUIKit
import Testing
import UIKit

/// A bound `UITextView`, typed into the way UIKit types: each Character is first a question to
/// the text view's delegate (the host), applied only when the delegate allows it, then reported
/// (`textViewDidChange(_:)`). Return is a typed line break, as the keyboard sends it.
@MainActor
@Suite("A bound UITextView, typed into through its delegate")
struct UITextViewBindingTests {
    /// Types `text` at the end of `textView`, one Character at a time, as UIKit asks about it.
    func type(_ text: String, into textView: UITextView) {
        for character in text {
            let end = NSRange(location: (textView.text ?? "").utf16.count, length: 0)
            let allowed = textView.delegate?.textView?(textView, shouldChangeTextIn: end, replacementText: String(character)) ?? true
            guard allowed else { continue }
            textView.text = (textView.text ?? "") + String(character)
            textView.delegate?.textViewDidChange?(textView)
        }
    }

    @Test("the format's builders hold, and Return types a line break the count limit counts")
    func countLimit() {
        let textView = UITextView()
        let binding = TextInputFormats.plain.filter(constrainingCharactersCount: 5).bind(to: textView)
        type("ab\ncdef", into: textView)
        #expect(textView.text == "ab\ncd")
        #expect(binding.value == "ab\ncd")
    }

    @Test("a rewrite the format makes is what the text view shows")
    func rewrite() {
        let textView = UITextView()
        let binding = TextInputFormats.plain.map { text, selection in (text.uppercased(), selection) }.bind(to: textView)
        type("ring\ntwice", into: textView)
        #expect(textView.text == "RING\nTWICE")
        #expect(binding.text == "RING\nTWICE")
    }

    @Test("Return goes to the app's Return action instead of typing a line break")
    func returnAction() {
        let textView = UITextView()
        let binding = TextInputFormats.plain.bind(to: textView)
        var sent: [String] = []
        binding.attach(TextInputReturnAction(key: .send) { sent.append($0.text) })
        type("hi\n", into: textView)
        #expect(sent == ["hi"])
        #expect(textView.text == "hi")
    }

    /// An app's delegate that counts the changes it hears.
    @MainActor
    final class ChangeCounter: NSObject, UITextViewDelegate {
        var changes = 0
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test("the app's delegate keeps hearing the text view, and gets it back on unbind")
    func previousDelegate() {
        let textView = UITextView()
        let delegate = ChangeCounter()
        textView.delegate = delegate
        let binding = TextInputFormats.plain.bind(to: textView)
        type("ab", into: textView)
        #expect(delegate.changes == 2)
        binding.unbind()
        #expect(textView.delegate === delegate)
    }

    /// An app's delegate that hears the text view scroll: a scroll view delegate method the host
    /// does not implement, which it forwards, and which `UIScrollView` caches when the delegate
    /// is set.
    @MainActor
    final class ScrollListener: NSObject, UITextViewDelegate {
        var scrolls = 0
        @objc func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
    }

    @Test("an app's delegate freed while the text view lives: the host stops answering for it, and a scroll reaches no one")
    func freedAppDelegate() async {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var delegate: ScrollListener? = ScrollListener()
        textView.delegate = delegate
        let binding = TextInputFormats.plain.bind(to: textView)
        let scrollViewDidScroll = Selector(("scrollViewDidScroll:"))
        #expect(textView.delegate?.responds(to: scrollViewDidScroll) == true)
        delegate = nil
        // The host hears of it on the main queue's next turn, and sets itself as the delegate again.
        await withCheckedContinuation { continuation in DispatchQueue.main.async { continuation.resume() } }
        #expect(textView.delegate?.responds(to: scrollViewDidScroll) == false)
        // Had UIKit kept the answer it cached for the freed delegate, this would send the host a
        // message it cannot hand on.
        textView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(binding.host === textView.delegate)
    }
}
#endif
