import Testing
import TextInputCore

@Suite("A format's trait applies only where the field still has the platform's default")
struct TextInputTraitsFieldDefaultTests {
    @Test(
        "the setting written, if any",
        arguments: [
            (TextInputKeyboardType?.some(.numberPad), TextInputKeyboardType.default, TextInputKeyboardType?.some(.numberPad)),
            (.numberPad, .emailAddress, nil),
            (nil, .default, nil),
            (nil, .emailAddress, nil),
            (.default, .default, .default),
        ])
    func setting(proposed: TextInputKeyboardType?, current: TextInputKeyboardType, written: TextInputKeyboardType?) {
        #expect(TextInputTraits.setting(proposed, over: current, default: .default) == written)
    }

    @Test(
        "a trait whose default is no value (the content type) applies only to a field without one",
        arguments: [
            (TextInputContentType?.none, TextInputContentType?.some(.postalCode)),
            (.some(.emailAddress), nil),
        ])
    func settingOverNoValue(current: TextInputContentType?, written: TextInputContentType??) {
        #expect(TextInputTraits.setting(.some(.postalCode), over: current, default: nil) == written)
    }
}
