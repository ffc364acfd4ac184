import Foundation
import Testing
import TextInputCore

/// What the picker's views show: each row's text, and the flag, spoken name and placeholder
/// beside the field, which follow the typed number and the choice.
@MainActor
struct PhoneNumberRegionPickerViewTests {
    private let english = Locale(identifier: "en_US")

    private func picker(
        _ options: PhoneNumberTextInputOptions = .options(defaultRegion: "US"),
        _ reporting: EditKindReporting = .withKinds
    ) -> (TextInputSimulator, TextInputBinding<PhoneNumber>, PhoneNumberRegionPicker) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        return (field, binding, PhoneNumberRegionPicker(binding: binding, options: options, locale: english))
    }

    @Test(arguments: [
        // (query, the first row's title, its detail, whether it is the field's region)
        ("", "🇺🇸 United States", "+1", true),
        ("+44", "🇬🇬 Guernsey", "+44", false),
        ("united k", "🇬🇧 United Kingdom", "+44", false),
        ("germ", "🇩🇪 Germany", "+49", false),
        ("ax", "🇦🇽 Åland Islands", "+358", false),
    ])
    func aRowIsTheFlagAndNameWithTheCallingCodeBeside(query: String, title: String, detail: String, isCurrent: Bool) {
        let (_, _, picker) = picker()
        let row = picker.rows(matching: query).first
        #expect(row?.title == title)
        #expect(row?.detail == detail)
        #expect(row?.isCurrent == isCurrent)
        #expect(row?.name == row?.region.localizedName(in: english))
        #expect(row?.accessibilityLabel == row.map { "\($0.name), \(detail)" })
    }

    @Test func theRowsAreTheRegionsInOrderOnlyTheFieldsMarked() {
        let (field, _, picker) = picker()
        field.insert("+44 20")
        for query in ["", "un", "44", "+1"] {
            let rows = picker.rows(matching: query)
            #expect(rows.map(\.region) == picker.regions(matching: query))
            #expect(rows.filter(\.isCurrent).map(\.id) == (rows.first?.id == "GB" ? ["GB"] : []))
        }
    }

    @Test(
        arguments: [
            // (typed into a US field, flag, region name)
            ("", "🇺🇸", "United States"),
            ("415", "🇺🇸", "United States"),
            ("+44", "🇬🇧", "United Kingdom"),
            ("+1 204 234 5678", "🇨🇦", "Canada"),
            ("+800", "🌐", PhoneNumberRegion(code: "001", callingCode: 800).localizedName(in: Locale(identifier: "en_US"))),
        ] as [(String, String, String?)], EditKindReporting.allCases)
    func theFlagAndNameFollowTheTypedNumberThePlaceholderTheEmptyFields(
        _ example: (typed: String, flag: String, name: String?), reporting: EditKindReporting
    ) {
        let (field, _, picker) = picker(.options(defaultRegion: "US"), reporting)
        field.beginEditing()
        for character in example.typed { field.insert(String(character)) }
        #expect(picker.indicator.flag == example.flag)
        #expect(picker.indicator.regionName == example.name)
        #expect(picker.indicator.placeholder == "(201) 555-0123")
    }

    @Test(arguments: [
        // (options, the placeholder of the empty field)
        (PhoneNumberTextInputOptions.options(defaultRegion: "GB"), "07400 123456"),
        (.options(defaultRegion: "GB", startsWithCallingCode: true), "+44 7400 123456"),
        (.options(defaultRegion: "GB", alwaysInternational: true), "+44 7400 123456"),
    ])
    func thePlaceholderIsTheEmptyFieldsExampleNumber(options: PhoneNumberTextInputOptions, placeholder: String) {
        let (_, _, picker) = picker(options)
        #expect(picker.indicator.placeholder == placeholder)
    }

    @Test(arguments: EditKindReporting.allCases)
    func anObserverHearsTheIndicatorOnlyWhenItChanges(reporting: EditKindReporting) {
        let (field, _, picker) = picker(.options(defaultRegion: "US"), reporting)
        var heard: [(flag: String, previous: String?)] = []
        picker.observeIndicator { indicator, previous in heard.append((indicator.flag, previous?.flag)) }
        #expect(heard.map(\.flag) == ["🇺🇸"])
        field.beginEditing()
        for character in "4155" { field.insert(String(character)) }
        #expect(heard.count == 1)
        field.selectAll()
        for character in "+44" { field.insert(String(character)) }
        #expect(heard.map(\.flag) == ["🇺🇸", "🇬🇧"])
        #expect(heard.last?.previous == "🇺🇸")
    }

    @Test func aChoiceThatKeepsTheTextIsHeardByTheObserversOfEveryPickerOfTheField() throws {
        let (_, binding, observed) = picker()
        var flags: [String] = []
        observed.observeIndicator { indicator, _ in flags.append(indicator.flag) }
        let other = PhoneNumberRegionPicker(binding: binding, options: .options(defaultRegion: "US"), locale: english)
        other.choose(try #require(PhoneNumberRegion(code: "DE")))
        #expect(flags == ["🇺🇸", "🇩🇪"])
        #expect(observed.indicator.placeholder == "01512 3456789")
    }

    @Test func anObserverOutlivesItsPickerAndStopsWhenDetached() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.phoneNumber(.options(defaultRegion: "US")).bind(to: field)
        var flags: [String] = []
        weak var released: PhoneNumberRegionPicker?
        var observer: (any TextInputPlugin)?
        do {
            let picker = PhoneNumberRegionPicker(binding: binding, options: .options(defaultRegion: "US"))
            observer = picker.observeIndicator { indicator, _ in flags.append(indicator.flag) }
            released = picker
        }
        #expect(released == nil)
        field.insert("+44")
        #expect(flags == ["🇺🇸", "🇬🇧"])
        if let observer { binding.detach(observer) }
        field.selectAll()
        field.insert("+49")
        #expect(flags == ["🇺🇸", "🇬🇧"])
    }

    @Test(
        arguments: [
            // (the field's placeholder, the previous indicator's, the placeholder it gets; nil: kept)
            (nil, "(201) 555-0123", "07400 123456"),
            ("", nil, "07400 123456"),
            ("(201) 555-0123", "(201) 555-0123", "07400 123456"),
            ("Phone", "(201) 555-0123", nil),
            ("(201) 555-0123", nil, nil),
            ("07400 123456", "(201) 555-0123", nil),
        ] as [(String?, String?, String?)])
    func theExamplePlaceholderReplacesOnlyNoneOrAnEarlierExample(shown: String?, previous: String?, expected: String?) {
        let british = PhoneNumberRegionPicker.Indicator(flag: "🇬🇧", regionName: "United Kingdom", placeholder: "07400 123456")
        let earlier = previous.map { PhoneNumberRegionPicker.Indicator(flag: "🇺🇸", regionName: "United States", placeholder: $0) }
        #expect(british.placeholder(replacing: shown, previous: earlier) == expected)
    }
}
