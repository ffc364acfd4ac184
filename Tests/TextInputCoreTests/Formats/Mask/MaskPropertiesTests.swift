import Testing
import TextInputCore

@Suite("A compiled Mask knows its placeholder and lengths")
struct MaskPropertiesTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var mask: String
        var placeholder: String
        var acceptableText: Int
        var totalText: Int
        var acceptableValue: Int
        var totalValue: Int
        var testDescription: String { mask }
    }

    @Test(
        "placeholder: 0 for digits, a for letters, - for either, fixed characters as they are; lengths count mandatory and all characters",
        arguments: [
            Case(mask: "+1 ([000]) [000]-[0000]", placeholder: "+1 (000) 000-0000", acceptableText: 17, totalText: 17, acceptableValue: 10, totalValue: 10),
            Case(mask: "[00]{.}[00]{.}[9900]", placeholder: "00.00.0000", acceptableText: 8, totalText: 10, acceptableValue: 8, totalValue: 10),
            Case(mask: "[AA]-[00000099]", placeholder: "aa-00000000", acceptableText: 9, totalText: 11, acceptableValue: 8, totalValue: 10),
            Case(
                mask: "GB[00] [____] [0000] [0000] [0000] [00]", placeholder: "GB00 ---- 0000 0000 0000 00", acceptableText: 27, totalText: 27,
                acceptableValue: 20, totalValue: 20),
            Case(mask: "[0…]", placeholder: "0", acceptableText: 2, totalText: 2, acceptableValue: 2, totalValue: 2),
            Case(mask: "[a…]", placeholder: "a", acceptableText: 1, totalText: 2, acceptableValue: 1, totalValue: 2),
        ])
    func placeholderAndLengths(_ example: Case) throws {
        let mask = try Mask(example.mask)
        #expect(mask.placeholder == example.placeholder)
        #expect(mask.acceptableTextLength == example.acceptableText)
        #expect(mask.totalTextLength == example.totalText)
        #expect(mask.acceptableValueLength == example.acceptableValue)
        #expect(mask.totalValueLength == example.totalValue)
    }

    @Test("the tail placeholder is what is left to fill after the text")
    func tailPlaceholder() throws {
        let phone = try Mask("+1 ([000]) [000]-[0000]")
        #expect(phone.apply("555").tailPlaceholder == ") 000-0000")
        #expect(phone.apply("5551234567").tailPlaceholder == "")
    }

    @Test("masks are equal when their format, notations and direction are")
    func equality() throws {
        #expect(try Mask("[000]") == Mask("[000]"))
        #expect(try Mask("[000]") != Mask("[000]", isRightToLeft: true))
        #expect(try Set([Mask("[000]"), Mask("[000]"), Mask("[00]")]).count == 2)
    }
}
