import Foundation
import TextInputTerminal

/// `swift run textinput-demo`: the terminal playground. See Docs/Demo.md.
@main
enum TextInputDemo {
    @MainActor
    static func main() {
        exit(TerminalDemoCommand().run(Array(CommandLine.arguments.dropFirst())))
    }
}
