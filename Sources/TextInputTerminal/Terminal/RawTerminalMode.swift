#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// A signal handler can reach only globals, and may call only async-signal-safe functions
// (tcsetattr, write, signal, raise): hence this small global state and the static strings.

/// The settings the terminal had before raw mode.
nonisolated(unsafe) private var savedSettings = termios()
/// Whether raw mode is on, so that restoring happens once whichever exit path comes first.
nonisolated(unsafe) private var isRaw = false
/// Where the resize handler writes a byte to wake the event loop up.
nonisolated(unsafe) private var resizeWakeUpDescriptor: Int32 = -1

/// Alternate screen on, bracketed paste on.
private let enterSequence: StaticString = "\u{1B}[?1049h\u{1B}[?2004h"
/// Bracketed paste off, caret shown, alternate screen off (which brings back what was there).
private let leaveSequence: StaticString = "\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

/// Puts the terminal in raw mode on the alternate screen, and makes sure it comes back: on
/// ``restore()``, at exit, and on SIGINT, SIGTERM, SIGHUP and SIGQUIT.
enum RawTerminalMode {
    /// Enters raw mode; `resizeDescriptor` gets a byte on every SIGWINCH.
    ///
    /// - Returns: false when standard input is not a terminal.
    static func enable(resizeDescriptor: Int32) -> Bool {
        guard !isRaw, tcgetattr(STDIN_FILENO, &savedSettings) == 0 else { return false }
        var raw = savedSettings
        // Bytes as they come: no line editing, no echo, no signals from Ctrl-C / Ctrl-Z, no
        // flow control, no CR → NL translation. Output processing stays on.
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | BRKINT | INPCK | ISTRIP)
        withUnsafeMutableBytes(of: &raw.c_cc) { controlCharacters in
            controlCharacters[Int(VMIN)] = 1
            controlCharacters[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
        isRaw = true
        resizeWakeUpDescriptor = resizeDescriptor

        atexit { restoreTerminal() }
        let handledSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH]
        // A parent may start us with signals blocked (Foundation's Process does): unblock the
        // ones handled here, or the terminal would not be restored on them.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in handledSignals {
            sigaddset(&unblocked, signalNumber)
        }
        sigprocmask(SIG_UNBLOCK, &unblocked, nil)
        for signalNumber in handledSignals where signalNumber != SIGWINCH {
            signal(signalNumber) { signalNumber in
                restoreTerminal()
                // Die of the same signal, so the parent sees why.
                signal(signalNumber, SIG_DFL)
                raise(signalNumber)
            }
        }
        signal(SIGWINCH) { _ in
            var byte: UInt8 = 0
            _ = write(resizeWakeUpDescriptor, &byte, 1)
        }
        write(enterSequence)
        return true
    }

    /// Leaves raw mode and the alternate screen; does nothing when raw mode is off.
    static func restore() {
        restoreTerminal()
    }
}

private func restoreTerminal() {
    guard isRaw else { return }
    isRaw = false
    write(leaveSequence)
    tcsetattr(STDIN_FILENO, TCSANOW, &savedSettings)
}

private func write(_ string: StaticString) {
    _ = write(STDOUT_FILENO, string.utf8Start, string.utf8CodeUnitCount)
}
