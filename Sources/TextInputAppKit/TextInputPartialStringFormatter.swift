#if canImport(AppKit) && !targetEnvironment(macCatalyst)
import AppKit
import TextInputCore

/// The `Formatter` an ``NSTextFieldHost`` installs on its field: AppKit's hook for validating
/// each edit (`isPartialStringValid(_:proposedSelectedRange:originalString:originalSelectedRange:errorDescription:)`),
/// answered by the binding. Values are the text itself: `getObjectValue(_:for:errorDescription:)`
/// passes the string through, and `string(for:)` gives a value the app set (a string, or a
/// number through `integerValue`, `doubleValue` or `objectValue`) as Core's
/// `TextInputObjectValueText.text(for:)` writes it.
final class TextInputPartialStringFormatter: Formatter {
    /// The host that answers; the host owns this formatter.
    weak var host: NSTextFieldHost?

    override init() {
        super.init()
    }

    /// Not used from archives; a field unarchived with it gets no formatter.
    required init?(coder: NSCoder) {
        return nil
    }

    override func string(for obj: Any?) -> String? {
        TextInputObjectValueText.text(for: obj)
    }

    override func getObjectValue(
        _ obj: AutoreleasingUnsafeMutablePointer<AnyObject?>?,
        for string: String,
        errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
        obj?.pointee = string as NSString
        return true
    }

    override func isPartialStringValid(
        _ partialStringPtr: AutoreleasingUnsafeMutablePointer<NSString>,
        proposedSelectedRange proposedSelRangePtr: NSRangePointer?,
        originalString origString: String,
        originalSelectedRange origSelRange: NSRange,
        errorDescription error: AutoreleasingUnsafeMutablePointer<NSString?>?
    ) -> Bool {
        let proposed = partialStringPtr.pointee as String
        let host = self.host
        // AppKit edits text on the main thread; the formatter API is simply not annotated.
        // The field editor's selection tells a caret's Backspace from a deleted selection.
        let answer = MainActor.assumeIsolated {
            let editor = host?.textField?.currentEditor()
            return host?.session.answer(
                proposed: proposed,
                original: origString,
                originalSelection: origSelRange,
                editorText: editor?.string,
                editorSelection: editor?.selectedRange
            ) ?? .accept
        }
        // A new string object even when only the selection changed: handed back the string it
        // proposed, AppKit may show the proposal instead.
        return answer.isAccepted { text, selection in
            partialStringPtr.pointee = NSMutableString(string: text)
            proposedSelRangePtr?.pointee = selection
        }
    }
}
#endif
