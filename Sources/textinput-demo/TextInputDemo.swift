import Foundation
import TextInputTerminal

/// `swift run textinput-demo`: the terminal playground. See the Demo article.
@main
enum TextInputDemo {
    @MainActor
    static func main() {
        exit(TerminalDemoCommand().run(Array(CommandLine.arguments.dropFirst())))
    }
}
