#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a form on the real terminal: raw mode, the event loop, drawing, resizing.
///
/// Everything it decides is in testable pieces (``TerminalKeyDecoder``, ``TerminalForm``,
/// ``TerminalScreenRenderer``, ``ANSIScreenWriter``); this type only moves bytes between them
/// and the terminal.
@MainActor
enum TerminalSession {
    /// How long to wait for the rest of an escape sequence before a lone Esc counts as the key.
    private static let escapeTimeoutMilliseconds: Int32 = 50

    /// Shows `form` until the user leaves it; the terminal is restored on return.
    ///
    /// - Throws: ``TerminalDemoError/notATerminal`` when standard input is not a terminal.
    static func run(_ form: TerminalForm) throws {
        var wakeUp: [Int32] = [-1, -1]
        guard pipe(&wakeUp) == 0 else { throw TerminalDemoError.notATerminal }
        defer {
            close(wakeUp[0])
            close(wakeUp[1])
        }
        _ = fcntl(wakeUp[1], F_SETFL, fcntl(wakeUp[1], F_GETFL) | O_NONBLOCK)
        guard RawTerminalMode.enable(resizeDescriptor: wakeUp[1]) else { throw TerminalDemoError.notATerminal }
        defer { RawTerminalMode.restore() }

        var decoder = TerminalKeyDecoder()
        var writer = ANSIScreenWriter()
        var buffer = [UInt8](repeating: 0, count: 4096)
        draw(form, with: &writer)
        while !form.isFinished {
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeUp[0], events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, decoder.hasPendingEscape ? escapeTimeoutMilliseconds : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                break
            }
            var keys: [TerminalKey] = []
            if ready == 0 {
                keys = decoder.flush()
            }
            if descriptors[1].revents != 0 {
                _ = read(wakeUp[0], &buffer, buffer.count)
                writer.invalidate()
            }
            if descriptors[0].revents != 0 {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                if count < 0, errno == EINTR || errno == EAGAIN { continue }
                guard count > 0 else { break }  // the terminal is gone
                keys += decoder.decode(buffer[..<count])
            }
            for key in keys {
                form.handle(key)
            }
            draw(form, with: &writer)
        }
    }

    private static func draw(_ form: TerminalForm, with writer: inout ANSIScreenWriter) {
        let screen = TerminalScreenRenderer.render(form.state, size: currentSize())
        writeAll(writer.frame(for: screen))
    }

    /// The terminal's size, or 24 × 80 when it cannot tell.
    private static func currentSize() -> TerminalSize {
        var size = winsize()
        for descriptor in [STDOUT_FILENO, STDIN_FILENO] where ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 {
            return TerminalSize(rows: Int(size.ws_row), columns: Int(size.ws_col))
        }
        return TerminalSize(rows: 24, columns: 80)
    }

    private static func writeAll(_ string: String) {
        var bytes = Array(string.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            bytes = bytes.dropFirst(written)
        }
    }
}
