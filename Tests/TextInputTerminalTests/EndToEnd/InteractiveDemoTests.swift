import Foundation
import Testing

@testable import TextInputTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs the built `textinput-demo` on a pseudo-terminal and checks what a user would see.
@Suite("textinput-demo on a pseudo-terminal")
struct InteractiveDemoTests {
    private let names = TerminalFormatRegistry.builtIn.names
    private let size = TerminalSize(rows: 40, columns: 100)

    /// The keys that move the focus from anywhere to the field of the format `name`: Up past the
    /// first field, then Tab.
    private func keys(toFocus name: String) throws -> String {
        let index = try #require(names.firstIndex(of: name))
        return String(repeating: "\u{1B}[A", count: names.count) + String(repeating: "\t", count: index)
    }

    /// Whether the terminal's settings are the cooked ones a shell expects (line editing, echo).
    private func isCooked(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    @Test("typing into the form shows the formatted text and value; Esc quits and restores the terminal")
    func typingAndQuitting() throws {
        let terminal = try PseudoTerminalProcess(size: size)
        #expect(terminal.waitForScreen { $0.contains(TerminalScreenRenderer.title) })
        #expect(!isCooked(terminal.settings), "raw mode while the form runs")

        // The card flow: a card number, Tab to the expiry date, "1234".
        let card = try #require(names.firstIndex(of: "card-number"))
        #expect(names.dropFirst(card + 1).first == "card-expiry")
        terminal.send(try keys(toFocus: "card-number") + "4111111111111111\t1234")
        let cardShown = terminal.waitForScreen { screen in
            screen.contains("4111 1111 1111 1111") && screen.contains("12/34")
                && screen.lines.contains { $0.contains("Visa") }
        }
        #expect(cardShown, "\(terminal.screen.lines.joined(separator: "\n"))")

        terminal.send(try keys(toFocus: "digits") + "12ab34")
        let shown = terminal.waitForScreen { screen in
            screen.contains("› Digits") && screen.contains("1234") && screen.contains("value: 1234 · complete ✓")
        }
        #expect(shown, "\(terminal.screen.lines.joined(separator: "\n"))")

        terminal.send("\u{1B}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationReason == .exit)
        #expect(terminal.process.terminationStatus == 0)
        #expect(isCooked(terminal.settings), "the terminal is restored")
        let output = String(decoding: terminal.output, as: UTF8.self)
        #expect(output.contains("\u{1B}[?1049l"), "the alternate screen is left")
        #expect(output.contains("\u{1B}[?2004l"), "bracketed paste is turned off")
    }

    @Test("SIGTERM restores the terminal before the program dies of it")
    func terminationSignal() throws {
        let terminal = try PseudoTerminalProcess(size: size)
        #expect(terminal.waitForScreen { $0.contains(TerminalScreenRenderer.title) })
        #expect(!isCooked(terminal.settings))
        terminal.process.terminate()
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationReason == .uncaughtSignal)
        #expect(terminal.process.terminationStatus == SIGTERM)
        #expect(isCooked(terminal.settings))
    }

    @Test("after a resize the form is drawn again for the new width")
    func resize() throws {
        let terminal = try PseudoTerminalProcess(size: size)
        #expect(terminal.waitForScreen { $0.contains(TerminalScreenRenderer.title) })
        let text = "abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGH"
        terminal.send(try keys(toFocus: "plain") + text)
        #expect(
            terminal.waitForScreen { screen in
                screen.lines.contains { $0.hasPrefix("› Plain text") && $0.hasSuffix(text) }
            })

        terminal.resize(to: TerminalSize(rows: 40, columns: 40))
        // 40 columns: the text scrolls to keep the caret in view, after an ellipsis.
        let redrawn = terminal.waitForScreen { screen in
            screen.lines.contains { $0.hasPrefix("› Plain text") && $0.contains("…") && $0.hasSuffix("ABCDEFGH") }
        }
        #expect(redrawn, "\(terminal.screen.lines.joined(separator: "\n"))")
        terminal.send("\u{03}")
        try #require(terminal.waitForExit())
        #expect(terminal.process.terminationStatus == 0)
    }

    @Test("with no terminal on standard input the form is refused with exit status 2")
    func notATerminal() throws {
        let process = Process()
        process.executableURL = try PseudoTerminalProcess.executableURL()
        let errors = Pipe()
        process.standardInput = Pipe()
        process.standardOutput = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.hasPrefix("textinput-demo: the interactive form needs a terminal"))
        #expect(message.filter { $0 == "\n" }.count == 1)
    }
}
