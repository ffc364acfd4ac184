import Foundation

/// The model of a phone field's region picker: the regions a user can choose from, searchable
/// by name, region code or calling code, and the choice, which becomes the field's default
/// region. The UIKit, SwiftUI and terminal views of the picker translate it; it is not public,
/// since an app uses those views rather than the model.
///
/// A view lists ``regions(matching:)`` (each with its ``PhoneNumberRegion/flag``,
/// ``PhoneNumberRegion/localizedName(in:)`` and ``PhoneNumberRegion/callingCode``) and calls
/// ``choose(_:)``; beside the field it shows ``region``'s flag and, while the field is empty,
/// ``placeholder``.
///
/// ```swift
/// let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
/// let field = TextInputSimulator()
/// let binding = TextInputFormats.phoneNumber(options).bind(to: field)
/// let picker = PhoneNumberRegionPicker(binding: binding, options: options)
/// picker.regions(matching: "44").first?.code   // "GB"
/// picker.choose(PhoneNumberRegion(code: "GB")!)
/// field.insert("07400123456")
/// field.text                                   // "07400 123456"
/// ```
///
/// The choice is the field's own (it lives in the binding's memory): other fields of the same
/// format keep their default region.
@MainActor
package final class PhoneNumberRegionPicker {
    let binding: TextInputBinding<PhoneNumber>
    let options: PhoneNumberTextInputOptions
    let locale: Locale
    /// Every region the field may hold, with the keys it is found by, sorted by name. Made at
    /// the first search: naming and sorting every region takes milliseconds, which a view that
    /// shows only the field's flag never spends.
    private lazy var entries: [Entry] = Self.entries(allowedBy: options, in: locale)

    struct Entry {
        let region: PhoneNumberRegion
        /// The region's name in the picker's locale.
        let name: String
        /// "+" and the calling code: "+44".
        let dialled: String
    }

    /// A picker for the field of `binding`, made with `options`, naming regions in `locale`.
    /// It offers every region the numbering plans know, or the options' allowed regions, and
    /// keeps the binding.
    package init(binding: TextInputBinding<PhoneNumber>, options: PhoneNumberTextInputOptions, locale: Locale = .current) {
        self.binding = binding
        self.options = options
        self.locale = locale
    }

    private static func entries(allowedBy options: PhoneNumberTextInputOptions, in locale: Locale) -> [Entry] {
        let table = PhoneMetadataTable.shared
        return table.regionCodes
            .filter { options.allowedRegions?.contains($0) ?? true }
            .map { code in
                let region = PhoneNumberRegion(code: code, callingCode: table.countryCode(forRegion: code))
                return Entry(region: region, name: region.localizedName(in: locale), dialled: "+\(region.callingCode)")
            }
            .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
    }

    /// The regions whose name, code or calling code match `query`, as autofill suggestions
    /// match (folded, prefix matches before the others); the field's ``region`` first, the
    /// others by name. A query of digits matches calling codes with or without "+": "44" finds
    /// the United Kingdom. An empty query lists every region.
    ///
    /// ```swift
    /// picker.regions(matching: "ger").map(\.code)   // ["DE", "DZ", "NE", "NG"]: Germany first
    /// ```
    package func regions(matching query: String = "") -> [PhoneNumberRegion] {
        entries(matching: query).map(\.region)
    }

    /// The entries of ``regions(matching:)``.
    func entries(matching query: String) -> [Entry] {
        let query = query.trimmingCharacters(in: .whitespaces)
        let dialled = query.first?.isASCII == true && query.first?.isNumber == true ? "+" + query : query
        let matcher = AutoFillMatcher.prefixThenContains
        let current = region?.code
        var prefix: [Entry] = []
        var contains: [Entry] = []
        for entry in entries {
            let kinds = [
                matcher.kind(of: entry.name, matching: query),
                matcher.kind(of: entry.region.code, matching: query),
                matcher.kind(of: entry.dialled, matching: dialled),
            ].compactMap { $0 }
            guard let best = kinds.min() else { continue }
            if entry.region.code == current {
                prefix.insert(entry, at: 0)
            } else if best == .prefix {
                prefix.append(entry)
            } else {
                contains.append(entry)
            }
        }
        return prefix + contains
    }

    /// The region of the number in the field as far as it is typed
    /// (``PhoneNumberTextInputOptions/regionCode(forText:)``), with the chosen region as the
    /// default region: what the view shows the flag of. Nil when the default region is unknown
    /// and the text names none.
    package var region: PhoneNumberRegion? {
        Self.region(of: binding, options: options)
    }

    /// What the field shows as its placeholder: the example number of ``region``
    /// (``PhoneNumberTextInputOptions/placeholder(forText:)``).
    package var placeholder: String {
        options.inField(remembering: binding.memory).placeholder(forText: binding.text)
    }

    /// The region of the text of `binding`, a field of a format made with `options`.
    static func region(of binding: TextInputBinding<PhoneNumber>, options: PhoneNumberTextInputOptions) -> PhoneNumberRegion? {
        let typed = options.inField(remembering: binding.memory).typedRegion(of: PhoneNumberTextParts(binding.text, strict: false).dialled)
        return typed.callingCode == 0 ? nil : PhoneNumberRegion(code: typed.code, callingCode: typed.callingCode)
    }

    /// Makes `region` the field's default region and formats its text again: a number typed
    /// nationally is read as a number of `region`; one typed with "+" gets `region`'s calling
    /// code in place of its own, keeping the rest of its digits. With
    /// ``PhoneNumberTextInputOptions/startsWithCallingCode``, a field being edited that is empty
    /// or holds only a calling code starts with `region`'s.
    package func choose(_ region: PhoneNumberRegion) {
        let parts = PhoneNumberTextParts(binding.text, strict: false)
        let dialled = parts.dialled
        var replacement: String?
        if dialled.first == PhoneAsYouTypeFormatter.plus {
            let digits = Array(dialled.dropFirst())
            let rest = PhoneAsYouTypeFormatter.countryCode(startingWith: digits, in: .shared)?.1 ?? digits
            // The extension stays the number's; the field writes its prefix again.
            let `extension` = parts.extensionDigits.map { PhoneExtensionPrefix.standard + String(decoding: $0, as: UTF8.self) }
            replacement = "+\(region.callingCode)" + String(decoding: rest, as: UTF8.self) + (`extension` ?? "")
        } else if dialled.isEmpty, options.startsWithCallingCode, binding.isEditing {
            replacement = "+\(region.callingCode)"
        }
        binding.updateMemory { $0[PhoneNumberChosenRegion.self] = region.code }
        if let replacement {
            binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: replacement, kind: .programmatic)
        }
        // A choice that leaves the text alone reports no edit: the views learn of it here.
        PhoneNumberRegionIndicatorObserver.refreshAll(of: binding)
    }
}
