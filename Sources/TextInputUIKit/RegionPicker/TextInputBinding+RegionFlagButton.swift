#if os(iOS) || os(visionOS)
import TextInputCore
import UIKit

extension TextInputBinding where Value == PhoneNumber {
    /// Puts a button showing the flag of the field's region in the field's left view, as
    /// PhoneNumberKit's `withFlag` and `withDefaultPickerUI` do: a tap shows the region picker
    /// (``PhoneNumberRegionPickerViewController``) as a sheet over the view controller the
    /// field is in. Returns the button, or nil when the binding's field is not a `UITextField`.
    ///
    /// The flag follows the number as it is typed (`+44` shows 🇬🇧), the value the app sets and
    /// the region the user chooses; the globe stands for a calling code of no one region.
    /// VoiceOver reads the button as "Country or Region" with the region's name as its value.
    /// The field's placeholder becomes the example number of the region chosen (or of the
    /// default region) when the field has none or shows an earlier example number (one from
    /// ``PhoneNumberTextInputOptions/placeholder(forText:)`` counts); words of the app's own
    /// ("Phone") stay. Attach the button once per field, and again if the field is bound anew.
    ///
    /// ```swift
    /// let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
    /// let phone = TextInputFormats.phoneNumber(options).bind(to: phoneField)
    /// phone.attachRegionFlagButton(options: options)
    /// ```
    ///
    /// - Parameters:
    ///   - options: The options the field's format was made with.
    ///   - locale: The language of the regions' names.
    @discardableResult
    public func attachRegionFlagButton(options: PhoneNumberTextInputOptions, locale: Locale = .current) -> UIButton? {
        guard let textField = (host as? UITextFieldHost)?.textField else { return nil }
        let button = UIButton(
            type: .system,
            primaryAction: UIAction { [weak self, weak textField] _ in
                guard let self, let presenter = textField?.nearestViewController else { return }
                presentRegionPicker(options: options, from: presenter, locale: locale)
            })
        button.titleLabel?.font = textField.font
        button.accessibilityLabel = TextInputString.countryOrRegion.localized()
        PhoneNumberRegionPicker(binding: self, options: options, locale: locale).observeIndicator { [weak button, weak textField] indicator, previous in
            button?.setTitle(indicator.flag, for: .normal)
            button?.accessibilityValue = indicator.regionName
            button?.sizeToFit()
            if let textField, let placeholder = indicator.placeholder(replacing: textField.placeholder, previous: previous) {
                textField.placeholder = placeholder
            }
        }
        textField.leftView = button
        textField.leftViewMode = .always
        return button
    }
}

extension UIResponder {
    /// The first view controller up the responder chain: the one a view is shown by.
    var nearestViewController: UIViewController? {
        sequence(first: self, next: \.next).lazy.compactMap { $0 as? UIViewController }.first
    }
}
#endif
