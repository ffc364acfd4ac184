import Foundation

@testable import TextInputTerminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `textinput-demo` executable running on a pseudo-terminal: what a user at a terminal
/// sees, for end-to-end tests.
final class PseudoTerminalProcess {
    enum Failure: Error, CustomStringConvertible {
        case executableNotFound([String])
        case openptyFailed(Int32)

        var description: String {
            switch self {
            case let .executableNotFound(places): "textinput-demo is not built (looked in \(places)); run `swift build` first"
            case let .openptyFailed(code): "openpty failed with errno \(code)"
            }
        }
    }

    let process = Process()
    private let controller: Int32
    private let device: Int32
    /// What the program's output shows.
    private(set) var screen: VirtualTerminalScreen
    /// Every byte the program wrote.
    private(set) var output: [UInt8] = []

    /// Starts `textinput-demo` with `arguments` on a new pseudo-terminal of `size`.
    init(arguments: [String] = [], size: TerminalSize) throws {
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        var controller: Int32 = -1
        var device: Int32 = -1
        guard openpty(&controller, &device, nil, nil, &window) == 0 else { throw Failure.openptyFailed(errno) }
        _ = fcntl(controller, F_SETFD, FD_CLOEXEC)
        self.controller = controller
        self.device = device
        screen = VirtualTerminalScreen(size: size)

        process.executableURL = try Self.executableURL()
        process.arguments = arguments
        let handle = FileHandle(fileDescriptor: device, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        close(controller)
        close(device)
    }

    /// The terminal settings as the program left them (or set them, while it runs).
    var settings: termios {
        var settings = termios()
        tcgetattr(device, &settings)
        return settings
    }

    /// Types `text` as the terminal would send it.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Resizes the terminal and tells the program, as a terminal window does.
    func resize(to size: TerminalSize) {
        var window = winsize(ws_row: UInt16(size.rows), ws_col: UInt16(size.columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
        screen.resize(to: size)
        // The program does not own the terminal as a session leader would, so no SIGWINCH
        // comes from the kernel: send it.
        kill(process.processIdentifier, SIGWINCH)
    }

    /// Reads the program's output until `condition` holds for the screen, or `timeout` passes.
    /// Answers whether it held.
    func waitForScreen(timeout: Duration = .seconds(15), until condition: (VirtualTerminalScreen) -> Bool) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(screen) {
            guard ContinuousClock.now < deadline else { return false }
            readAvailableOutput()
        }
        return true
    }

    /// Reads the program's output until it exits, or `timeout` passes. Answers whether it exited.
    func waitForExit(timeout: Duration = .seconds(15)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return false }
            readAvailableOutput()
        }
        readAvailableOutput()
        return true
    }

    /// Waits up to 50 ms for output and feeds what came to the screen.
    private func readAvailableOutput() {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 50) > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(controller, &buffer, buffer.count)
        guard count > 0 else { return }
        output += buffer[..<count]
        screen.feed(buffer[..<count])
    }

    /// The built executable, next to the test bundle.
    static func executableURL() throws -> URL {
        let places = ([URL(fileURLWithPath: CommandLine.arguments[0])] + Bundle.allBundles.map(\.bundleURL))
            .map { $0.deletingLastPathComponent() }
        for place in places {
            let candidate = place.appendingPathComponent("textinput-demo")
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate
            }
        }
        throw Failure.executableNotFound(places.map(\.path))
    }
}
