import Foundation

extension PhoneNumberRegionPicker {
    /// One region as a row of the picker shows it, in the picker's locale.
    ///
    /// ```swift
    /// let row = picker.rows(matching: "united k").first
    /// row?.title      // "🇬🇧 United Kingdom"
    /// row?.detail     // "+44"
    /// row?.isCurrent  // false in a US field
    /// row?.accessibilityLabel  // "United Kingdom, +44"
    /// ```
    package struct Row: Hashable, Identifiable, Sendable {
        /// The region the row stands for, which choosing the row chooses.
        package let region: PhoneNumberRegion
        /// The region's name in the picker's locale: "United Kingdom".
        package let name: String
        /// The flag and the name, as the row's text: "🇬🇧 United Kingdom".
        package let title: String
        /// "+" and the calling code, as the row's secondary text: "+44".
        package let detail: String
        /// Whether the region is the field's (``PhoneNumberRegionPicker/region``): the row is
        /// marked as the chosen one.
        package let isCurrent: Bool

        /// What VoiceOver says of the row: the name and the calling code, "United Kingdom, +44"
        /// (the flag would be read as the name again).
        package var accessibilityLabel: String {
            "\(name), \(detail)"
        }

        /// The region's code: two rows of one list never share it.
        package var id: String {
            region.code
        }
    }

    /// The rows of ``regions(matching:)``: the field's region first, marked as current.
    ///
    /// ```swift
    /// picker.rows(matching: "ger").map(\.title)   // ["🇩🇪 Germany", "🇩🇿 Algeria", …]
    /// ```
    package func rows(matching query: String = "") -> [Row] {
        let current = region?.code
        return entries(matching: query).map { entry in
            Row(
                region: entry.region,
                name: entry.name,
                title: "\(entry.region.flag) \(entry.name)",
                detail: entry.dialled,
                isCurrent: entry.region.code == current
            )
        }
    }
}
