import Foundation
import Testing

@testable import TextInputCore

/// A field that asks its delegate the way UIKit asks a `UITextField`'s: it applies an accepted
/// edit itself, registers every edit for undo, answered yes or no, and may move the caret after a
/// refused paste; deferred work waits for ``runNextTurn()``.
@MainActor
private final class UIKitLikeField: TextInputAskingHost {
    var text: String
    var selectedUTF16Range: NSRange
    var markedUTF16Range: NSRange? { nil }
    var isEditing: Bool { true }
    var hostDelegate: (any TextInputHostDelegate)?
    var reportedEditKind = TextInputEditKind.unknown
    /// Edits registered for undo since the stack was last cleared.
    var undoActions = 0
    /// Selection reports the binding was told of.
    var selectionReports = 0
    /// Where UIKit puts the caret after a refused edit, if it moves it.
    var caretAfterRefusal: NSRange?
    private var nextTurn: [@MainActor () -> Void] = []
    lazy var sequencer = TextInputRewriteSequencer { [unowned self] work in nextTurn.append(work) }

    init(text: String) {
        self.text = text
        selectedUTF16Range = NSRange(location: text.utf16.count, length: 0)
    }

    func edit(_ range: NSRange, with string: String) {
        let allowed = sequencer.ask(self) { $0.host(self, shouldReplaceCharactersIn: range, with: string, kind: $1) }
        if allowed {
            text = (text as NSString).replacingCharacters(in: range, with: string)
            selectedUTF16Range = NSRange(location: range.location + string.utf16.count, length: 0)
        } else if let caretAfterRefusal {
            selectedUTF16Range = caretAfterRefusal
        }
        undoActions += 1
    }

    func runNextTurn() {
        let work = nextTurn
        nextTurn = []
        work.forEach { $0() }
    }

    func setText(_ text: String, selectedUTF16Range: NSRange) {
        sequencer.applyingRewrite {
            self.text = text
            self.selectedUTF16Range = selectedUTF16Range
            sequencer.didRewrite(self, text: text, selection: selectedUTF16Range, changingText: true)
        }
    }

    func setSelectedUTF16Range(_ range: NSRange) {
        sequencer.applyingRewrite {
            selectedUTF16Range = range
            sequencer.didRewrite(self, text: text, selection: range, changingText: false)
        }
    }

    func beginEditing() {}
    func endEditing() {}

    func clearUndoStack() {
        undoActions = 0
    }

    func tellBinding(_ report: (any TextInputHostDelegate) -> Void) {
        guard let hostDelegate else { return }
        report(hostDelegate)
    }
}

/// A delegate whose answer to every question is scripted: it may rewrite the field first.
@MainActor
private final class ScriptedDelegate: TextInputHostDelegate {
    let rewrite: (text: String, selection: NSRange)?
    let answer: Bool
    var selectionReports = 0
    var textReports = 0
    var askedKinds: [TextInputEditKind] = []

    init(rewrite: (text: String, selection: NSRange)?, answer: Bool) {
        self.rewrite = rewrite
        self.answer = answer
    }

    func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
        askedKinds.append(kind)
        if let rewrite { host.setText(rewrite.text, selectedUTF16Range: rewrite.selection) }
        return answer
    }

    func hostDidChangeText(_ host: any TextInputHost) { textReports += 1 }
    func hostDidChangeSelection(_ host: any TextInputHost) { selectionReports += 1 }
    func hostDidBeginEditing(_ host: any TextInputHost) {}
    func hostDidEndEditing(_ host: any TextInputHost) {}
    func hostShouldReturn(_ host: any TextInputHost) -> Bool { true }
}

@MainActor
@Suite("TextInputRewriteSequencer: a rewrite during UIKit's question, the caret after it, and undo")
struct TextInputRewriteSequencerTests {
    struct Question: CustomTestStringConvertible, Sendable {
        let rule: String
        let rewrites: Bool
        let answer: Bool
        let uikitCaret: NSRange?
        /// Edits left on the undo stack right after the answer, and one turn later.
        let undoAfterAnswer: Int
        let undoNextTurn: Int
        let caretNextTurn: NSRange
        let selectionReports: Int
        var testDescription: String { rule }
    }

    nonisolated static let questions: [Question] = [
        Question(
            rule: "an accepted edit keeps native undo", rewrites: false, answer: true, uikitCaret: nil,
            undoAfterAnswer: 1, undoNextTurn: 1, caretNextTurn: NSRange(location: 3, length: 0), selectionReports: 0),
        Question(
            rule: "a refused edit that changed nothing leaves undo alone", rewrites: false, answer: false, uikitCaret: nil,
            undoAfterAnswer: 1, undoNextTurn: 1, caretNextTurn: NSRange(location: 2, length: 0), selectionReports: 0),
        Question(
            rule: "a refused edit that was rewritten clears undo one turn later", rewrites: true, answer: false, uikitCaret: nil,
            undoAfterAnswer: 1, undoNextTurn: 0, caretNextTurn: NSRange(location: 4, length: 0), selectionReports: 0),
        Question(
            rule: "a caret UIKit moved after a rewritten paste is set back one turn later, and reported",
            rewrites: true, answer: false, uikitCaret: NSRange(location: 1, length: 0),
            undoAfterAnswer: 1, undoNextTurn: 0, caretNextTurn: NSRange(location: 4, length: 0), selectionReports: 1),
        Question(
            rule: "a caret UIKit moved after an edit that was not rewritten stays", rewrites: false, answer: false,
            uikitCaret: NSRange(location: 1, length: 0),
            undoAfterAnswer: 1, undoNextTurn: 1, caretNextTurn: NSRange(location: 1, length: 0), selectionReports: 0),
    ]

    @Test("a question's answer settles undo and the caret", arguments: questions)
    func question(_ question: Question) {
        let field = UIKitLikeField(text: "12")
        let delegate = ScriptedDelegate(rewrite: question.rewrites ? ("1234", NSRange(location: 4, length: 0)) : nil, answer: question.answer)
        field.hostDelegate = delegate
        field.caretAfterRefusal = question.uikitCaret
        field.edit(NSRange(location: 2, length: 0), with: "x")
        #expect(field.undoActions == question.undoAfterAnswer)
        #expect(!field.sequencer.isAsking)
        field.runNextTurn()
        #expect(field.undoActions == question.undoNextTurn)
        #expect(field.selectedUTF16Range == question.caretNextTurn)
        #expect(delegate.selectionReports == question.selectionReports)
    }

    @Test("without a delegate the edit is allowed")
    func noDelegate() {
        let field = UIKitLikeField(text: "12")
        field.edit(NSRange(location: 2, length: 0), with: "3")
        #expect(field.text == "123")
    }

    @Test("a rewrite outside a question clears undo at once; moving the selection does not")
    func rewriteOutsideQuestion() {
        let field = UIKitLikeField(text: "12")
        field.undoActions = 2
        field.setSelectedUTF16Range(NSRange(location: 0, length: 0))
        #expect(field.undoActions == 2)
        field.setText("9", selectedUTF16Range: NSRange(location: 1, length: 0))
        #expect(field.undoActions == 0)
    }

    @Test("restyled text clears undo at once outside a question, one turn after the answer inside one")
    func restyle() {
        let field = UIKitLikeField(text: "12")
        field.undoActions = 2
        field.sequencer.didRestyle(field)
        #expect(field.undoActions == 0)
        final class Restyling: TextInputHostDelegate {
            func host(_ host: any TextInputHost, shouldReplaceCharactersIn range: NSRange, with string: String, kind: TextInputEditKind) -> Bool {
                let field = host as? UIKitLikeField
                field.map { $0.sequencer.didRestyle($0) }
                return true
            }
            func hostDidChangeText(_ host: any TextInputHost) {}
            func hostDidChangeSelection(_ host: any TextInputHost) {}
            func hostDidBeginEditing(_ host: any TextInputHost) {}
            func hostDidEndEditing(_ host: any TextInputHost) {}
            func hostShouldReturn(_ host: any TextInputHost) -> Bool { true }
        }
        let delegate = Restyling()
        field.hostDelegate = delegate
        field.edit(NSRange(location: 2, length: 0), with: "3")
        #expect(field.undoActions == 1)
        field.runNextTurn()
        #expect(field.undoActions == 0)
    }

    @Test("the host's own changes are marked, also when they nest")
    func applyingRewriteNests() {
        let sequencer = TextInputRewriteSequencer { _ in }
        #expect(!sequencer.isApplyingRewrite)
        sequencer.applyingRewrite {
            sequencer.applyingRewrite { #expect(sequencer.isApplyingRewrite) }
            #expect(sequencer.isApplyingRewrite)
        }
        #expect(!sequencer.isApplyingRewrite)
    }

    @Test("provisional text is restyled only when its range changed or the text was written unstyled")
    func restyleProvisionalText() {
        let field = UIKitLikeField(text: "12")
        var restyles = 0
        for range in [NSRange(location: 1, length: 1), NSRange(location: 1, length: 1), nil, nil] {
            field.sequencer.restyle(field, provisionalRange: range) {
                #expect(field.sequencer.isApplyingRewrite)
                restyles += 1
            }
        }
        #expect(restyles == 2)
        field.sequencer.restyle(field, provisionalRange: NSRange(location: 0, length: 2)) { restyles += 1 }
        field.sequencer.didWriteUnstyledText()
        field.sequencer.restyle(field, provisionalRange: NSRange(location: 0, length: 2)) { restyles += 1 }
        #expect(restyles == 4)
    }

    @Test("a platform callback is reported unless the host is making the change itself")
    func unlessApplyingRewrite() {
        let sequencer = TextInputRewriteSequencer { _ in }
        var reports = 0
        sequencer.unlessApplyingRewrite { reports += 1 }
        sequencer.applyingRewrite { sequencer.unlessApplyingRewrite { reports += 10 } }
        #expect(reports == 1)
    }

    @Test("the delegate is asked with the kind the host reports, read before the question")
    func reportedKind() {
        let field = UIKitLikeField(text: "12")
        let delegate = ScriptedDelegate(rewrite: nil, answer: true)
        field.hostDelegate = delegate
        field.reportedEditKind = .undo
        field.edit(NSRange(location: 2, length: 0), with: "3")
        #expect(delegate.askedKinds == [.undo])
    }

    @Test("the platform's text and selection changes are told to the delegate, unless the host made them")
    func changeReports() {
        let field = UIKitLikeField(text: "12")
        let delegate = ScriptedDelegate(rewrite: nil, answer: true)
        field.hostDelegate = delegate
        field.sequencer.didChangeText(field)
        field.sequencer.didChangeSelection(field)
        field.sequencer.applyingRewrite {
            field.sequencer.didChangeText(field)
            field.sequencer.didChangeSelection(field)
        }
        #expect(delegate.textReports == 1)
        #expect(delegate.selectionReports == 1)
    }

    @Test("a binding's rewritten paste: UIKit's caret move is undone one turn later")
    func bindingPaste() {
        let field = UIKitLikeField(text: "12")
        field.caretAfterRefusal = NSRange(location: 0, length: 0)
        let binding = TextInputFormats.plain.filter(by: .decimalDigits).bind(to: field)
        field.edit(NSRange(location: 2, length: 0), with: "3x4")
        #expect(field.text == "1234")
        field.runNextTurn()
        #expect(field.selectedUTF16Range == NSRange(location: 4, length: 0))
        #expect(field.undoActions == 0)
        #expect(binding.value == "1234")
    }

    @Test(
        "only an editing UITextField's own undo manager is cleared: a text view's is its window's, as is any view's that is not editing",
        arguments: [
            (TextInputHostKind.uiTextField, true, true),
            (.uiTextField, false, false),
            (.uiTextView, true, false),
            (.uiTextView, false, false),
            (.nsTextField, true, false),
            (.nsTextView, true, false),
        ])
    func clearsUndoManager(kind: TextInputHostKind, isEditing: Bool, clears: Bool) {
        #expect(TextInputRewriteSequencer.clearsUndoManager(of: kind, isEditing: isEditing) == clears)
    }
}
