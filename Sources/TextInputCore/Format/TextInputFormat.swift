/// A text input format: a formatter that decides what each edit turns into, and a serializer that
/// converts the text to a value and back.
///
/// Formats are plain values. Build one from the factories in ``TextInputFormats``, refine it with
/// the chainable builders, and bind it to a text field:
///
/// ```swift
/// let pin = TextInputFormats.plain
///     .filter(by: .decimalDigits)
///     .filter(constrainingCharactersCount: 4)
/// let binding = pin.bind(to: TextInputSimulator())
/// ```
public struct TextInputFormat<Value>: Sendable {
    /// Converts the text to a value and back.
    public let serializer: TextInputSerializer<Value>
    /// Decides what each edit turns into.
    public let formatter: TextInputFormatter
    /// The keyboard and text-system settings that suit the format (``TextInputTraits``), which
    /// the UIKit and AppKit modules apply when it is bound; ``TextInputTraits/none`` for a format
    /// made with ``init(_:_:)``.
    public let traits: TextInputTraits
    /// Make the plugins every binding of the format attaches (see ``withPlugin(_:)``).
    let pluginMakers: [TextInputPluginMaker]
    /// Judges the status of a text before its value is asked (see ``status(of:)``); nil for a
    /// format whose values alone decide.
    let statusJudge: TextInputStatusJudge?
    /// Says a text for VoiceOver (see ``spokenText(of:locale:)``); every run of two or more
    /// digits spelled out for a format made with ``init(_:_:)``.
    let speech: TextInputSpeech<Value>
    /// Why the format refuses an edit or finds a text invalid, when it knows better than its
    /// value type; nil for a format whose value type and the general rules tell.
    let reasons: TextInputFormatReasons?

    /// Creates a format from a serializer and a formatter, with no traits and no plugins, that
    /// says its text to VoiceOver with every run of two or more digits spelled out (see
    /// ``withSpokenText(_:)``).
    ///
    /// ```swift
    /// let hex = TextInputFormat(.identity, TextInputFormatter(HexPairsFormatter()))
    /// ```
    public init(_ serializer: TextInputSerializer<Value>, _ formatter: TextInputFormatter) {
        self.init(serializer, formatter, traits: .none, pluginMakers: [], statusJudge: nil, reasons: nil) { text, _, _ in
            TextInputSpokenText(spellingOutDigitRunsIn: text)
        }
    }

    init(
        _ serializer: TextInputSerializer<Value>,
        _ formatter: TextInputFormatter,
        traits: TextInputTraits,
        pluginMakers: [TextInputPluginMaker],
        statusJudge: TextInputStatusJudge?,
        reasons: TextInputFormatReasons?,
        speech: @escaping TextInputSpeech<Value>
    ) {
        self.serializer = serializer
        self.formatter = formatter
        self.traits = traits
        self.pluginMakers = pluginMakers
        self.statusJudge = statusJudge
        self.reasons = reasons
        self.speech = speech
    }

    /// The same serializer, traits, plugins and speech with another formatter.
    public func withFormatter(_ formatter: some TextInputFormatterType) -> TextInputFormat<Value> {
        TextInputFormat(
            serializer, TextInputFormatter(formatter), traits: traits, pluginMakers: pluginMakers, statusJudge: statusJudge, reasons: reasons, speech: speech)
    }

    /// The same format with other traits; the builders keep the traits of the format they
    /// refine.
    ///
    /// ```swift
    /// let code = TextInputFormats.plain.filter(by: .decimalDigits)
    ///     .withTraits(.traits(keyboardType: .numberPad, contentType: .oneTimeCode))
    /// ```
    public func withTraits(_ traits: TextInputTraits) -> TextInputFormat<Value> {
        TextInputFormat(serializer, formatter, traits: traits, pluginMakers: pluginMakers, statusJudge: statusJudge, reasons: reasons, speech: speech)
    }

    /// The same format, whose every binding attaches a plugin of its own made by `makePlugin`
    /// when it is bound: how a format decorator that must hear Return, toolbar items or the
    /// end of editing brings that part of itself along. The builders keep the plugins of the
    /// format they refine.
    ///
    /// ```swift
    /// let field = TextInputFormats.plain.withPlugin { ReturnEndsEditing() }
    /// field.bind(to: host)   // this binding has its own ReturnEndsEditing attached
    /// ```
    public func withPlugin(_ makePlugin: @escaping @MainActor @Sendable () -> any TextInputPlugin) -> TextInputFormat<Value> {
        TextInputFormat(
            serializer, formatter, traits: traits, pluginMakers: pluginMakers + [makePlugin], statusJudge: statusJudge, reasons: reasons, speech: speech)
    }
}

/// Makes a plugin for a binding of a format: see ``TextInputFormat/withPlugin(_:)``.
typealias TextInputPluginMaker = @MainActor @Sendable () -> any TextInputPlugin
