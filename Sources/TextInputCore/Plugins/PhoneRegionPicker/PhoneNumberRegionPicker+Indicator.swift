import Foundation

extension PhoneNumberRegionPicker {
    /// What a view beside the phone field shows of its region: a flag button's title and
    /// spoken value, and the example number the field shows as its placeholder while empty.
    ///
    /// ```swift
    /// field.insert("+44")
    /// picker.indicator.flag         // "🇬🇧"
    /// picker.indicator.regionName   // "United Kingdom"
    /// picker.indicator.placeholder  // "(201) 555-0123", shown once the field is emptied
    /// ```
    package struct Indicator: Hashable, Sendable {
        /// The flag of the field's region (``PhoneNumberRegion/flag``): the globe for a calling
        /// code of no one region (+800), or when neither the text nor the default region names
        /// a region.
        package let flag: String
        /// The region's name in the picker's locale; nil when no region is named.
        package let regionName: String?
        /// The example number the field shows while it is empty: for the region chosen, or
        /// the default region (``PhoneNumberTextInputOptions/placeholder(forText:)`` of "").
        /// A placeholder shows only in an empty field, so the text typed does not change it.
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
        var maker = PhoneNumberRegionIndicatorMaker(options: options, locale: locale)
        return maker.indicator(of: binding)
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
}
