#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
import SwiftUI
import TextInputCore
#if canImport(UIKit)
import TextInputUIKit
#else
import TextInputAppKit
#endif

/// A SwiftUI text field that formats as the user types: a platform text field (`UITextField` on
/// iOS, tvOS and visionOS, `NSTextField` on the Mac) bound to `format`, its value kept in step with
/// `value`. One view, with one initializer, on every platform, so that a form shared between iOS
/// and the Mac compiles on both.
///
/// The user's edits reach `value` as they happen; a value the app sets is written into the
/// field through the format, and, when the format shows it otherwise (cut to the field's
/// length, refused), `value` hears what the field holds. Neither side writes the other's
/// change back.
///
/// SwiftUI's focus and submit modifiers do not reach a platform field, so the field takes them as
/// parameters: `isFocused` in place of `@FocusState` and `.focused(_:)` (a `@State` Boolean
/// works), `returnKey` in place of `.submitLabel(_:)`, `onReturn` in place of `.onSubmit(_:)`.
/// `.disabled(_:)` applies. The format's input traits apply when it is bound; `configure` runs
/// once after that, with the field and its binding, to set a font or traits of its own, attach
/// plugins (suggestions, a form navigator) or install a toolbar.
///
/// On the Mac, a ``TextInputCore/TextInputAutoFill`` attached in `configure` offers its matches in
/// the field editor's completion list, which opens as the user types; AppKit tells a field that
/// editing began with its first change, not when it takes the focus, so a field the user clicks
/// into sets `isFocused` once they type; and `returnKey` only names the key for the plugins, since
/// a Mac keyboard's Return shows no label.
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
public struct FormattedTextField<Value: Equatable> {
    private let title: String
    private let value: Binding<Value?>
    private let format: TextInputFormat<Value>
    private let isFocused: Binding<Bool>?
    private let returnKey: TextInputReturnKey?
    private let onReturn: (@MainActor () -> Void)?
    private let configure: (@MainActor (PlatformTextField, TextInputBinding<Value>) -> Void)?

    /// A field showing `title` while it is empty, editing `value` through `format`.
    ///
    /// - Parameters:
    ///   - title: The placeholder, which form navigation and the keyboard bar also show.
    ///   - value: The value; nil while the text stands for none.
    ///   - format: The format every edit goes through.
    ///   - isFocused: Whether the field has the keyboard focus: set it to give or take the
    ///     focus, read it to follow the user. Nil leaves the focus to the user.
    ///   - returnKey: The return key's label; nil leaves it to the plugins (a form navigator's
    ///     Next and Done) or the keyboard. The Mac shows no label: there the plugins are told.
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
        configure: (@MainActor (PlatformTextField, TextInputBinding<Value>) -> Void)? = nil
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

    /// Keeps a field and its SwiftUI state in step; SwiftUI makes one for each field.
    @MainActor
    public final class Coordinator {
        /// Core's side of the field: the state sync, the return action and, on the Mac, the
        /// completion prompt.
        var field: TextInputRepresentedField<Value>?

        fileprivate init() {}
    }

    /// Makes the field and binds the format to it; the field keeps its binding alive.
    func makeField(coordinator: Coordinator) -> WindowedTextField {
        let textField = WindowedTextField.make()
        // Like SwiftUI's own text field: as wide as offered, however long the text.
        textField.setContentHuggingPriority(.defaultLow, for: .horizontal)
        textField.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        let binding = format.bind(to: textField)
        configure?(textField, binding)
        textField.didConfigure(binding)
        // After the app's own plugins: the return action and the state sync.
        coordinator.field = TextInputRepresentedField(binding)
        // A focus request made before the field was in a window waits for it (see
        // `TextInputStateSync.performPendingChanges()`).
        textField.didMoveToWindowHandler = { [weak coordinator] in coordinator?.field?.fieldDidMoveToWindow() }
        return textField
    }

    /// Brings the field in line with SwiftUI's state: value, focus, title, return key and
    /// whether it is enabled.
    func update(_ textField: PlatformTextField, isEnabled: Bool, coordinator: Coordinator) {
        textField.show(title: title, returnKey: returnKey)
        textField.isEnabled = isEnabled
        // The latest bindings: a view's are new at each update.
        coordinator.field?.update(
            value: value.wrappedValue,
            onValueChange: { [value] in value.wrappedValue = $0 },
            isFocused: isFocused?.wrappedValue,
            onFocusChange: isFocused.map { isFocused in { @MainActor (focused: Bool) in isFocused.wrappedValue = focused } },
            returnKey: returnKey,
            onReturn: onReturn
        )
    }
}
#endif
