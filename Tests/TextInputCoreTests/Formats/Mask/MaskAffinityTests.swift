import Testing
import TextInputCore

/// Which mask each strategy picks; cases checked against the InputMask family's behaviour.
@MainActor
@Suite("Affine formats: each edit picks the mask with the highest affinity, ties going to the primary")
struct MaskAffinityTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var masks: [String]
        var strategy: MaskAffinityStrategy
        var input: String
        var picked: Int
        var text: String
        var testDescription: String { "\(strategy) \(masks) ← \(input.debugDescription)" }
    }

    nonisolated static let russianPhones = ["+7 ([000]) [000]-[00]-[00]", "8 ([000]) [000]-[00]-[00]", "+7 [000] [000] [00] [00]"]
    nonisolated static let shortCodes = ["[00]-[00000]", "[00]-[0]", "[00]-[000]"]
    nonisolated static let dates = ["[00]{.}[00]{.}[0000]", "[00]{/}[00]{/}[0000]"]

    @Test(
        "each strategy picks the mask it prefers, for a paste",
        arguments: [
            // wholeString: the mask that takes most of the input as it is.
            Case(masks: russianPhones, strategy: .wholeString, input: "+7 (0", picked: 0, text: "+7 (0"),
            Case(masks: russianPhones, strategy: .wholeString, input: "8889221631", picked: 1, text: "8 (889) 221-63-1"),
            Case(masks: dates, strategy: .wholeString, input: "45/01/8733", picked: 1, text: "45/01/8733"),
            // prefix: the mask whose result starts like the input.
            Case(masks: russianPhones, strategy: .prefix, input: "8 (0", picked: 1, text: "8 (0"),
            Case(masks: dates, strategy: .prefix, input: "12.34.5", picked: 0, text: "12.34.5"),
            // capacity: the shortest mask the input fits in.
            Case(masks: shortCodes, strategy: .capacity, input: "57-9", picked: 1, text: "57-9"),
            Case(masks: shortCodes, strategy: .capacity, input: "31-50", picked: 2, text: "31-50"),
            Case(masks: shortCodes, strategy: .capacity, input: "4236309", picked: 0, text: "42-36309"),
            // extractedValueCapacity: the mask whose value length fits the value.
            Case(masks: shortCodes, strategy: .extractedValueCapacity, input: "78-5", picked: 1, text: "78-5"),
            Case(masks: shortCodes, strategy: .extractedValueCapacity, input: "58-149.5121", picked: 0, text: "58-14951"),
        ], EditKindReporting.allCases)
    func strategies(_ example: Case, reporting: EditKindReporting) throws {
        let masks = try example.masks.map { try Mask($0) }
        #expect(example.strategy.pick(from: masks, for: Mask.Input(text: example.input)) == example.picked)

        let format = try TextInputFormats.mask(example.masks[0], affineFormats: Array(example.masks.dropFirst()), affinityStrategy: example.strategy)
        let field = TextInputSimulator(text: example.input, reporting)
        format.bind(to: field)
        #expect(field.text == example.text)
    }

    @Test(
        "ties go to the primary mask, then to the earlier affine mask",
        arguments: [
            Case(masks: dates, strategy: .wholeString, input: "111", picked: 0, text: "11.1"),
            Case(masks: ["[000000]", "[0]-[00]", "[0]/[00]"], strategy: .capacity, input: "12", picked: 1, text: "1-2"),
            Case(masks: ["[00]-[00]", "[00]/[00]"], strategy: .extractedValueCapacity, input: "1234", picked: 0, text: "12-34"),
        ], EditKindReporting.allCases)
    func ties(_ example: Case, reporting: EditKindReporting) throws {
        try strategies(example, reporting: reporting)
    }

    @Test(
        "the affinity of each strategy",
        arguments: [
            (MaskAffinityStrategy.wholeString, "+7 (9", 5),
            (.wholeString, "9", -3),
            (.prefix, "+7 (9", 5),
            (.prefix, "9", 0),
            (.capacity, "+7 (9", 5 - 18),
            (.capacity, "+7 (999) 999-99-999", Int.min),
            (.extractedValueCapacity, "999", 3 - 10),
        ])
    func affinity(strategy: MaskAffinityStrategy, input: String, affinity: Int) throws {
        let mask = try Mask("+7 ([000]) [000]-[00]-[00]")
        #expect(strategy.affinity(of: mask, for: Mask.Input(text: input)) == affinity)
    }

    @Test(
        "typing switches masks as the text takes shape, and the value follows the mask that formatted the text",
        arguments: EditKindReporting.allCases)
    func typingSwitchesMasks(reporting: EditKindReporting) throws {
        let format = try TextInputFormats.mask(Self.russianPhones[0], affineFormats: Array(Self.russianPhones.dropFirst()), affinityStrategy: .prefix)
        let field = TextInputSimulator(reporting)
        let binding = format.bind(to: field)
        for key in "8912" { field.insert(String(key)) }
        #expect(field.text == "8 (912) ")
        #expect(binding.value?.extractedValue == "912")
        field.selectAll()
        field.backspace()
        for key in "+9" { field.insert(String(key)) }
        #expect(field.text == "+7 (9")
        #expect(binding.value?.extractedValue == "9")
    }
}
