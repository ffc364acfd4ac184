import Foundation
import Testing

@testable import TextInputCore

@MainActor
@Suite("TextInputPlatformViewHost: a UIKit or AppKit host answers about its view as the view says")
struct TextInputPlatformViewHostTests {
    final class View: TextInputPlatformView {
        var isEditingText = false
        var canTakeFocus = false
        var placeholderText: String?
    }

    final class Host: TextInputPlatformViewHost {
        var view: View?
        var textView: TextView?
        let kind: TextInputHostKind
        var hostDelegate: (any TextInputHostDelegate)?

        init(view: View?, kind: TextInputHostKind) {
            self.view = view
            self.kind = kind
        }

        var platformView: (any TextInputPlatformView)? { view ?? textView }
        var text: String { "" }
        var selectedUTF16Range: NSRange { NSRange(location: 0, length: 0) }
        var markedUTF16Range: NSRange? { nil }
        func setText(_ text: String, selectedUTF16Range: NSRange) {}
        func setSelectedUTF16Range(_ range: NSRange) {}
        func beginEditing() {}
        func endEditing() {}
    }

    @Test(
        "isEditing, canBeginEditing and placeholder are the view's",
        arguments: [(false, false, nil), (true, true, "Card number"), (true, false, nil), (false, true, "")] as [(Bool, Bool, String?)]
    )
    func answersAsTheViewSays(isEditing: Bool, canTakeFocus: Bool, placeholder: String?) {
        let view = View()
        view.isEditingText = isEditing
        view.canTakeFocus = canTakeFocus
        view.placeholderText = placeholder
        let host = Host(view: view, kind: .uiTextField)
        #expect(host.isEditing == isEditing)
        #expect(host.canBeginEditing == canTakeFocus)
        #expect(host.placeholder == placeholder)
    }

    /// A text view, which has no placeholder to give.
    final class TextView: TextInputPlatformView {
        var isEditingText = true
        var canTakeFocus = true
    }

    @Test("a view that has no placeholder (a text view) gives none")
    func noPlaceholder() {
        let host = Host(view: nil, kind: .uiTextView)
        let textView = TextView()
        host.textView = textView
        #expect(host.placeholder == nil)
        #expect(host.isEditing)
    }

    @Test("a view gone: not editing, cannot take the focus, no placeholder")
    func viewGone() {
        let host = Host(view: nil, kind: .nsTextField)
        #expect(!host.isEditing)
        #expect(!host.canBeginEditing)
        #expect(host.placeholder == nil)
    }

    @Test(
        "Return types a line break in a text view's host only",
        arguments: [(TextInputHostKind.uiTextField, false), (.uiTextView, true), (.nsTextField, false), (.nsTextView, true)]
    )
    func multiline(kind: TextInputHostKind, isMultiline: Bool) {
        #expect(Host(view: View(), kind: kind).isMultiline == isMultiline)
    }
}
