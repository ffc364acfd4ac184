import Foundation

/// Tells a view of a phone field's region when its ``PhoneNumberRegionPicker/Indicator``
/// changes: after every event of the binding, and after a choice, which changes no text.
@MainActor
final class PhoneNumberRegionIndicatorObserver: TextInputPlugin {
    private var maker: PhoneNumberRegionIndicatorMaker
    private let handler: @MainActor (PhoneNumberRegionPicker.Indicator, PhoneNumberRegionPicker.Indicator?) -> Void
    private var last: PhoneNumberRegionPicker.Indicator?

    init(
        options: PhoneNumberTextInputOptions,
        locale: Locale,
        handler: @escaping @MainActor (PhoneNumberRegionPicker.Indicator, PhoneNumberRegionPicker.Indicator?) -> Void
    ) {
        maker = PhoneNumberRegionIndicatorMaker(options: options, locale: locale)
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
        let indicator = maker.indicator(of: binding)
        guard indicator != last else { return }
        let previous = last
        last = indicator
        handler(indicator, previous)
    }
}

/// Makes a phone field's indicators, asking Foundation for a region's name and formatting an
/// example number only when they can have changed: the observer asks at every keystroke, and
/// both cost more than reading the region typed.
struct PhoneNumberRegionIndicatorMaker {
    private let options: PhoneNumberTextInputOptions
    private let locale: Locale
    /// The region code last named, and its name.
    private var named: (code: String?, name: String?)?
    /// The region last chosen for the field (nil: none), and the example number it gives.
    private var example: (chosen: String?, placeholder: String)?

    init(options: PhoneNumberTextInputOptions, locale: Locale) {
        self.options = options
        self.locale = locale
    }

    /// The indicator of the field of `binding` now.
    @MainActor
    mutating func indicator(of binding: TextInputBinding<PhoneNumber>) -> PhoneNumberRegionPicker.Indicator {
        let region = PhoneNumberRegionPicker.region(of: binding, options: options)
        if named == nil || named?.code != region?.code {
            named = (region?.code, region?.localizedName(in: locale))
        }
        let chosen = binding.memory[PhoneNumberChosenRegion.self]
        if example == nil || example?.chosen != chosen {
            example = (chosen, options.inField(remembering: binding.memory).placeholder())
        }
        return PhoneNumberRegionPicker.Indicator(
            flag: region?.flag ?? PhoneNumberRegion.flag(forCode: ""),
            regionName: named?.name,
            placeholder: example?.placeholder ?? ""
        )
    }
}
