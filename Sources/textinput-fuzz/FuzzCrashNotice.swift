#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the fuzzer says when the library crashes (a trap, a bad access, an abort): which script
/// of which format was running, and the command that prints its steps as Swift as they run
/// (`--script`). A crash cannot be shrunk inside the process it ends.
///
/// The notice is written by a signal handler, which may call only async-signal-safe functions:
/// it is formatted before each script into a buffer the handler writes as it is. The handler
/// then puts back the handler it replaced and returns, so that the fault happens again and the
/// Swift runtime's own report (its backtrace) follows.
enum FuzzCrashNotice {
    private static let capacity = 512
    private nonisolated(unsafe) static let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
    /// The handlers replaced, by signal number.
    private nonisolated(unsafe) static let previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    private static let signals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Installs the handler for the signals a crash raises.
    static func install() {
        buffer.initialize(to: 0)
        for signal in signals {
            var action = sigaction()
            #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handle
            #else
            action.__sigaction_u.__sa_handler = handle
            #endif
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            previousActions[Int(signal)] = previous
        }
    }

    /// Sets the notice for the script about to run.
    static func prepare(format: String, seed: UInt64, script: Int) {
        let notice =
            "\ntextinput-fuzz: crashed in format \(format), seed \(seed), script \(script); "
            + "to see its steps: swift run -c release textinput-fuzz --format \(format) --seed \(seed) --script \(script)\n"
        notice.withCString { _ = strncpy(buffer, $0, capacity - 1) }
    }

    private static let handle: @convention(c) (Int32) -> Void = { signal in
        _ = write(2, FuzzCrashNotice.buffer, strlen(FuzzCrashNotice.buffer))
        sigaction(signal, FuzzCrashNotice.previousActions + Int(signal), nil)
    }
}
