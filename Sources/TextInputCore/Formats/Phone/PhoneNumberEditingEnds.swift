/// What a phone field does to its text when editing begins and ends, for the options that ask
/// for it: ``PhoneNumberTextInputOptions/startsWithCallingCode`` and
/// ``PhoneNumberTextInputOptions/endOfEditingStyle``. Each binding of such a format attaches one
/// of its own, since it remembers what the field showed before editing ended.
@MainActor
final class PhoneNumberEditingEnds: TextInputPlugin {
    private let options: PhoneNumberTextInputOptions
    /// The text as typed, and the form shown in its place since editing ended.
    private var shownAtEnd: (typed: String, shown: String)?

    init(options: PhoneNumberTextInputOptions) {
        self.options = options
    }

    func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        // A format whose value was transformed keeps the plugin but is no phone field any more.
        guard let binding = binding as? TextInputBinding<PhoneNumber> else { return }
        switch event {
        case .editingDidBegin: didBeginEditing(binding)
        case .editingDidEnd: didEndEditing(binding)
        // A value the app sets while the field is not edited is shown as at the end of editing.
        case .editingChanged where !binding.isEditing: showCanonicalForm(in: binding)
        case .editingChanged: break
        }
    }

    private func didBeginEditing(_ binding: TextInputBinding<PhoneNumber>) {
        let shownAtEnd = shownAtEnd.take()
        if let shownAtEnd, binding.text == shownAtEnd.shown {
            // The text as typed is the formatter's own output: shown back as it was.
            binding.show(shownAtEnd.typed)
            return
        }
        let options = options.inField(remembering: binding.memory)
        guard options.startsWithCallingCode, binding.text.isEmpty, let region = PhoneNumberRegion(code: options.defaultRegion) else {
            return
        }
        binding.replaceCharacters(in: binding.text.startIndex..<binding.text.endIndex, with: "+\(region.callingCode)", kind: .programmatic)
        // The as-you-type formatter waits for a third character before it separates a one-digit
        // calling code ("+1"); the field shows the separator the next digit brings.
        if !binding.text.hasSuffix(" ") {
            binding.show(binding.text + " ")
        }
    }

    private func didEndEditing(_ binding: TextInputBinding<PhoneNumber>) {
        if options.startsWithCallingCode, Self.holdsOnlyACallingCode(binding.text) {
            binding.show("")
            return
        }
        showCanonicalForm(in: binding)
    }

    /// Shows the field's number in ``PhoneNumberTextInputOptions/endOfEditingStyle``'s form,
    /// remembering the text as typed.
    private func showCanonicalForm(in binding: TextInputBinding<PhoneNumber>) {
        let options = options.inField(remembering: binding.memory)
        let typed = binding.text
        guard let style = options.endOfEditingStyle, let number = binding.value else { return }
        let isDomestic = number.countryCode == PhoneMetadataTable.shared.countryCode(forRegion: options.defaultRegion)
        let shown =
            switch style {
            // A national form only reads back as the same number in the number's own country.
            case .national: isDomestic ? number.formattedNational : number.formattedInternational
            case .international: number.formattedInternational
            case .e164: number.e164
            }
        guard shown != typed, (try? binding.format.serializer.value(for: shown, memory: binding.memory)) == number else { return }
        binding.show(shown)
        shownAtEnd = (typed, shown)
    }

    /// Whether `text` dials "+" and a calling code and nothing more: what
    /// ``PhoneNumberTextInputOptions/startsWithCallingCode`` put there, or as good as.
    private static func holdsOnlyACallingCode(_ text: String) -> Bool {
        let dialled = PhoneNumberDigits(text).characters
        guard dialled.first == PhoneAsYouTypeFormatter.plus,
            let (_, rest) = PhoneAsYouTypeFormatter.countryCode(startingWith: Array(dialled.dropFirst()), in: .shared)
        else {
            return false
        }
        return rest.isEmpty
    }
}
