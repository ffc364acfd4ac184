import Testing
import TextInputCore

/// A security code's status: complete once it has its length; the code has no check digit.
struct BankCardSecurityCodeStatusTests {
    @Test(
        "a security code is incomplete until it has its length",
        arguments: [
            (3, "", TextInputValueStatus.empty),
            (3, "1", .incomplete),
            (3, "12", .incomplete),
            (3, "123", .complete),
            (4, "123", .incomplete),
            (4, "1234", .complete),
        ])
    func status(length: Int, text: String, status: TextInputValueStatus) {
        #expect(TextInputFormats.bankCardSecurityCode(length: length).status(of: text) == status)
    }
}
