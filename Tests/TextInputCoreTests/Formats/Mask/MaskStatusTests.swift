import Testing
import TextInputCore

/// A mask's status: complete once every mandatory slot is filled. A mask field takes only
/// characters that fit, so what it holds is never invalid.
struct MaskStatusTests {
    @Test(
        "a mask is incomplete until its mandatory slots are filled, then complete",
        arguments: [
            ("+1 ([000]) [000]-[0000]", "", TextInputValueStatus.empty),
            ("+1 ([000]) [000]-[0000]", "+1 (555", .incomplete),
            ("+1 ([000]) [000]-[0000]", "+1 (555) 123-456", .incomplete),
            ("+1 ([000]) [000]-[0000]", "+1 (555) 123-4567", .complete),
            ("[00]{.}[00]{.}[9900]", "31.12.99", .complete),  // the optional digits may stay empty
            ("[00]{.}[00]{.}[9900]", "31.12.9", .incomplete),
            ("[0…]", "1", .complete),
        ])
    func status(mask: String, text: String, status: TextInputValueStatus) throws {
        let format = try TextInputFormats.mask(mask)
        #expect(format.status(of: text) == status)
        if !text.isEmpty, let value = try? format.serializer.value(for: text) {
            #expect(value.status == status)
        }
    }

    @Test("a mask whose value exists only once complete keeps the same statuses")
    func transformed() throws {
        let format = try TextInputFormats.mask("[000]").transformValue(direct: { $0.isComplete ? $0 : nil }, reverse: { $0 })
        #expect(format.status(of: "12") == .incomplete)
        #expect(format.status(of: "123") == .complete)
    }
}
