import TextInputCore

/// One field of the playground's form: a labelled ``TerminalTextField`` bound to a registered
/// format.
///
/// ```swift
/// let field = try TerminalFormatRegistry.builtIn.makeField("digits")
/// field.textField.handle(.paste("12ab34"))
/// field.textField.text   // "1234"
/// field.readout.line     // "value: 1234 · complete ✓"
/// ```
@MainActor
package final class TerminalFormField {
    /// The registered name of the format.
    package let name: String
    /// The label shown before the text.
    package let label: String
    /// The field the user edits.
    package let textField: TerminalTextField
    private let attachment: any TerminalFieldAttachment
    /// A phone field's region picker, as a list; nil for other formats.
    package let regionList: TerminalRegionList?
    /// Puts what the field shows into words, as VoiceOver would speak them.
    private let announcer: TextInputAnnouncer
    /// What the field announced while ``isAnnouncing``, in order.
    package private(set) var announcements: [String] = []

    /// The language of the package's words in what the field says and announces.
    package var language: String {
        announcer.language
    }

    /// Creates a field bound to `entry`'s format, made for `argument`, whose announcements are
    /// in `language` (see ``TextInputAnnouncer/languages``).
    ///
    /// - Throws: ``TerminalDemoError`` when the format cannot be made.
    package init(entry: TerminalFormatEntry, argument: String? = nil, language: String = "en") throws {
        name = entry.name
        label = entry.label
        textField = TerminalTextField()
        announcer = TextInputAnnouncer(language: language) { _ in }
        do {
            attachment = try entry.attach(argument, textField)
        } catch let error as TerminalDemoError {
            throw error
        } catch {
            throw TerminalDemoError.invalidFormat(format: entry.name, reason: String(describing: error))
        }
        regionList = attachment.regionPicker.map(TerminalRegionList.init(picker:))
        announcer.handler = { [unowned self] in announcements.append($0.text) }
        attachment.binding.attach(announcer)
    }

    /// Whether the field announces what changes, as it would while VoiceOver runs.
    ///
    /// ```swift
    /// field.isAnnouncing = true
    /// field.textField.handle(.paste("4111111111111111"))
    /// field.announcements   // ["Visa", "Valid"]
    /// ```
    package var isAnnouncing: Bool {
        get { announcer.isListening }
        set { announcer.isListening = newValue }
    }

    /// The field's binding: through it, the plugins attached to the field.
    package var binding: any TextInputBindingType {
        attachment.binding
    }

    /// The autofill suggestions attached to the field, if its format brings them.
    package var autoFill: TextInputAutoFill? {
        binding.plugins.lazy.compactMap { $0 as? TextInputAutoFill }.first
    }

    /// The binding's value, or nil.
    package var value: Any? {
        attachment.value
    }

    /// The value and status shown under the field.
    package var readout: TerminalFieldReadout {
        attachment.readout
    }

    /// What the field shows as its placeholder (a phone's example number), or nil when its
    /// format has none.
    package var placeholder: String? {
        attachment.placeholder
    }

    /// Tells the field about the values of the form, for formats that follow other fields.
    func formValuesDidChange(_ values: TerminalFormValues) {
        let binding = attachment.binding
        attachment.formValuesDidChange(values)
        // A field bound anew has lost its plugins.
        if attachment.binding !== binding { attachment.binding.attach(announcer) }
    }
}
