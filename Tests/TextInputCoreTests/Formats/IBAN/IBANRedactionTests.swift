import Foundation
import Testing
import TextInputCore

/// An IBAN never prints itself whole: its description, debug description and mirror show the
/// country code and the last four characters once it is valid, no letter or digit before; the
/// field's events show none.
@MainActor
@Suite("An IBAN is kept out of logs")
struct IBANRedactionTests {
    @Test(
        "a valid IBAN shows its country code and last four characters; one still being typed, no letter or digit",
        arguments: [
            ("GB82WEST12345698765432", "GB•• •••• •••• •••• ••54 32"),
            ("NO9386011117947", "NO•• •••• •••7 947"),
            ("GB82WEST1234569876543", "•••• •••• •••• •••• •••• •"),
            ("GB83WEST12345698765432", "•••• •••• •••• •••• •••• ••"),
            ("G", "•"),
        ])
    func descriptions(electronic: String, shown: String) throws {
        let iban = try IBAN(electronicFormat: electronic)
        #expect(iban.description == shown)
        #expect(String(reflecting: iban) == "IBAN(\(shown))")
    }

    @Test("the mirror shows the country code and last four characters once valid, never the whole IBAN")
    func mirror() throws {
        var dumped = ""
        dump(try IBAN(electronicFormat: "GB82WEST12345698765432"), to: &dumped)
        #expect(dumped.contains("\"GB\"") && dumped.contains("\"5432\""))
        #expect(!dumped.contains("WEST") && !dumped.contains("1234"))
        var typed = ""
        dump(try IBAN(electronicFormat: "GB82WEST1234569876543"), to: &typed)
        #expect(!typed.contains("GB") && !typed.contains("6543"))
    }

    @Test("an IBAN field's events show no letter or digit of its text", arguments: EditKindReporting.allCases)
    func events(_ reporting: EditKindReporting) {
        let field = TextInputSimulator(reporting)
        let binding = TextInputFormats.iban().bind(to: field)
        var logged: [String] = []
        binding.eventHandler = { logged += [String(describing: $0), String(reflecting: $0)] }
        field.paste("gb82 west 1234 5698 7654 32")
        #expect(field.text == "GB82 WEST 1234 5698 7654 32")
        #expect(!logged.isEmpty)
        for text in logged {
            #expect(text.ranges(of: /GB|WE|ST|82|54|32|1234/).isEmpty, "\(text)")
        }
    }
}
