import Foundation

/// How a phone-number field behaves: which region numbers are dialled from, which regions are
/// accepted, whether numbers are always shown in international form, whether an empty field
/// starts with the calling code, and the form a number takes once editing ends.
///
/// ```swift
/// let options = PhoneNumberTextInputOptions.options(
///     defaultRegion: "GB", allowedRegions: ["GB", "IE"], alwaysInternational: true)
/// let format = TextInputFormats.phoneNumber(options)
/// ```
public struct PhoneNumberTextInputOptions: Hashable, Sendable {
    /// The region a number typed without "+" or an international prefix belongs to ("US",
    /// "GB"…), uppercased.
    ///
    /// A region the numbering plans do not know ("UK", "") leaves the field without a default
    /// region: numbers typed without "+" stay as typed and have no value. ``validated()``
    /// reports it.
    public var defaultRegion: String
    /// The regions whose numbers give the field a value; nil accepts every region. A number of
    /// another region still formats, but the field's value stays nil. A region the numbering
    /// plans do not know allows no number.
    public var allowedRegions: Set<String>?
    /// Whether numbers are always shown as "+CC …": a number typed nationally gets the default
    /// region's calling code (and loses its national prefix).
    public var alwaysInternational: Bool
    /// Whether an empty field starts with "+" and the default region's calling code ("+44 ")
    /// when editing begins, as PhoneNumberKit's `withPrefix` does; a field left holding only
    /// the calling code is emptied when editing ends.
    public var startsWithCallingCode: Bool
    /// The form a number is shown in while the field is not edited — once editing ends, and
    /// when the app sets the value — as libphonenumber writes it (national, international or
    /// E.164), or nil to keep the text as typed. While editing, the text is formatted as typed;
    /// the value is the same either way. A text that holds no number of
    /// possible length, or one of a region that is not allowed, stays as typed.
    public var endOfEditingStyle: PhoneNumber.FormatStyle.Style?

    /// Options with every setting given.
    package init(
        defaultRegion: String,
        allowedRegions: Set<String>? = nil,
        alwaysInternational: Bool = false,
        startsWithCallingCode: Bool = false,
        endOfEditingStyle: PhoneNumber.FormatStyle.Style? = nil
    ) {
        self.defaultRegion = defaultRegion.uppercased()
        self.allowedRegions = allowedRegions.map { Set($0.map { $0.uppercased() }) }
        self.alwaysInternational = alwaysInternational
        self.startsWithCallingCode = startsWithCallingCode
        self.endOfEditingStyle = endOfEditingStyle
    }

    /// Options for a phone field; every parameter has a default.
    ///
    /// - Parameters:
    ///   - defaultRegion: The region of numbers typed nationally; by default the user's current
    ///     region, or "US" when it is unknown to the numbering plans. An unknown region given
    ///     here means no default region (see ``defaultRegion``).
    ///   - allowedRegions: The regions whose numbers give a value; nil (the default) for all.
    ///   - alwaysInternational: Whether to show every number as "+CC …".
    ///   - startsWithCallingCode: Whether an empty field starts with "+CC " when editing
    ///     begins (see ``startsWithCallingCode``); off by default.
    ///   - endOfEditingStyle: The form shown once editing ends (see ``endOfEditingStyle``);
    ///     nil (the default) keeps the text as typed.
    ///
    /// ```swift
    /// let options = PhoneNumberTextInputOptions.options(defaultRegion: "DE")
    /// let international = PhoneNumberTextInputOptions.options(
    ///     defaultRegion: "GB", startsWithCallingCode: true, endOfEditingStyle: .e164)
    /// ```
    public static func options(
        defaultRegion: String = PhoneNumberTextInputOptions.currentRegion,
        allowedRegions: Set<String>? = nil,
        alwaysInternational: Bool = false,
        startsWithCallingCode: Bool = false,
        endOfEditingStyle: PhoneNumber.FormatStyle.Style? = nil
    ) -> PhoneNumberTextInputOptions {
        PhoneNumberTextInputOptions(
            defaultRegion: defaultRegion, allowedRegions: allowedRegions, alwaysInternational: alwaysInternational,
            startsWithCallingCode: startsWithCallingCode, endOfEditingStyle: endOfEditingStyle)
    }

    /// The user's current region when the numbering plans know it, else "US".
    ///
    /// ```swift
    /// PhoneNumberTextInputOptions.currentRegion // "FR" for a user in France
    /// ```
    public static var currentRegion: String {
        let region: String?
        if #available(iOS 16, macOS 13, tvOS 16, *) {
            region = Locale.current.region?.identifier
        } else {
            region = Locale.current.regionCode
        }
        guard let region, PhoneMetadataTable.shared.countryCode(forRegion: region) != 0 else { return "US" }
        return region.uppercased()
    }

    /// Whether a number belongs to the allowed regions. A number whose region cannot be told
    /// (an invalid number of a shared calling code) is allowed when an allowed region has its
    /// calling code.
    func allows(_ number: PhoneNumber) -> Bool {
        guard let allowedRegions else { return true }
        if let region = number.regionCode {
            return allowedRegions.contains(region)
        }
        let table = PhoneMetadataTable.shared
        return allowedRegions.contains { table.countryCode(forRegion: $0) == number.countryCode }
    }
}
