import TextInputCore

extension TerminalFormatEntry {
    /// Every place name the playground knows, indexed once and shared by the fields that
    /// suggest them: a source is a value any number of fields may use.
    static let places = InMemoryAutoFillSource(PlaceNames.all)

    /// `city`: any text, with suggestions from the world's place names listed in the key help's
    /// place; ↑/↓ choose one, Enter accepts it.
    public static let city = TerminalFormatEntry.format(
        "city", label: "City", summary: "a city, with suggestions from \(PlaceNames.all.count) place names"
    ) {
        TextInputFormats.plain.withPlugin { TextInputAutoFill(source: places, options: .options(limit: 20)) }
    }

    /// `destination`: any text, completed inline as it is typed from the world's place names;
    /// Enter, Tab or → at the end accepts the suggestion.
    public static let destination = TerminalFormatEntry.format(
        "destination", label: "Destination", summary: "a city, completed inline as it is typed"
    ) {
        TextInputFormats.plain.completing(from: places)
    }
}
