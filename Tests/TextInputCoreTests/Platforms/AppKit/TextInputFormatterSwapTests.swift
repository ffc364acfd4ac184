import Testing

@testable import TextInputCore

@Suite("TextInputFormatterSwap: the formatter a host installs and gives back")
struct TextInputFormatterSwapTests {
    final class Formatter: Sendable {}

    let own = Formatter()
    let app = Formatter()
    let later = Formatter()

    @Test("binding installs the host's formatter and remembers the field's")
    func attachRemembers() {
        var swap = TextInputFormatterSwap(own: own)
        let bound = swap.attach(over: app, isEditing: false)
        #expect(bound.formatter === own)
        #expect(swap.previous === app)
    }

    @Test("binding over the host's own formatter keeps the one remembered before")
    func attachOverOwn() {
        var swap = TextInputFormatterSwap(own: own)
        _ = swap.attach(over: app, isEditing: false)
        let again = swap.attach(over: own, isEditing: false)
        #expect(again.formatter === own)
        #expect(swap.previous === app)
    }

    @Test("unbinding gives the remembered formatter back and forgets it")
    func detachGivesBack() throws {
        var swap = TextInputFormatterSwap(own: own)
        _ = swap.attach(over: app, isEditing: false)
        let unbound = swap.detach(over: own, isEditing: false)
        #expect(try #require(unbound).formatter === app)
        #expect(swap.previous == nil)
    }

    @Test("unbinding leaves a formatter the app installed meanwhile, and forgets the remembered one")
    func detachKeepsTheAppsNewFormatter() {
        var swap = TextInputFormatterSwap(own: own)
        _ = swap.attach(over: app, isEditing: false)
        let unbound = swap.detach(over: later, isEditing: false)
        #expect(unbound == nil)
        #expect(swap.previous == nil)
    }

    struct ShownText: Sendable, CustomTestStringConvertible {
        let rule: String
        let hadFormatter: Bool
        let isEditing: Bool
        let keeps: Bool
        var testDescription: String { rule }
    }

    @Test(
        "the shown text is set again only from one formatter to another, outside editing",
        arguments: [
            ShownText(rule: "the app's formatter to the host's", hadFormatter: true, isEditing: false, keeps: true),
            ShownText(rule: "no formatter before: the field's string needs no new text", hadFormatter: false, isEditing: false, keeps: false),
            ShownText(rule: "while editing the field editor keeps its text", hadFormatter: true, isEditing: true, keeps: false),
        ])
    func shownTextOnBind(_ row: ShownText) {
        var swap = TextInputFormatterSwap(own: own)
        let bound = swap.attach(over: row.hadFormatter ? app : nil, isEditing: row.isEditing)
        #expect(bound.keepsShownText == row.keeps)
    }

    @Test("unbinding to no formatter does not set the shown text again; back to the app's does")
    func shownTextOnUnbind() throws {
        var withoutApp = TextInputFormatterSwap(own: own)
        _ = withoutApp.attach(over: nil, isEditing: false)
        let unboundWithoutApp = withoutApp.detach(over: own, isEditing: false)
        let none = try #require(unboundWithoutApp)
        #expect(none.formatter == nil)
        #expect(!none.keepsShownText)

        var withApp = TextInputFormatterSwap(own: own)
        _ = withApp.attach(over: app, isEditing: false)
        let unboundWithApp = withApp.detach(over: own, isEditing: false)
        #expect(try #require(unboundWithApp).keepsShownText)
    }
}
