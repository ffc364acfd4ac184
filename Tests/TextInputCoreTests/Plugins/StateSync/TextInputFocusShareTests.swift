import Testing
import TextInputCore

@Suite("A field's share of a form-wide focus value")
struct TextInputFocusShareTests {
    enum Field: Equatable { case card, city }

    @Test(
        "the field is focused exactly while the value names it",
        arguments: [
            (Field?.some(.card), true), (.some(.city), false), (nil, false),
        ])
    func isFocused(focus: Field?, expected: Bool) {
        #expect(TextInputFocusShare(field: Field.card).isFocused(in: focus) == expected)
    }

    @Test(
        "taking the focus names the field; giving it up clears only the field's own",
        arguments: [
            (Field?.none, true, Field?.some(.card)),
            (.some(.city), true, .some(.card)),
            (.some(.card), false, nil),
            (.some(.city), false, .some(.city)),
            (nil, false, nil),
        ])
    func settingFocus(focus: Field?, isFocused: Bool, expected: Field?) {
        #expect(TextInputFocusShare(field: Field.card).focus(focus, settingFocused: isFocused) == expected)
    }
}
