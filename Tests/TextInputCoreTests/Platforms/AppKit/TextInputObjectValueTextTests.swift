import Foundation
import Testing

@testable import TextInputCore

@Suite("TextInputObjectValueText: the text a field shows for the object value the app set")
struct TextInputObjectValueTextTests {
    /// An object value the app sets, made in the test (values of `Any` are not `Sendable`).
    struct ObjectValue: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let make: @Sendable () -> Any
        let text: String
    }

    @Test(
        "a string, an attributed string and a number the app set become the text shown",
        arguments: [
            ObjectValue(testDescription: "integerValue = 42", make: { NSNumber(value: 42) }, text: "42"),
            ObjectValue(testDescription: "integerValue = -7", make: { NSNumber(value: -7) }, text: "-7"),
            ObjectValue(testDescription: "doubleValue = 3.5", make: { NSNumber(value: 3.5) }, text: "3.5"),
            ObjectValue(testDescription: "doubleValue = 3", make: { NSNumber(value: 3.0) }, text: "3"),
            ObjectValue(testDescription: "no grouping", make: { NSNumber(value: 1_234_567) }, text: "1234567"),
            ObjectValue(testDescription: "a Swift Int", make: { 42 }, text: "42"),
            ObjectValue(testDescription: "a Swift UInt8", make: { UInt8(9) }, text: "9"),
            ObjectValue(testDescription: "a Swift Double", make: { 3.5 }, text: "3.5"),
            ObjectValue(testDescription: "a Swift Double without a fraction", make: { 3.0 }, text: "3"),
            ObjectValue(testDescription: "a Swift Float", make: { Float(0.25) }, text: "0.25"),
            ObjectValue(testDescription: "a Decimal", make: { Decimal(string: "12.34")! }, text: "12.34"),
            ObjectValue(testDescription: "a String", make: { "4111 1111" }, text: "4111 1111"),
            ObjectValue(testDescription: "an NSString", make: { NSString(string: "abc") }, text: "abc"),
            ObjectValue(testDescription: "an NSAttributedString", make: { NSAttributedString(string: "styled") }, text: "styled"),
        ])
    func text(_ value: ObjectValue) {
        #expect(TextInputObjectValueText.text(for: value.make()) == value.text)
    }

    @Test("nothing, and an object that is no text or number, give no text")
    func noText() {
        #expect(TextInputObjectValueText.text(for: nil) == nil)
        #expect(TextInputObjectValueText.text(for: Date(timeIntervalSince1970: 0)) == nil)
        #expect(TextInputObjectValueText.text(for: [1, 2]) == nil)
        #expect(TextInputObjectValueText.text(for: NSNumber(value: Double.nan)) == nil)
        #expect(TextInputObjectValueText.text(for: Double.infinity) == nil)
    }

    @Test("a whole number too large for Int64 keeps Swift's digits, and Int64's largest all of its own")
    func largeNumbers() {
        #expect(TextInputObjectValueText.text(for: 1e20) == "1e+20")
        #expect(TextInputObjectValueText.text(for: NSNumber(value: Int64.max)) == "9223372036854775807")
    }
}
