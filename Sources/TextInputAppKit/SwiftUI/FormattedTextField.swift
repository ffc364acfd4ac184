#if canImport(AppKit) && canImport(SwiftUI) && !targetEnvironment(macCatalyst)
import AppKit
import SwiftUI
import TextInputCore

/// A SwiftUI text field for the Mac that formats as the user types: an `NSTextField` bound to
/// `format`, its value kept in step with `value`.
///
/// The user's edits reach `value` as they happen; a value the app sets is written into the
/// field through the format, and, when the format shows it otherwise (cut to the field's
/// length, refused), `value` hears what the field holds. Neither side writes the other's
/// change back.
///
/// SwiftUI's focus and submit modifiers do not reach an AppKit field, so the field takes them
/// as parameters: `isFocused` in place of `@FocusState` and `.focused(_:)` (a `@State` Boolean
/// works), `onReturn` in place of `.onSubmit(_:)`. `.disabled(_:)` applies. A
/// ``TextInputCore/TextInputAutoFill`` attached in `configure` offers its matches in the field
/// editor's completion list, which opens as the user types. `configure` runs once, when the
/// field is made, after the format is bound.
///
/// AppKit tells a field that editing began with its first change, not when it takes the
/// focus: a field the user clicks into sets `isFocused` once they type.
///
/// The initializer is the one the UIKit module's `FormattedTextField` has, so that a view
/// shared with iOS compiles on the Mac; `returnKey` only names the key for the plugins there,
/// since a Mac keyboard's Return shows no label.
///
/// ```swift
/// struct ShippingForm: View {
///     @State private var city: String?
///     @State private var isCityFocused = true
///
///     var body: some View {
///         FormattedTextField("City", value: $city, format: TextInputFormats.plain,
///                            isFocused: $isCityFocused, onReturn: { isCityFocused = false }) { _, binding in
///             binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Lyon"])))
///         }
///     }
/// }
/// ```
@MainActor
public struct FormattedTextField<Value: Equatable>: NSViewRepresentable {
    private let title: String
    private let value: Binding<Value?>
    private let format: TextInputFormat<Value>
    private let isFocused: Binding<Bool>?
    private let returnKey: TextInputReturnKey?
    private let onReturn: (@MainActor () -> Void)?
    private let configure: (@MainActor (NSTextField, TextInputBinding<Value>) -> Void)?

    /// A field showing `title` while it is empty, editing `value` through `format`.
    ///
    /// - Parameters:
    ///   - title: The placeholder, which form navigation also shows.
    ///   - value: The value; nil while the text stands for none.
    ///   - format: The format every edit goes through.
    ///   - isFocused: Whether the field has the keyboard focus: set it to give or take the
    ///     focus, read it to follow the user. Nil leaves the focus to the user.
    ///   - returnKey: The return key the plugins are told; the Mac shows no label.
    ///   - onReturn: What Return does, once the plugins had their say (a form navigator moves
    ///     on first). Nil leaves Return to the field.
    ///   - configure: Runs once, when the field is made, after the format is bound. A delegate
    ///     it sets on the field hears every delegate call, as one set before binding does.
    public init(
        _ title: String,
        value: Binding<Value?>,
        format: TextInputFormat<Value>,
        isFocused: Binding<Bool>? = nil,
        returnKey: TextInputReturnKey? = nil,
        onReturn: (@MainActor () -> Void)? = nil,
        configure: (@MainActor (NSTextField, TextInputBinding<Value>) -> Void)? = nil
    ) {
        self.title = title
        self.value = value
        self.format = format
        self.isFocused = isFocused
        self.returnKey = returnKey
        self.onReturn = onReturn
        self.configure = configure
    }

    /// Makes the field's coordinator, which keeps the field and the SwiftUI state in step.
    public func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    /// Makes the field and binds the format to it; the field keeps its binding alive.
    public func makeNSView(context: Context) -> NSTextField {
        let textField = WindowedTextField(string: "")
        textField.placeholderString = title
        // Like SwiftUI's own text field: as wide as offered, however long the text.
        textField.setContentHuggingPriority(.defaultLow, for: .horizontal)
        textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let binding = format.bind(to: textField)
        configure?(textField, binding)
        // A delegate `configure` set is the app's, as one set before binding would be.
        (binding.host as? NSTextFieldHost)?.adoptReplacedDelegate()
        context.coordinator.connect(to: binding)
        // A focus request made before the field was in a window waits for it (see
        // `TextInputStateSync.performPendingChanges()`).
        textField.didMoveToWindowHandler = { [weak coordinator = context.coordinator] in coordinator?.fieldDidMoveToWindow() }
        updateNSView(textField, context: context)
        return textField
    }

    /// Brings the field in line with SwiftUI's state: value, focus, title and whether it is
    /// enabled.
    public func updateNSView(_ textField: NSTextField, context: Context) {
        if textField.placeholderString != title {
            textField.placeholderString = title
        }
        textField.isEnabled = context.environment.isEnabled
        context.coordinator.update(value: value, isFocused: isFocused, returnKey: returnKey, onReturn: onReturn)
    }

    /// Takes the focus from a field SwiftUI removes, telling `isFocused` once the update is over.
    public static func dismantleNSView(_ textField: NSTextField, coordinator: Coordinator) {
        coordinator.fieldWillDisappear()
    }

    /// Keeps a field and its SwiftUI state in step; SwiftUI makes one for each field.
    @MainActor
    public final class Coordinator {
        private var field: TextInputRepresentedField<Value>?

        fileprivate init() {}

        /// Attaches, after the app's own plugins, the return action, the state sync and, for an
        /// autofill the app attached, the prompt that opens the completion list as the user types
        /// (unless the app attached one).
        fileprivate func connect(to binding: TextInputBinding<Value>) {
            if TextInputCompletionPrompt.isWanted(by: binding) {
                binding.attach(TextInputCompletionPrompt.fieldEditor())
            }
            field = TextInputRepresentedField(binding)
        }

        fileprivate func update(
            value: Binding<Value?>,
            isFocused: Binding<Bool>?,
            returnKey: TextInputReturnKey?,
            onReturn: (@MainActor () -> Void)?
        ) {
            // The latest bindings: a view's are new at each update.
            var onFocusChange: (@MainActor (Bool) -> Void)?
            if let isFocused {
                onFocusChange = { isFocused.wrappedValue = $0 }
            }
            field?.update(
                value: value.wrappedValue,
                onValueChange: { value.wrappedValue = $0 },
                isFocused: isFocused?.wrappedValue,
                onFocusChange: onFocusChange,
                returnKey: returnKey,
                onReturn: onReturn
            )
        }

        fileprivate func fieldDidMoveToWindow() {
            field?.fieldDidMoveToWindow()
        }

        fileprivate func fieldWillDisappear() {
            field?.fieldWillDisappear()
        }
    }
}
/// The field a ``FormattedTextField`` shows: it says when it moves to a window, where a focus
/// request SwiftUI made before can be carried out (AppKit gives no focus to a field outside one).
final class WindowedTextField: NSTextField {
    var didMoveToWindowHandler: (@MainActor () -> Void)?

    override func viewDidMoveToWindow() {
        super.viewDidMoveToWindow()
        didMoveToWindowHandler?()
    }
}
#endif
