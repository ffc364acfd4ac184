import Testing
import TextInputCore

/// A cardholder's name has no check beyond having letters: any name the field shows is complete.
struct BankCardHolderNameStatusTests {
    @Test(
        "a cardholder's name is complete as soon as it has a value",
        arguments: [
            ("", TextInputValueStatus.empty),
            ("J", .complete),
            ("JEAN-LUC O'NEIL", .complete),
        ])
    func status(text: String, status: TextInputValueStatus) {
        #expect(TextInputFormats.bankCardHolderName().status(of: text) == status)
    }
}
