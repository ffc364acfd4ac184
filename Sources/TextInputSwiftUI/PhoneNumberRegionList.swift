#if canImport(SwiftUI) && ((canImport(UIKit) && !os(watchOS)) || canImport(AppKit))
import SwiftUI
import TextInputCore

/// The region picker of a phone field in SwiftUI: a searchable list of every region the field
/// may hold, each row its flag and name with "+" and the calling code beside, the field's region
/// first and checked. Searching finds regions by name, code or calling code ("44", "gb",
/// "united k"); choosing a row makes the region the field's default region, formats the field's
/// text again and dismisses the list. Show it in a sheet: it brings its own navigation title and
/// Cancel.
///
/// The list works on the field's binding, which a ``FormattedTextField`` hands to `configure`.
/// Keep it in state one turn later: `configure` runs while SwiftUI makes the view, when state
/// must not change.
///
/// ```swift
/// struct ContactForm: View {
///     private let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
///     @State private var phone: PhoneNumber?
///     @State private var phoneBinding: TextInputBinding<PhoneNumber>?
///     @State private var isChoosingRegion = false
///
///     var body: some View {
///         Form {
///             FormattedTextField("Phone", value: $phone, format: TextInputFormats.phoneNumber(options),
///                                configure: { _, binding in Task { @MainActor in phoneBinding = binding } })
///             Button("Country or Region") { isChoosingRegion = true }
///         }
///         .sheet(isPresented: $isChoosingRegion) {
///             if let phoneBinding {
///                 PhoneNumberRegionList(binding: phoneBinding, options: options)
///             }
///         }
///     }
/// }
/// ```
///
/// Which regions are listed, in which order, what a row says and what a choice does are Core's;
/// the view shows them. On iOS the field can also carry the UIKit flag button, which opens the
/// UIKit picker (`binding.attachRegionFlagButton(options:)` in `configure`).
@MainActor
public struct PhoneNumberRegionList: View {
    private let picker: PhoneNumberRegionPicker
    @State private var query = ""
    @Environment(\.dismiss) private var dismiss

    /// A list for the field of `binding`, whose format was made with `options`, naming the
    /// regions in `locale`'s language.
    ///
    /// - Parameters:
    ///   - binding: The phone field's binding.
    ///   - options: The options the field's format was made with: the list offers their
    ///     allowed regions, and reads the field's text with them.
    ///   - locale: The language of the regions' names.
    public init(binding: TextInputBinding<PhoneNumber>, options: PhoneNumberTextInputOptions, locale: Locale = .current) {
        picker = PhoneNumberRegionPicker(binding: binding, options: options, locale: locale)
    }

    /// The list in a navigation stack, with a search field and Cancel.
    public var body: some View {
        NavigationStack {
            List(picker.rows(matching: query)) { row in
                Button {
                    picker.choose(row.region)
                    dismiss()
                } label: {
                    LabeledContent(row.title) {
                        HStack {
                            Text(row.detail)
                            if row.isCurrent {
                                Image(systemName: "checkmark")
                            }
                        }
                    }
                    .foregroundStyle(.primary)
                }
                .accessibilityLabel(Text(row.accessibilityLabel))
            }
            .searchable(text: $query)
            .navigationTitle(TextInputString.countryOrRegion.localized())
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button(TextInputString.cancel.localized()) { dismiss() }
                }
            }
        }
    }
}
#endif
