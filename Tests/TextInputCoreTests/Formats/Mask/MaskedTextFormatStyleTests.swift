import Foundation
import Testing
import TextInputCore

@Suite("MaskedText.FormatStyle: written and read as a field of its masks shows and reads a paste")
struct MaskedTextFormatStyleTests {
    static let hex = MaskNotation(character: "H", characterSet: CharacterSet(charactersIn: "0123456789abcdefABCDEF"))

    static func style(_ name: String) throws -> MaskedText.FormatStyle {
        switch name {
        case "phone": .mask(try Mask("+1 ([000]) [000]-[0000]"))
        case "date": .mask(try Mask("[00]{.}[00]{.}[9900]"))
        case "color": .mask(try Mask("#[HHHHHH]", customNotations: [hex]))
        case "amount": .mask(try Mask("[000] [000] [000]", isRightToLeft: true))
        case "russian phone":
            .mask(
                try Mask("+7 ([000]) [000]-[00]-[00]"),
                affineMasks: [try Mask("8 ([000]) [000]-[00]-[00]")],
                affinityStrategy: .prefix)
        default: fatalError("no style named \(name)")
        }
    }

    @Test(
        "format → parse → format: a pasted text's value reads back and shows what the field shows",
        arguments: [
            ("phone", "5551234567"), ("phone", "(555) 123-4567"), ("phone", "+1 555 12"), ("phone", "abc"),
            ("date", "31122024"), ("date", "31.12.24"), ("date", "3112"),
            ("color", "#c0ffee"), ("color", "C0FFEE00"), ("color", "xyz"),
            ("amount", "1234"), ("amount", "123456789"),
            ("russian phone", "+7 912 345 67 89"), ("russian phone", "8 912 345 67 89"), ("russian phone", "89123456789"),
        ])
    func roundTrips(name: String, pasted: String) throws {
        let style = try Self.style(name)
        let value = try style.parseStrategy.parse(pasted)
        let text = value.formatted(style)
        #expect(text == value.formattedText)  // the field's text after the paste
        #expect(try style.parseStrategy.parse(text) == value)
        #expect(try style.parseStrategy.parse(text).formatted(style) == text)
    }

    @Test(
        "what people paste reads as the field reads it",
        arguments: [
            ("phone", "(555) 123-4567", "+1 (555) 123-4567", "5551234567", true),
            ("phone", "555", "+1 (555", "555", false),
            ("date", "31/12/2024", "31.12.2024", "31.12.2024", true),
            ("color", "#c0ffee", "#c0ffee", "c0ffee", true),
            ("amount", "1234", "1 234", "1234", false),
            ("russian phone", "8 912 345 67 89", "8 (912) 345-67-89", "9123456789", true),
        ])
    func pastes(name: String, pasted: String, formatted: String, extracted: String, isComplete: Bool) throws {
        let value = try Self.style(name).parseStrategy.parse(pasted)
        #expect(value == MaskedText(formattedText: formatted, extractedValue: extracted, isComplete: isComplete))
    }

    @Test("a value written by another mask takes this mask's shape, as when a field's value is set")
    func valueOfAnotherMask() throws {
        let value = MaskedText(formattedText: "5551234567", extractedValue: "5551234567", isComplete: true)
        #expect(value.formatted(try Self.style("phone")) == "+1 (555) 123-4567")
    }

    @Test("each style encodes its masks and strategy and decodes to an equal style", arguments: ["phone", "date", "color", "amount", "russian phone"])
    func codable(name: String) throws {
        let style = try Self.style(name)
        let decoded = try JSONDecoder().decode(MaskedText.FormatStyle.self, from: JSONEncoder().encode(style))
        #expect(decoded == style)
        #expect(try decoded.parseStrategy.parse("1234567890") == style.parseStrategy.parse("1234567890"))
    }

    @Test("a mask encodes what it was compiled from; affinity strategies encode their names")
    func encodedForm() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(
            String(decoding: try encoder.encode(try Mask("[00]{.}[00]")), as: UTF8.self)
                == #"{"customNotations":[],"format":"[00]{.}[00]","isRightToLeft":false}"#)
        #expect(
            String(decoding: try encoder.encode(MaskAffinityStrategy.allCases), as: UTF8.self)
                == #"["wholeString","prefix","capacity","extractedValueCapacity"]"#)
        #expect(try JSONDecoder().decode(Mask.self, from: Data(#"{"format":"[00]"}"#.utf8)) == Mask("[00]"))
        let notation = try JSONDecoder().decode(MaskNotation.self, from: encoder.encode(Self.hex))
        #expect(notation == Self.hex)
    }

    @Test(
        "decoding what no mask was compiled from throws a DecodingError",
        arguments: [
            #"{"format":"[00[0]]"}"#,  // nested blocks
            #"{"format":"[H]"}"#,  // no such notation
            #"{"format":"[H]","customNotations":[{"character":"HH","characterSet":{"bitmap":""}}]}"#,
        ])
    func malformedMasks(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Mask.self, from: Data(json.utf8)) }
    }

    @Test("a malformed mask's decoding error carries the MaskError")
    func maskErrorIsUnderlying() throws {
        do {
            _ = try JSONDecoder().decode(Mask.self, from: Data(#"{"format":"[x]"}"#.utf8))
            Issue.record("decoded a malformed mask")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.underlyingError as? MaskError == MaskError(format: "[x]", offset: 1, reason: .unknownSlotCharacter("x")))
        }
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(MaskAffinityStrategy.self, from: Data(#""suffix""#.utf8)) }
    }

    @Test("styles are equal and hash alike exactly when their masks and strategy are")
    func hashable() throws {
        let phone = try Self.style("phone")
        #expect(Set([phone, try Self.style("phone"), .init(mask: try Mask("+1 ([000]) [000]-[0000]"))]).count == 1)
        #expect(phone != (try Self.style("date")))
        #expect(phone != .mask(phone.mask, affinityStrategy: .prefix))
        #expect(phone != .mask(phone.mask, affineMasks: [try Mask("[0000000000]")]))
        #expect(phone != .mask(try Mask("+1 ([000]) [000]-[0000]", isRightToLeft: true)))
    }
}
