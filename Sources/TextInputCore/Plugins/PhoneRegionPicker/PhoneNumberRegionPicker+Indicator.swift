import Foundation

extension PhoneNumberRegionPicker {
    /// What a view beside the phone field shows of its region: a flag button's title and
    /// spoken value, and the example number the field can show as its placeholder.
    ///
    /// ```swift
    /// field.insert("+44")
    /// picker.indicator.flag         // "🇬🇧"
    /// picker.indicator.regionName   // "United Kingdom"
    /// picker.indicator.placeholder  // "+44 7400 123456"
    /// ```
    package struct Indicator: Hashable, Sendable {
        /// The flag of the field's region; the globe while the text names no region the
        /// numbering plans know and the default region is unknown.
        package let flag: String
        /// The region's name in the picker's locale; nil with the globe.
        package let regionName: String?
        /// The example number for the field's region and text (``PhoneNumberRegionPicker/placeholder``).
        package let placeholder: String

        /// An indicator showing `flag`, spoken as `regionName`, beside `placeholder`.
        package init(flag: String, regionName: String?, placeholder: String) {
            self.flag = flag
            self.regionName = regionName
            self.placeholder = placeholder
        }

        /// What the field's placeholder becomes when the indicator changes from `previous` to
        /// this one and the field shows `shown`: the example number, when the field shows no
        /// placeholder or the example number of `previous` (one the app set from
        /// ``PhoneNumberTextInputOptions/placeholder(forText:)`` counts); nil when it shows
        /// words of the app's own ("Phone"), which stay.
        ///
        /// ```swift
        /// indicator.placeholder(replacing: "(201) 555-0123", previous: us)  // "07400 123456"
        /// indicator.placeholder(replacing: "Phone", previous: us)           // nil
        /// ```
        package func placeholder(replacing shown: String?, previous: Indicator?) -> String? {
            guard let shown, !shown.isEmpty else { return placeholder }
            guard shown == previous?.placeholder, shown != placeholder else { return nil }
            return placeholder
        }
    }

    /// The field's indicator now.
    package var indicator: Indicator {
        Self.indicator(of: binding, options: options, locale: locale)
    }

    /// Calls `handler` with the field's indicator now, and again whenever it changes: as the
    /// user types (`+44` turns the flag British), when the app sets the value, and when any
    /// picker of the same field chooses a region. `previous` is the indicator the handler was
    /// last given (nil the first time). The observer is a plugin of the binding, which keeps
    /// it until it is detached (`binding.detach(_:)` with the plugin returned) or unbound; it
    /// holds neither the picker nor the binding.
    @discardableResult
    package func observeIndicator(
        _ handler: @escaping @MainActor (_ indicator: Indicator, _ previous: Indicator?) -> Void
    ) -> any TextInputPlugin {
        let observer = PhoneNumberRegionIndicatorObserver(options: options, locale: locale, handler: handler)
        binding.attach(observer)
        return observer
    }

    static func indicator(of binding: TextInputBinding<PhoneNumber>, options: PhoneNumberTextInputOptions, locale: Locale) -> Indicator {
        let region = region(of: binding, options: options)
        return Indicator(
            flag: region?.flag ?? PhoneNumberRegion.flag(forCode: ""),
            regionName: region?.localizedName(in: locale),
            placeholder: options.inField(remembering: binding.memory).placeholder(forText: binding.text)
        )
    }
}

/// Tells a view of a phone field's region when its ``PhoneNumberRegionPicker/Indicator``
/// changes: after every event of the binding, and after a choice, which changes no text.
@MainActor
final class PhoneNumberRegionIndicatorObserver: TextInputPlugin {
    private let options: PhoneNumberTextInputOptions
    private let locale: Locale
    private let handler: @MainActor (PhoneNumberRegionPicker.Indicator, PhoneNumberRegionPicker.Indicator?) -> Void
    private var last: PhoneNumberRegionPicker.Indicator?

    init(
        options: PhoneNumberTextInputOptions,
        locale: Locale,
        handler: @escaping @MainActor (PhoneNumberRegionPicker.Indicator, PhoneNumberRegionPicker.Indicator?) -> Void
    ) {
        self.options = options
        self.locale = locale
        self.handler = handler
    }

    /// Refreshes every observer attached to `binding`.
    static func refreshAll(of binding: TextInputBinding<PhoneNumber>) {
        for case let observer as PhoneNumberRegionIndicatorObserver in binding.plugins {
            observer.refresh(binding)
        }
    }

    func didAttach(to binding: any TextInputBindingType) {
        refresh(binding)
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        refresh(binding)
    }

    private func refresh(_ binding: any TextInputBindingType) {
        guard let binding = binding as? TextInputBinding<PhoneNumber> else { return }
        let indicator = PhoneNumberRegionPicker.indicator(of: binding, options: options, locale: locale)
        guard indicator != last else { return }
        let previous = last
        last = indicator
        handler(indicator, previous)
    }
}
