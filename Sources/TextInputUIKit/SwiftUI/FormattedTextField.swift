#if canImport(UIKit) && canImport(SwiftUI) && !os(watchOS)
import SwiftUI
import TextInputCore
import UIKit

/// A SwiftUI text field that formats as the user types: a `UITextField` bound to `format`, its
/// value kept in step with `value`.
///
/// The user's edits reach `value` as they happen; a value the app sets is written into the
/// field through the format, and, when the format shows it otherwise (cut to the field's
/// length, refused), `value` hears what the field holds. Neither side writes the other's
/// change back.
///
/// SwiftUI's focus and submit modifiers do not reach a UIKit field, so the field takes them as
/// parameters: `isFocused` in place of `@FocusState` and `.focused(_:)` (a `@State` Boolean
/// works), `returnKey` in place of `.submitLabel(_:)`, `onReturn` in place of `.onSubmit(_:)`.
/// `.disabled(_:)` applies. The format's keyboard, content type and autocorrection settings
/// apply when it is bound; `configure` runs once after that, with the field and its binding, to
/// set a font or traits of its own, attach plugins (suggestions, a form navigator) or install a
/// toolbar.
///
/// ```swift
/// struct PaymentForm: View {
///     @State private var card: BankCardNumber?
///     @State private var city: String?
///     @State private var isCardFocused = true
///     @State private var isCityFocused = false
///
///     var body: some View {
///         Form {
///             FormattedTextField("Card number", value: $card, format: TextInputFormats.bankCardNumber(),
///                                isFocused: $isCardFocused, returnKey: .next, onReturn: { isCityFocused = true })
///             FormattedTextField("City", value: $city, format: TextInputFormats.plain,
///                                isFocused: $isCityFocused, returnKey: .done, onReturn: { isCityFocused = false }) { _, binding in
///                 binding.attach(TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Lyon"])))
///             }
///         }
///     }
/// }
/// ```
@MainActor
public struct FormattedTextField<Value: Equatable>: UIViewRepresentable {
    private let title: String
    private let value: Binding<Value?>
    private let format: TextInputFormat<Value>
    private let isFocused: Binding<Bool>?
    private let returnKey: TextInputReturnKey?
    private let onReturn: (@MainActor () -> Void)?
    private let configure: (@MainActor (UITextField, TextInputBinding<Value>) -> Void)?

    /// A field showing `title` while it is empty, editing `value` through `format`.
    ///
    /// - Parameters:
    ///   - title: The placeholder, which form navigation and the keyboard bar also show.
    ///   - value: The value; nil while the text stands for none.
    ///   - format: The format every edit goes through.
    ///   - isFocused: Whether the field has the keyboard focus: set it to give or take the
    ///     focus, read it to follow the user. Nil leaves the focus to the user.
    ///   - returnKey: The return key's label; nil leaves it to the plugins (a form navigator's
    ///     Next and Done) or the keyboard.
    ///   - onReturn: What Return does, once the plugins had their say (a selected suggestion is
    ///     accepted first). Nil leaves Return to the field.
    ///   - configure: Runs once, when the field is made, after the format is bound. A delegate
    ///     it sets on the field hears every delegate call, as one set before binding does.
    public init(
        _ title: String,
        value: Binding<Value?>,
        format: TextInputFormat<Value>,
        isFocused: Binding<Bool>? = nil,
        returnKey: TextInputReturnKey? = nil,
        onReturn: (@MainActor () -> Void)? = nil,
        configure: (@MainActor (UITextField, TextInputBinding<Value>) -> Void)? = nil
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
    public func makeUIView(context: Context) -> UITextField {
        let textField = WindowedTextField()
        textField.placeholder = title
        // Dynamic Type: the body style, which follows the user's text size only when vended
        // by `preferredFont(forTextStyle:)`.
        textField.font = UIFont.preferredFont(forTextStyle: .body)
        textField.adjustsFontForContentSizeCategory = true
        // Like SwiftUI's own text field: as wide as offered, however long the text.
        textField.setContentHuggingPriority(.defaultLow, for: .horizontal)
        textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let binding = format.bind(to: textField)
        configure?(textField, binding)
        // A delegate `configure` set is the app's, as one set before binding would be.
        (binding.host as? UITextFieldHost)?.adoptReplacedDelegate(warns: false)
        context.coordinator.connect(to: binding)
        // A focus request made before the field was in a window waits for it (see
        // `TextInputStateSync.performPendingChanges()`).
        textField.didMoveToWindowHandler = { [weak coordinator = context.coordinator] in coordinator?.fieldDidMoveToWindow() }
        updateUIView(textField, context: context)
        return textField
    }

    /// Brings the field in line with SwiftUI's state: value, focus, title, return key and
    /// whether it is enabled.
    public func updateUIView(_ textField: UITextField, context: Context) {
        if textField.placeholder != title {
            textField.placeholder = title
        }
        textField.isEnabled = context.environment.isEnabled
        context.coordinator.update(
            value: value,
            isFocused: isFocused,
            returnKey: returnKey,
            onReturn: onReturn,
            textField: textField
        )
    }

    /// Takes the focus from a field SwiftUI removes, telling `isFocused` once the update is over.
    public static func dismantleUIView(_ textField: UITextField, coordinator: Coordinator) {
        coordinator.fieldWillDisappear()
    }

    /// Keeps a field and its SwiftUI state in step; SwiftUI makes one for each field.
    @MainActor
    public final class Coordinator {
        private var field: TextInputRepresentedField<Value>?

        fileprivate init() {}

        /// Attaches, after the app's own plugins, the return action and the state sync.
        fileprivate func connect(to binding: TextInputBinding<Value>) {
            field = TextInputRepresentedField(binding)
        }

        fileprivate func update(
            value: Binding<Value?>,
            isFocused: Binding<Bool>?,
            returnKey: TextInputReturnKey?,
            onReturn: (@MainActor () -> Void)?,
            textField: UITextField
        ) {
            // The plugins' key (a form navigator's Next or Done) is the host's to show when
            // editing begins; the app's own key, set here, is one the host leaves alone.
            if let returnKey, textField.returnKeyType != UIReturnKeyType(returnKey) {
                textField.returnKeyType = UIReturnKeyType(returnKey)
                textField.reloadInputViews()   // an open keyboard shows the new key at once
            }
            // The latest bindings: a view's are new at each update.
            field?.update(
                value: value.wrappedValue,
                onValueChange: { value.wrappedValue = $0 },
                isFocused: isFocused?.wrappedValue,
                onFocusChange: isFocused.map { isFocused in { @MainActor (focused: Bool) in isFocused.wrappedValue = focused } },
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
/// request SwiftUI made before can be carried out (UIKit gives no focus to a field outside one).
final class WindowedTextField: UITextField {
    var didMoveToWindowHandler: (@MainActor () -> Void)?

    override func didMoveToWindow() {
        super.didMoveToWindow()
        didMoveToWindowHandler?()
    }
}
#endif
