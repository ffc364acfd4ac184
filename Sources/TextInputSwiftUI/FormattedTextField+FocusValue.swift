#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
import SwiftUI
import TextInputCore

extension FormattedTextField {
    /// A field whose focus is one value of a form-wide focus state, as SwiftUI's
    /// `.focused(_:equals:)` gives one: the field has the focus while `focus` equals `field`,
    /// taking it sets `focus` to `field`, and giving it up sets `focus` to nil.
    ///
    /// ```swift
    /// enum Field: Hashable { case card, city }
    /// @State private var focus: Field? = .card
    ///
    /// FormattedTextField("Card number", value: $card, format: TextInputFormats.bankCardNumber(),
    ///                    focus: $focus, equals: .card, returnKey: .next, onReturn: { focus = .city })
    /// ```
    ///
    /// The other parameters are those of `init(_:value:format:isFocused:returnKey:onReturn:configure:)`.
    public init<Focus: Hashable & Sendable>(
        _ title: String,
        value: Binding<Value?>,
        format: TextInputFormat<Value>,
        focus: Binding<Focus?>,
        equals field: Focus,
        returnKey: TextInputReturnKey? = nil,
        onReturn: (@MainActor () -> Void)? = nil,
        configure: (@MainActor (PlatformTextField, TextInputBinding<Value>) -> Void)? = nil
    ) {
        let share = TextInputFocusShare(field: field)
        let isFocused = Binding<Bool>(
            get: { share.isFocused(in: focus.wrappedValue) },
            set: { isFocused in focus.wrappedValue = share.focus(focus.wrappedValue, settingFocused: isFocused) }
        )
        self.init(title, value: value, format: format, isFocused: isFocused, returnKey: returnKey, onReturn: onReturn, configure: configure)
    }
}
#endif
