import TextInputCore

extension TextInputDecisionLog.Entry {
    /// The texts the entry quotes, which are where a field's texts appear (redacted), with their
    /// escapes dropped: what a check for digits that must not show reads.
    ///
    /// The log quotes texts as Swift string literals: `\"` and `\\` stand for themselves, and
    /// `\0` and `\u{…}` for characters that are no digits.
    package var quotedTexts: [String] {
        var texts: [String] = []
        var current: String?
        var characters = message.makeIterator()
        while let character = characters.next() {
            switch (character, current) {
            case ("\"", nil):
                current = ""
            case ("\"", let text?):
                texts.append(text)
                current = nil
            case ("\\", _?):
                let escaped = characters.next()
                if escaped == "u" {
                    while let next = characters.next(), next != "}" {}
                } else if let escaped, escaped != "0" {
                    current?.append(escaped)
                }
            case (_, _?):
                current?.append(character)
            default:
                break
            }
        }
        return texts
    }
}
