import TextInputCore

/// What both forms share.
enum CheckoutSamples {
    /// The cities the city field suggests. A source is a thread-safe value that any number of
    /// fields may share; what one field remembers (its last answer, its selection) lives in that
    /// field's `TextInputAutoFill`. Matching ignores case and diacritics: "zur" finds "Zürich".
    static let cities = InMemoryAutoFillSource([
        "Amsterdam", "Athens", "Barcelona", "Basel", "Bergen", "Berlin", "Bern", "Bogotá",
        "Brussels", "Budapest", "Copenhagen", "Dublin", "Düsseldorf", "Edinburgh", "Geneva",
        "Göteborg", "Helsinki", "Köln", "Kraków", "Lisbon", "Łódź", "London", "Lyon", "Madrid",
        "Málaga", "Marseille", "Milan", "Montréal", "Munich", "Naples", "Nice", "Oslo", "Paris",
        "Parma", "Porto", "Prague", "Reykjavík", "Rome", "São Paulo", "Seville", "Stockholm",
        "Toronto", "Valencia", "Venice", "Vienna", "Warsaw", "Zürich",
    ])

    /// The options of the phone field, which its region picker is given too: it lists the
    /// regions these options allow and reads the field's text with them.
    static let phoneOptions = PhoneNumberTextInputOptions.options()

    /// The currency of the amount field, and of the amount shown in the summaries.
    static let currencyCode = "EUR"
}
