import TextInputCore
import TextInputUIKit
import UIKit

/// The keyboard comforts of the UIKit form. Each is a plugin attached to bindings; plugins hear
/// Return in the order they were attached, so the city's suggestions come before the navigator:
/// Return accepts a selected city first, and only then pays.
extension CheckoutViewController {
    func attachPlugins() {
        attachSuggestions()
        attachNavigator()
        // One input accessory view per field: the name on the card has the keyboard bar, every
        // other field the navigator's toolbar. The bar's Return still reaches the navigator.
        keyboardBar.attach(to: [holderName])
        for binding in bindings where binding !== holderName {
            binding.attachToolbar()
        }
        // Tab and Shift-Tab on a hardware keyboard move as the toolbar's Next and Previous do.
        for binding in bindings {
            binding.attachKeyCommands()
        }
        // A tap beside the fields, or dragging the form down over the keyboard, puts it away.
        keyboardAvoider = TextInputKeyboardAvoider(scrollView: form.scrollView, dismissal: [.tapOutside, .interactiveSwipe])
        // The flag of the number's region beside the phone field; a tap opens the region picker.
        phone.attachRegionFlagButton(options: CheckoutSamples.phoneOptions)
    }

    /// The city's matches, listed in the keyboard's place. Typing does not open the list there:
    /// the toolbar's AutoFill button does, once there are matches, so typing is never cut short.
    private func attachSuggestions() {
        let suggestions = TextInputAutoFill(source: CheckoutSamples.cities, options: .options(limit: 10))
        city.attachSuggestionsView(for: suggestions)
    }

    /// Previous, Next and Done over the keyboard, and a Return key that moves on. The navigator
    /// attaches itself to every binding, which keeps it alive.
    private func attachNavigator() {
        typealias Field = TextInputFormNavigator.Field
        let navigator = TextInputFormNavigator([
            // Number pads have no Return key: a complete card number moves on by itself, one
            // half typed does not let Next leave it.
            Field(cardNumber, options: .options(advancesWhenComplete: true, leaving: { binding in
                binding.hasValue && !binding.isComplete ? .refused("Finish the card number, or clear it.") : .allowed
            })),
            Field(expiry, options: .options(title: "Expiry date", advancesWhenComplete: true)),
            Field(securityCode, options: .options(advancesWhenComplete: true)),
            Field(holderName),
            Field(phone),
            Field(amount),
            Field(city, options: .options(returnKey: .custom(.go) { [weak self] _ in self?.pay() })),
            // Return types a new line in the notes; the toolbar's Previous and Done still move.
            Field(deliveryNotes, options: .options(title: "Delivery notes", returnKey: .newline)),
        ])
        navigator.eventHandler = { [weak self] event in
            switch event {
            case let .stayed(_, reason):
                self?.form.messageLabel.text = reason
            case .moved, .finished:
                self?.form.messageLabel.text = nil
            }
        }
    }
}
