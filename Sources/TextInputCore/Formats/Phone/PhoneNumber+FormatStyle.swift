import Foundation

extension PhoneNumber {
    /// Writes a phone number in one of libphonenumber's forms — international, national or
    /// E.164 — and reads text the way a phone field reads a paste.
    ///
    /// ```swift
    /// let number = PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")!
    /// number.formatted(.phoneNumber)                      // "+44 20 7946 0958"
    /// number.formatted(.phoneNumber(style: .national))    // "020 7946 0958"
    /// number.formatted(.phoneNumber(style: .e164))        // "+442079460958"
    /// ```
    ///
    /// The style is its own parse strategy, as Foundation's `Date.ISO8601FormatStyle` is. In
    /// SwiftUI, `Text(number, format: .phoneNumber(style: .national))` shows it. The style is
    /// `Codable` and `Hashable` through its ``style`` and ``options``; the options only change
    /// how text is read. A valid number reads back from each form (the national one with the
    /// number's own region as default region), its extension too from the international and
    /// national forms; an invalid one may not, as in libphonenumber.
    public struct FormatStyle: Foundation.ParseableFormatStyle, Foundation.ParseStrategy, Sendable {
        /// The forms a number is written in, as libphonenumber names them.
        ///
        /// ```swift
        /// let style = PhoneNumber.FormatStyle(style: .national)
        /// ```
        public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
            /// "+1 415-555-2671": ``PhoneNumber/formattedInternational``.
            case international
            /// "(415) 555-2671": ``PhoneNumber/formattedNational``, as dialled within the
            /// number's country.
            case national
            /// "+14155552671": ``PhoneNumber/e164``, for storage and APIs. E.164 has no
            /// extension: a number with one reads back without it.
            case e164
        }

        /// The form numbers are written in.
        public var style: Style
        /// The options of the phone field whose reading of a paste ``parse(_:)`` repeats.
        public var options: PhoneNumberTextInputOptions

        /// A style that writes numbers in `style` and reads text as a field with `options` does.
        ///
        /// ```swift
        /// let style = PhoneNumber.FormatStyle(style: .national, options: .options(defaultRegion: "US"))
        /// ```
        public init(style: Style = .international, options: PhoneNumberTextInputOptions = .options()) {
            self.style = style
            self.options = options
        }

        /// The number in ``style``'s form.
        ///
        /// ```swift
        /// let number = PhoneNumber(parsing: "(415) 555-2671", defaultRegion: "US")!
        /// PhoneNumber.FormatStyle(style: .national).format(number) // "(415) 555-2671"
        /// ```
        public func format(_ value: PhoneNumber) -> String {
            switch style {
            case .international: value.formattedInternational
            case .national: value.formattedNational
            case .e164: value.e164
            }
        }

        /// The style itself: it reads text as a phone field with ``options`` reads a paste.
        ///
        /// ```swift
        /// let style = PhoneNumber.FormatStyle(options: .options(defaultRegion: "US"))
        /// try style.parseStrategy.parse("(415) 555-2671").e164 // "+14155552671"
        /// ```
        public var parseStrategy: Self {
            self
        }

        /// The number a phone field with ``options`` holds once `value` is pasted into it: in
        /// any common written form ("(415) 555-2671", "+44 20 7946 0958", "0044 20 7946 0958",
        /// "tel:+1-415-555-2671"), nationally for the options' default region, and only for the
        /// allowed regions.
        ///
        /// ```swift
        /// let style = PhoneNumber.FormatStyle(options: .options(defaultRegion: "FR"))
        /// try style.parse("tel:+44-20-7946-0958").e164 // "+442079460958"
        /// ```
        ///
        /// A number it reads has a possible length for its region; ``PhoneNumber/isValid`` tells
        /// whether it is a real one, as for a field's value.
        ///
        /// - Throws: ``TextInputParseError`` when the text holds no number of possible length,
        ///   or one of a region the options do not allow.
        public func parse(_ value: String) throws -> PhoneNumber {
            try TextInputFormats.phoneNumber(options).parsedValue(value)
        }
    }

    /// The number written by `style`.
    ///
    /// ```swift
    /// PhoneNumber(parsing: "4155552671", defaultRegion: "US")?.formatted(.phoneNumber(style: .e164)) // "+14155552671"
    /// ```
    public func formatted<Style: Foundation.FormatStyle>(_ style: Style) -> Style.FormatOutput
    where Style.FormatInput == PhoneNumber {
        style.format(self)
    }
}

extension FormatStyle where Self == PhoneNumber.FormatStyle {
    /// A phone number written internationally: "+44 20 7946 0958".
    ///
    /// ```swift
    /// PhoneNumber(parsing: "020 7946 0958", defaultRegion: "GB")?.formatted(.phoneNumber) // "+44 20 7946 0958"
    /// ```
    public static var phoneNumber: Self {
        Self()
    }

    /// A phone number written in `style`, read as a field with `options` reads a paste.
    ///
    /// ```swift
    /// let style: PhoneNumber.FormatStyle = .phoneNumber(style: .national, options: .options(defaultRegion: "GB"))
    /// ```
    public static func phoneNumber(
        style: PhoneNumber.FormatStyle.Style = .international,
        options: PhoneNumberTextInputOptions = .options()
    ) -> Self {
        Self(style: style, options: options)
    }
}
