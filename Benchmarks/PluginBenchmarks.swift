import TextInputCore

/// What the plugins add to a keystroke, and what moving through a form costs.
enum PluginBenchmarks {
    /// 100,000 place-like names, the same on every run.
    static let names = AutoFillBenchmarks.PlaceNames.generate(count: 100_000, seed: 0xC17E5)
    /// One source for every row, as an app shares one.
    static let source = InMemoryAutoFillSource(names)
    /// A name typed in full: the suggestions narrow to it.
    static let typed = names[4_242]

    @MainActor
    static var all: [Benchmark] {
        [
            Benchmark(name: "plugins: plain field, no plugin, type a name", unit: "keystroke", budgetNanoseconds: nil) {
                timeEdits(of: TextInputFormats.plain, steps: typingSteps(typed))
            },
            Benchmark(name: "plugins: navigator + autofill (100,000 names), type a name", unit: "keystroke", budgetNanoseconds: 10_000) {
                timeEdits(of: TextInputFormats.plain, setUp: attachNavigatorAndAutoFill, steps: typingSteps(typed))
            },
            Benchmark(name: "plugins: inline completion (100,000 names), type a name", unit: "keystroke", budgetNanoseconds: 10_000) {
                timeEdits(of: TextInputFormats.plain.completing(from: source), steps: typingSteps(typed))
            },
            Benchmark(name: "plugins: inline completion without kinds (UIKit)", unit: "keystroke", budgetNanoseconds: 10_000) {
                timeEdits(of: TextInputFormats.plain.completing(from: source), reportsEditKinds: false, steps: typingSteps(typed))
            },
            Benchmark(name: "plugins: navigator, Next through a 20-field form", unit: "move", budgetNanoseconds: 15_000) {
                nextThroughForm(of: 20)
            },
            Benchmark(name: "plugins: keyboard bar, type a card number in the bar", unit: "keystroke", budgetNanoseconds: 15_000) {
                typeInKeyboardBar("4242424242424242")
            },
        ]
    }

    /// Attaches a navigator (with a second field) and an autofill plugin to `field`'s binding.
    @MainActor
    static func attachNavigatorAndAutoFill(_ field: TextInputSimulator) {
        guard let binding = field.hostDelegate as? any TextInputBindingType else { return }
        binding.attach(TextInputAutoFill(source: source))
        let other = TextInputSimulator()
        TextInputFormNavigator([binding, TextInputFormats.plain.bind(to: other)])
        withExtendedLifetime(other) {}
    }

    /// Times each Next from the first field of a form of `count` fields to its last.
    @MainActor
    static func nextThroughForm(of count: Int) -> [Duration] {
        let window = TextInputSimulatorWindow()
        let fields = (0..<count).map { _ in TextInputSimulator(window: window) }
        let bindings = fields.map { TextInputFormats.plain.bind(to: $0) }
        TextInputFormNavigator(bindings)
        fields[0].beginEditing()
        let durations = bindings.dropLast().map { binding in
            time { binding.performToolbarItem(.next(isEnabled: true)) }
        }
        withExtendedLifetime(fields) {}
        return durations
    }

    /// Times each digit typed in a keyboard bar's field, copied to a card number field.
    @MainActor
    static func typeInKeyboardBar(_ digits: String) -> [Duration] {
        let window = TextInputSimulatorWindow()
        let card = TextInputSimulator(window: window)
        let barField = TextInputSimulator(window: window)
        let binding = TextInputFormats.bankCardNumber().bind(to: card)
        let bar = TextInputKeyboardBar(field: barField)
        binding.attach(bar)
        card.beginEditing()
        let durations = typingSteps(digits).map { step in timeStep(step, on: barField) }
        withExtendedLifetime((card, bar)) {}
        return durations
    }
}
