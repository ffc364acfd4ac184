import Foundation
import TextInputCore

extension TerminalFormatEntry {
    /// The playground's number fields are written as in the United States, so that its scripted
    /// output is the same on every machine.
    static let numberLocale = Locale(identifier: "en_US")

    /// `amount[:currency]`: an amount of money, in US dollars unless the argument names another
    /// currency ("EUR", "JPY"), with negatives allowed. A code Foundation does not know is
    /// refused with the reason, rather than left to the format's fallback.
    public static let amount = TerminalFormatEntry.format(
        "amount", label: "Amount", summary: "an amount of money, USD unless the argument names a currency", argument: "currency"
    ) { code in
        let options = NumberTextInputOptions.options(locale: numberLocale, allowsNegative: true)
        if let code {
            do {
                _ = try options.validated(currencyCode: code)
            } catch {
                throw TerminalDemoError.invalidArgument(format: "amount", argument: code, reason: String(describing: error))
            }
        }
        return TextInputFormats.currency(code: code?.uppercased() ?? "USD", options)
    } describe: { amount in
        TerminalValueDescription("\(amount)")
    }

    /// `percent`: a percentage; its value is the number shown / 100.
    public static let percent = TerminalFormatEntry.format(
        "percent", label: "Percent", summary: "a percentage; its value is the number shown / 100"
    ) {
        TextInputFormats.percent(.options(locale: numberLocale))
    } describe: { fraction in
        TerminalValueDescription("\(fraction)")
    }
}
