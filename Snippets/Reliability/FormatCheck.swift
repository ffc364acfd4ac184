// snippet.hide
import Foundation
// snippet.show
import Testing
import TextInputCore
import TextInputTesting

@MainActor
@Test func cardNumbersKeepTheEditingRules() throws {
    try TextInputFormatCheck(TextInputFormats.bankCardNumber(), samples: ["4111 1111 1111 1111", "3782 822463 10005"]).run()
}

@MainActor
@Test func ibansKeepTheEditingRules() throws {
    let iban = try TextInputFormats.mask("GB[00] [____] [0000] [0000] [0000] [00]")
    var check = TextInputFormatCheck(iban, samples: ["GB82 WEST 1234 5698 7654 32"])
    // A mask walks back over its fixed characters one by one, as the InputMask family does.
    check.allowsDeletionsThatOnlyMoveTheCaret = true
    try check.run()
}
// snippet.hide

// What the article says besides, checked the same way: without the option, the mask's
// Backspace after a fixed character is reported, with a test that shows it.
@MainActor
@Test func withoutTheOptionTheMaskIsReported() throws {
    let iban = try TextInputFormats.mask("GB[00] [____] [0000] [0000] [0000] [00]")
    let failure = try #require(throws: TextInputFormatCheckFailure.self) {
        try TextInputFormatCheck(iban, samples: ["GB82 WEST 1234 5698 7654 32"]).run()
    }
    #expect(failure.rule == "a Backspace or forward delete at a caret changes the entered text, or changes nothing")
    #expect(failure.swiftCode.contains("    let format = <#format#>\n"))
}

// The tests above, run when the snippet runs: its exit status is theirs.
await Testing.__swiftPMEntryPoint() as Never
