import Foundation
import Testing
import TextInputCore

/// The model of a phone field's region picker: the regions, the search, the choice.
@MainActor
struct PhoneNumberRegionPickerTests {
    private let english = Locale(identifier: "en_US")

    private func picker(
        _ options: PhoneNumberTextInputOptions = .options(defaultRegion: "US"),
        _ reporting: EditKindReporting = .withKinds,
        text: String = ""
    ) -> (TextInputSimulator, TextInputBinding<PhoneNumber>, PhoneNumberRegionPicker) {
        let field = TextInputSimulator(text: text, reporting)
        let binding = TextInputFormats.phoneNumber(options).bind(to: field)
        return (field, binding, PhoneNumberRegionPicker(binding: binding, options: options, locale: english))
    }

    @Test func everyRegionOfTheNumberingPlansIsListedOnceTheFieldsRegionFirst() {
        let (_, _, picker) = picker(.options(defaultRegion: "FR"))
        let regions = picker.regions()
        #expect(regions.count == 245)
        #expect(Set(regions.map(\.code)).count == regions.count)
        #expect(regions.first?.code == "FR")
        #expect(regions.allSatisfy { PhoneNumberRegion(code: $0.code) == $0 })
        let names = regions.dropFirst().map { $0.localizedName(in: english) }
        #expect(names == names.sorted { $0.localizedStandardCompare($1) == .orderedAscending })
    }

    @Test(arguments: [
        // (query, the first regions found)
        ("united k", ["GB"]),
        ("gb", ["GB"]),
        ("44", ["GB", "GG", "IM", "JE"]),
        ("+44", ["GB", "GG", "IM", "JE"]),
        ("+49", ["DE"]),
        ("deutsch", []),
        ("germ", ["DE"]),
        ("åland", ["AX"]),
        ("curacao", ["CW"]),
    ])
    func regionsAreFoundByNameCodeOrCallingCode(query: String, first: [String]) {
        let (_, _, picker) = picker()
        let found = picker.regions(matching: query).map(\.code)
        #expect(Array(found.prefix(first.count)).sorted() == first.sorted())
        if first.isEmpty { #expect(found.isEmpty) }
    }

    @Test func aNameThatStartsWithTheQueryComesFirstTheOthersByName() {
        let (_, _, picker) = picker(.options(defaultRegion: "GB"))
        #expect(picker.regions(matching: "ger").map(\.code) == ["DE", "DZ", "NE", "NG"])
    }

    @Test func prefixMatchesComeBeforeTheOthers() {
        let (_, _, picker) = picker(.options(defaultRegion: "GB"))
        let names = picker.regions(matching: "ca").map { $0.localizedName(in: english) }
        let firstContains = names.firstIndex { !$0.lowercased().hasPrefix("ca") } ?? names.endIndex
        #expect(names[..<firstContains].contains("Canada"))
        #expect(names[firstContains...].contains("Jamaica"))
        #expect(names[firstContains...].allSatisfy { !$0.lowercased().hasPrefix("ca") })
    }

    @Test func theFieldsRegionComesFirstWhenItMatches() {
        let (_, _, picker) = picker(.options(defaultRegion: "US"), text: "+1 204 234 5678")
        #expect(picker.region?.code == "CA")
        #expect(picker.regions(matching: "+1").first?.code == "CA")
        #expect(picker.regions(matching: "fra").first?.code == "FR")
    }

    @Test func onlyAllowedRegionsAreOffered() {
        let (_, _, picker) = picker(.options(defaultRegion: "GB", allowedRegions: ["GB", "IE"]))
        #expect(picker.regions().map(\.code) == ["GB", "IE"])
    }

    @Test(
        arguments: [
            // (typed in a US field, chosen region, text after the choice, value)
            ("", "GB", "", nil),
            ("07400123456", "GB", "07400 123456", "+447400123456"),
            ("+49 7400 123456", "GB", "+44 7400 123456", "+447400123456"),
            // No French format fits ten digits: they stay as typed, and are too many for a value.
            ("+44 20 7946 0958", "FR", "+332079460958", nil),
            ("(204) 234-5678", "CA", "(204) 234-5678", "+12042345678"),
        ] as [(String, String, String, String?)], EditKindReporting.allCases)
    func choosingARegionMakesItTheDefaultAndFormatsTheTextAgain(
        _ example: (typed: String, chosen: String, shown: String, e164: String?), reporting: EditKindReporting
    ) throws {
        let (field, binding, picker) = picker(.options(defaultRegion: "US"), reporting)
        field.beginEditing()
        field.insert(example.typed)
        picker.choose(try #require(PhoneNumberRegion(code: example.chosen)))
        #expect(field.text == example.shown)
        #expect(binding.value?.e164 == example.e164)
        #expect(picker.region?.code == example.chosen)
    }

    @Test(arguments: EditKindReporting.allCases)
    func numbersTypedAfterTheChoiceAreOfTheChosenRegion(reporting: EditKindReporting) throws {
        let (field, binding, picker) = picker(.options(defaultRegion: "US"), reporting)
        picker.choose(try #require(PhoneNumberRegion(code: "DE")))
        #expect(picker.placeholder == "01512 3456789")
        field.beginEditing()
        for digit in "030123456" { field.insert(String(digit)) }
        #expect(field.text == "030 123456")
        #expect(binding.value?.e164 == "+4930123456")
        #expect(binding.value?.region?.flag == "🇩🇪")
    }

    @Test(arguments: EditKindReporting.allCases)
    func aFieldThatStartsWithTheCallingCodeGetsTheChosenOne(reporting: EditKindReporting) throws {
        let (field, binding, picker) = picker(.options(defaultRegion: "US", startsWithCallingCode: true), reporting)
        field.beginEditing()
        #expect(field.text == "+1 ")
        picker.choose(try #require(PhoneNumberRegion(code: "GB")))
        #expect(field.text == "+44 ")
        #expect(picker.placeholder == "+44 7400 123456")
        field.endEditing()
        #expect(field.text == "")
        field.beginEditing()
        #expect(field.text == "+44 ")
        #expect(binding.value == nil)
    }

    @Test func theChoiceIsTheFieldsOwn() throws {
        let format = TextInputFormats.phoneNumber(.options(defaultRegion: "US"))
        let (chosen, other) = (TextInputSimulator(), TextInputSimulator())
        let chosenBinding = format.bind(to: chosen)
        let otherBinding = format.bind(to: other)
        PhoneNumberRegionPicker(binding: chosenBinding, options: .options(defaultRegion: "US"))
            .choose(try #require(PhoneNumberRegion(code: "GB")))
        chosen.insert("02079460958")
        other.insert("4155552671")
        #expect(chosenBinding.value?.e164 == "+442079460958")
        #expect(otherBinding.value?.e164 == "+14155552671")
    }
}
