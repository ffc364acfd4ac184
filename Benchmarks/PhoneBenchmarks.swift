import Foundation
import TextInputCore

/// The phone-number format: metadata loading, typing and pasting.
enum PhoneBenchmarks {
    /// 12 digits after "+": a London number.
    static let international = "+442079460958"

    /// What the field shows while +442079460958 is typed, before each digit.
    static let shown = [
        "+", "+4", "+44 ", "+44 2", "+44 20", "+44 20 7", "+44 20 79", "+44 20 794", "+44 20 7946",
        "+44 20 7946 0", "+44 20 7946 09", "+44 20 7946 095",
    ]

    /// Typing each next digit at the end of `shown`: the formatter's work without a field.
    static let keystrokes = zip(shown, international.dropFirst()).map { text, digit in
        TextInputEdit(
            originalText: text, originalSelectedRange: text.endIndex..<text.endIndex,
            replacementText: String(digit), editedRange: text.endIndex..<text.endIndex, kind: .typing)
    }

    @MainActor
    static var all: [Benchmark] {
        let us = TextInputFormats.phoneNumber(.options(defaultRegion: "US"))
        let de = TextInputFormats.phoneNumber(.options(defaultRegion: "DE"))
        return [
            Benchmark(name: "phone: metadata load, cold (index + US plan)", unit: "load", budgetNanoseconds: 5_000_000) {
                [
                    time {
                        let table = PhoneMetadataTable.makeFromGeneratedMetadata()
                        table.preload(region: "US")
                    }
                ]
            },
            Benchmark(name: "phone: metadata load, every region", unit: "load", budgetNanoseconds: nil) {
                [
                    time {
                        let table = PhoneMetadataTable.makeFromGeneratedMetadata()
                        for region in table.regionCodes { table.preload(region: region) }
                    }
                ]
            },
            Benchmark(name: "phone: type +44 20 7946 0958 (12 digits)", unit: "keystroke", budgetNanoseconds: 5_000) {
                timeEdits(of: us, steps: typingSteps(international))
            },
            Benchmark(name: "phone: type (415) 555-2671 nationally", unit: "keystroke", budgetNanoseconds: 5_000) {
                timeEdits(of: us, steps: typingSteps("4155552671"))
            },
            Benchmark(name: "phone: type 030 1234567 in DE (many formats)", unit: "keystroke", budgetNanoseconds: 5_000) {
                timeEdits(of: de, steps: typingSteps("0301234567"))
            },
            Benchmark(name: "phone: backspace a 12-digit number", unit: "keystroke", budgetNanoseconds: 5_000) {
                timeEdits(of: us, text: "+44 20 7946 0958", setUp: { $0.beginEditing() }, steps: backspaceSteps(13))
            },
            Benchmark(name: "phone: type a digit in the middle", unit: "keystroke", budgetNanoseconds: 20_000) {
                timeEdits(
                    of: us, text: "+44 20 7946 0958",
                    setUp: {
                        $0.beginEditing()
                        $0.select(5..<5)
                    },
                    steps: [{ $0.insert("1") }])
            },
            Benchmark(name: "phone: formatter alone, 12 keystrokes", unit: "keystroke", budgetNanoseconds: nil) {
                // With the field's memory, where the as-you-type states of the last edit wait.
                var memory = TextInputFieldMemory()
                return keystrokes.map { edit in time { _ = us.formatter.validate(edit, memory: &memory) } }
            },
            Benchmark(name: "phone: serializer alone, 12 texts", unit: "text", budgetNanoseconds: nil) {
                shown.map { text in time { _ = try? us.serializer.value(for: text) } }
            },
            Benchmark(name: "phone: paste +44 20 7946 0958 (new format)", unit: "paste", budgetNanoseconds: 20_000) {
                // A new format each time: nothing is reused from an earlier formatting.
                timeEdits(
                    of: TextInputFormats.phoneNumber(.options(defaultRegion: "US")),
                    steps: [{ $0.insert("+44 20 7946 0958") }])
            },
            Benchmark(name: "phone: paste +44 20 7946 0958 ext. 12 (new format)", unit: "paste", budgetNanoseconds: 40_000) {
                // The extension is read from the whole text, the number laid out as above: about
                // one and a half times the paste without it.
                timeEdits(
                    of: TextInputFormats.phoneNumber(.options(defaultRegion: "US")),
                    steps: [{ $0.insert("+44 20 7946 0958 ext. 12") }])
            },
            Benchmark(name: "phone: region and flag of each typed text", unit: "text", budgetNanoseconds: 5_000) {
                let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
                return shown.map { text in time { _ = PhoneNumberRegion(code: options.regionCode(forText: text))?.flag } }
            },
            Benchmark(name: "phone: placeholder of each typed text", unit: "text", budgetNanoseconds: 20_000) {
                let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
                return shown.map { text in time { _ = options.placeholder(forText: text) } }
            },
            Benchmark(name: "phone: type 020 7946 0958 after choosing GB", unit: "keystroke", budgetNanoseconds: 5_000) {
                let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
                let field = TextInputSimulator()
                let binding = TextInputFormats.phoneNumber(options).bind(to: field)
                if let region = PhoneNumberRegion(code: "GB") {
                    PhoneNumberRegionPicker(binding: binding, options: options).choose(region)
                }
                field.beginEditing()
                return withExtendedLifetime(binding) { typingSteps("02079460958").map { step in timeStep(step, on: field) } }
            },
            Benchmark(name: "phone: region picker search, 245 regions", unit: "query", budgetNanoseconds: nil) {
                let options = PhoneNumberTextInputOptions.options(defaultRegion: "US")
                let picker = PhoneNumberRegionPicker(
                    binding: TextInputFormats.phoneNumber(options).bind(to: TextInputSimulator()), options: options,
                    locale: Locale(identifier: "en_US"))
                return ["u", "un", "uni", "united k", "44", "+1", "ger"].map { query in time { _ = picker.regions(matching: query) } }
            },
            Benchmark(name: "phone: end editing in E.164, begin again", unit: "transition", budgetNanoseconds: 20_000) {
                timeEdits(
                    of: TextInputFormats.phoneNumber(.options(defaultRegion: "GB", endOfEditingStyle: .e164)),
                    text: "020 7946 0958", steps: Array(repeating: [{ $0.beginEditing() }, { $0.endEditing() }], count: 6).flatMap { $0 })
            },
            Benchmark(name: "phone: begin editing with the calling code, end empty", unit: "transition", budgetNanoseconds: 20_000) {
                timeEdits(
                    of: TextInputFormats.phoneNumber(.options(defaultRegion: "GB", startsWithCallingCode: true)),
                    steps: Array(repeating: [{ $0.beginEditing() }, { $0.endEditing() }], count: 6).flatMap { $0 })
            },
        ]
    }
}
