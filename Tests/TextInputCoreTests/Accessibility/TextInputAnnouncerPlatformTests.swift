import Foundation
import Testing
import TextInputCore

// What a platform adapter relies on the announcer for: the field's spoken text, following the
// screen reader, and finding the announcer a binding has.

/// The announcer hands what the field says to its spoken-text handler while listening: when
/// listening starts and at every change of the text.
@MainActor
@Suite("The announcer's spoken text")
struct TextInputAnnouncerSpokenTextTests {
    @Test("the field's spoken text follows its text while listening, in the announcer's language")
    func follows() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        var spoken: [TextInputSpokenText] = []
        let announcer = TextInputAnnouncer(language: "en") { _ in }
        announcer.spokenTextHandler = { spoken.append($0) }
        binding.attach(announcer)
        field.beginEditing()
        field.insert("4111")
        #expect(spoken.isEmpty)
        announcer.isListening = true
        #expect(spoken.map(\.text) == ["4111"])
        field.insert("1")
        #expect(spoken.last == TextInputFormats.bankCardNumber().spokenText(of: "4111 1"))
        field.select(0..<0)
        #expect(spoken.count == 2)
    }
}

/// An announcer whose `listens` reads the screen reader's state follows it being turned on and
/// off at the next change of the field.
@MainActor
@Suite("The announcer follows the screen reader")
struct TextInputAnnouncerListensTests {
    @Test("turned on, the announcer takes what the field shows as announced and speaks its value; turned off, it stops")
    func follows() {
        let field = TextInputSimulator()
        let binding = TextInputFormats.bankCardNumber().bind(to: field)
        var running = false
        var announced: [String] = []
        var spoken: [String] = []
        let announcer = TextInputAnnouncer(language: "en") { announced.append($0.text) }
        announcer.listens = { running }
        announcer.spokenTextHandler = { spoken.append($0.text) }
        binding.attach(announcer)
        field.beginEditing()
        field.insert("4111")
        #expect(announced.isEmpty && spoken.isEmpty)
        running = true
        field.insert("1")
        #expect(announcer.isListening)
        #expect(announced.isEmpty)
        #expect(spoken.last == "4111 1")
        running = false
        field.insert("11111111111")
        #expect(!announcer.isListening)
        #expect(announced.isEmpty)
    }
}

@MainActor
@Suite("A binding's announcer")
struct TextInputBindingAnnouncerTests {
    @Test("the binding finds the announcer attached to it, and none once it is detached")
    func found() {
        let binding = TextInputFormats.bankCardNumber().bind(to: TextInputSimulator())
        #expect(binding.announcer == nil)
        let announcer = TextInputAnnouncer { _ in }
        binding.attach(announcer)
        #expect(binding.announcer === announcer)
        binding.detach(announcer)
        #expect(binding.announcer == nil)
    }
}

@MainActor
@Suite("An announcer made to follow the screen reader")
struct TextInputAnnouncerListensInitTests {
    @Test("it starts from what the screen reader says now, and follows it", arguments: [false, true])
    func startsFromNow(running: Bool) {
        var isRunning = running
        let announcer = TextInputAnnouncer(language: "en", listens: { isRunning }, handler: { _ in })
        #expect(announcer.isListening == running)
        isRunning.toggle()
        #expect(announcer.listens?() == !running)
    }
}
