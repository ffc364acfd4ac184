import Testing
import TextInputCore

@Suite("IBAN status: incomplete while it can still be valid, invalid at the first impossible character")
struct IBANStatusTests {
    @Test(
        "statuses of electronic formats",
        arguments: [
            ("G", TextInputValueStatus.incomplete),  // starts GB, GE, GI…
            ("Z", .invalid),  // no country code starts with Z
            ("1", .invalid),
            ("GB", .incomplete),
            ("ZZ", .invalid),
            ("AX", .invalid),  // Åland's IBANs start with FI
            ("GB8", .incomplete),
            ("GBX", .invalid),  // the check digits are digits
            ("GB82W", .incomplete),
            ("GB82W3", .invalid),  // the bank's four letters
            ("GB82WEST1", .incomplete),
            ("GB82WEST1A", .invalid),  // digits after the bank's letters
            ("GB82WEST1234569876543", .incomplete),  // one short
            ("GB82WEST12345698765432", .valid),
            ("GB83WEST12345698765432", .invalid),  // the check fails at full length
            ("GB82WEST123456987654321", .invalid),  // longer than the country's IBANs
            ("NO9386011117947", .valid),
            ("DE8937040044053201300", .incomplete),
            ("DE89370400440532013000", .valid),
            ("DE89370400440532O13000", .invalid),  // the letter O among digits
            ("FR1420041010050500013M02606", .valid),  // letters or digits where the registry says "c"
            ("FR1420041010050500013M0260X", .invalid),
            ("MT84MALT011000012345MTLCAST001S", .valid),
        ])
    func statuses(text: String, status: TextInputValueStatus) throws {
        let iban = try IBAN(electronicFormat: text)
        #expect(iban.status == status)
        #expect(iban.isValid == (status == .valid))
        #expect(iban.isComplete == (status == .valid))
    }

    @Test(
        "the field's status is the value's, and empty without text",
        arguments: [
            ("", TextInputValueStatus.empty), (" ", .incomplete), ("g", .incomplete), ("gb82 west", .incomplete),
            ("GB82 WEST 1234 5698 7654 32", .valid), ("GB83 WEST 1234 5698 7654 32", .invalid), ("GB82 W3ST", .invalid),
        ])
    func fieldStatus(text: String, status: TextInputValueStatus) {
        #expect(TextInputFormats.iban().status(of: text) == status)
    }

    @Test("typing a valid IBAN: incomplete at every step, valid at the last", arguments: IBANTests.published.map(\.electronic))
    func typing(electronic: String) throws {
        for count in 1..<electronic.count {
            #expect(try IBAN(electronicFormat: String(electronic.prefix(count))).status == .incomplete, "\(count)")
        }
        #expect(try IBAN(electronicFormat: electronic).status == .valid)
    }
}
