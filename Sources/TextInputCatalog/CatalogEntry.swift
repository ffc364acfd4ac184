import TextInputCore

/// One built-in format as the tools around the package know it: the playground lists it, the
/// fuzzer drives it, the benchmarks time it, and tests hold the Demo and BuiltinFormats
/// articles' lists to it. Each built-in format's entry is a static property in a file of its
/// own, `CatalogEntry+<Format>.swift`, beside its format's folder (``FormatCatalog``).
///
/// ```swift
/// let entry = FormatCatalog.entry(named: "phone")
/// let made = try entry?.make("GB")              // any CatalogFormatProtocol
/// ```
package struct CatalogEntry: Sendable {
    /// The name the playground's command line uses: `textinput-demo format <name> <text>`.
    package let name: String
    /// The label of the playground's field.
    package let label: String
    /// One line for `textinput-demo --list`.
    package let summary: String
    /// What an argument after the name means (`pin:6` → "length"), or nil when it takes none.
    package let argumentName: String?
    /// Texts people type or paste into such a field; the first one is what the benchmarks time.
    package let samples: [String]
    /// Arguments worth exercising besides none (regions, currencies, lengths).
    package let sampleArguments: [String]
    /// For a format that follows other fields of a form: the argument those fields' values
    /// call for, read through a lookup of a field's value by entry name. Nil for a format that
    /// follows no other field.
    package let argumentFromForm: (@Sendable (_ valueNamed: (String) -> Any?) -> String?)?
    /// Whether a Backspace or forward delete at a caret may only move the caret, the text
    /// unchanged, by the format's design: a mask walks back over its fixed characters, an
    /// amount keeps the zeros it writes, a phone number's Backspace on an extension's label
    /// goes to the end of the number. False holds the format, in the format check and the
    /// fuzzer, to "a deletion at a caret changes the text or changes nothing".
    package let deletionsMayOnlyMoveTheCaret: Bool
    /// Whether the letters of the format's text are the user's: false where the format writes
    /// them itself (a phone number's extension label), so that the format check and the fuzzer
    /// hold only its digits to "no edit removes an entered character it did not cover".
    package let lettersAreEntered: Bool
    private let makeFormat: @Sendable (_ argument: String?) throws -> any CatalogFormatProtocol

    /// Creates an entry whose format, made by `make` for an argument (nil when none is given),
    /// reads its values through `describe`, notes facts about its text through `annotate` and
    /// shows `placeholder`'s answer for its text where a field shows a placeholder. A phone
    /// format gives `regionPicker` the options its field's region picker lists regions for.
    ///
    /// - Parameters:
    ///   - make: Throws ``CatalogArgumentError`` for an argument it cannot use, or the format's
    ///     own configuration error.
    package init<Value: Equatable & Sendable>(
        _ name: String,
        label: String,
        summary: String,
        argument argumentName: String? = nil,
        samples: [String],
        sampleArguments: [String] = [],
        argumentFromForm: (@Sendable (_ valueNamed: (String) -> Any?) -> String?)? = nil,
        deletionsMayOnlyMoveTheCaret: Bool = false,
        lettersAreEntered: Bool = true,
        make: @escaping @Sendable (_ argument: String?) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> CatalogValueDescription = { CatalogValueDescription(String(describing: $0)) },
        annotate: @escaping @Sendable (_ argument: String?, _ text: String) -> [String] = { _, _ in [] },
        placeholder: @escaping @Sendable (_ argument: String?, _ text: String) -> String? = { _, _ in nil },
        regionPicker: (@Sendable (_ argument: String?) -> PhoneNumberTextInputOptions)? = nil
    ) {
        self.name = name
        self.label = label
        self.summary = summary
        self.argumentName = argumentName
        self.samples = samples
        self.sampleArguments = sampleArguments
        self.argumentFromForm = argumentFromForm
        self.deletionsMayOnlyMoveTheCaret = deletionsMayOnlyMoveTheCaret
        self.lettersAreEntered = lettersAreEntered
        makeFormat = { argument in
            try CatalogFormat(
                argument: argument, make: make, describe: describe, annotate: annotate, placeholder: placeholder,
                regionPicker: regionPicker)
        }
    }

    /// The format made for `argument` (nil when none is given).
    package func make(_ argument: String? = nil) throws -> any CatalogFormatProtocol {
        try makeFormat(argument)
    }

    /// The format made for `argument`, typed; nil when its values are not `Value`s.
    ///
    /// ```swift
    /// let format = try FormatCatalog.entry(named: "phone")?.format("GB", of: PhoneNumber.self)
    /// ```
    package func format<Value>(_ argument: String? = nil, of _: Value.Type) throws -> TextInputFormat<Value>? {
        func typed<Made: CatalogFormatProtocol>(_ made: Made) -> TextInputFormat<Value>? {
            made.format as? TextInputFormat<Value>
        }
        return typed(try make(argument))
    }

    /// What `--list` shows for the name: `pin[:length]`.
    package var usage: String {
        argumentName.map { "\(name)[:\($0)]" } ?? name
    }

    /// The specifiers worth exercising: the name alone, then `name:argument` for each sample
    /// argument.
    package var specifiers: [String] {
        [name] + sampleArguments.map { "\(name):\($0)" }
    }
}

/// A catalogue entry's format, made for one argument, seen without its value type. Open it in
/// a generic function to get the typed format.
///
/// ```swift
/// func bind<Made: CatalogFormatProtocol>(_ made: Made) -> TextInputBinding<Made.Value> { … }
/// let binding = bind(try entry.make())   // the existential is opened
/// ```
package protocol CatalogFormatProtocol: Sendable {
    /// The format's value type; equatable, so that checks can compare values, and sendable, as
    /// the entry's closures that read its values are.
    associatedtype Value: Equatable & Sendable
    /// The format.
    var format: TextInputFormat<Value> { get }
    /// How a value reads beside the field.
    func describe(_ value: Value) -> CatalogValueDescription
    /// Facts about a text whether or not it has a value yet (a phone number's region).
    func annotate(_ text: String) -> [String]
    /// What the field shows as its placeholder while it holds `text` (a phone's example number
    /// for the region typed so far), or nil for none.
    func placeholder(forText text: String) -> String?
    /// The options a phone field's region picker lists regions for; nil for other formats.
    var regionPickerOptions: PhoneNumberTextInputOptions? { get }
    /// The same entry's format made for another argument, of the same value type.
    func remade(for argument: String?) throws -> Self
}

/// A catalogue entry's format with its value type.
package struct CatalogFormat<Value: Equatable & Sendable>: CatalogFormatProtocol {
    package let format: TextInputFormat<Value>
    private let argument: String?
    private let make: @Sendable (_ argument: String?) throws -> TextInputFormat<Value>
    private let describeValue: @Sendable (Value) -> CatalogValueDescription
    private let annotateText: @Sendable (_ argument: String?, _ text: String) -> [String]
    private let placeholderText: @Sendable (_ argument: String?, _ text: String) -> String?
    private let regionPicker: (@Sendable (_ argument: String?) -> PhoneNumberTextInputOptions)?

    /// The format `make` makes for `argument`, with how its values and texts read.
    package init(
        argument: String?,
        make: @escaping @Sendable (_ argument: String?) throws -> TextInputFormat<Value>,
        describe: @escaping @Sendable (Value) -> CatalogValueDescription = { CatalogValueDescription(String(describing: $0)) },
        annotate: @escaping @Sendable (_ argument: String?, _ text: String) -> [String] = { _, _ in [] },
        placeholder: @escaping @Sendable (_ argument: String?, _ text: String) -> String? = { _, _ in nil },
        regionPicker: (@Sendable (_ argument: String?) -> PhoneNumberTextInputOptions)? = nil
    ) throws {
        format = try make(argument)
        self.argument = argument
        self.make = make
        describeValue = describe
        annotateText = annotate
        placeholderText = placeholder
        self.regionPicker = regionPicker
    }

    package func describe(_ value: Value) -> CatalogValueDescription {
        describeValue(value)
    }

    package func annotate(_ text: String) -> [String] {
        annotateText(argument, text)
    }

    package func placeholder(forText text: String) -> String? {
        placeholderText(argument, text)
    }

    package var regionPickerOptions: PhoneNumberTextInputOptions? {
        regionPicker?(argument)
    }

    package func remade(for argument: String?) throws -> Self {
        try CatalogFormat(
            argument: argument, make: make, describe: describeValue, annotate: annotateText, placeholder: placeholderText,
            regionPicker: regionPicker)
    }
}

/// How a value of a format reads: its text, details and, for a format that does not judge its
/// values, their validity.
///
/// ```swift
/// let description = CatalogValueDescription("1850", details: ["a year"], isValid: false)
/// ```
package struct CatalogValueDescription: Hashable, Sendable {
    /// The value as text.
    package var text: String
    /// Facts worth showing next to it.
    package var details: [String]
    /// Whether the value passes a check the tools make of it, for a format that has no checks
    /// of its own: its status (``TextInputFormat/status(of:)``) is complete, and this makes it
    /// valid or invalid. Nil for none; the built-in formats judge their values themselves.
    package var isValid: Bool?

    /// Creates a description.
    package init(_ text: String, details: [String] = [], isValid: Bool? = nil) {
        self.text = text
        self.details = details
        self.isValid = isValid
    }
}

/// An argument a catalogue entry cannot make its format for, and why.
package struct CatalogArgumentError: Error, Hashable, Sendable {
    /// The argument as given (or the default it stands for).
    package let argument: String
    /// Why, in one line.
    package let reason: String

    /// Creates the error.
    package init(argument: String, reason: String) {
        self.argument = argument
        self.reason = reason
    }
}
