/// The command line: `textinput-fuzz [--edits N] [--seed S] [--format NAME [--script K]] [--seconds T] [--list]`,
/// parsed by hand (the package has no dependencies).
struct FuzzArguments {
    /// Edits to run in total, shared among the formats.
    var edits = 1_000_000
    /// The seed every script's random numbers follow from.
    var seed: UInt64 = 1
    /// The one format to fuzz, or nil for all.
    var format: String?
    /// The one script of ``format`` to run, printing each step as Swift before it runs: how a
    /// crash, which cannot be shrunk, is reproduced.
    var script: Int?
    /// The time budget: the run stops once it has elapsed.
    var seconds: Double?
    /// Whether to list the formats' names and stop.
    var listsFormats = false

    /// The one-line usage, printed after an error.
    static let usage = "usage: textinput-fuzz [--edits N] [--seed S] [--format NAME [--script K]] [--seconds T] [--list]"

    /// Parses `arguments` (without the program's name).
    ///
    /// - Throws: ``FuzzArgumentError`` naming the first argument that is unknown, lacks its
    ///   value or has an invalid one.
    init(_ arguments: [String]) throws(FuzzArgumentError) {
        var remaining = arguments[...]
        while let option = remaining.popFirst() {
            if option == "--list" {
                listsFormats = true
                continue
            }
            guard ["--edits", "--seed", "--format", "--script", "--seconds"].contains(option) else {
                throw FuzzArgumentError(message: "unknown argument \(option)")
            }
            guard let value = remaining.popFirst() else {
                throw FuzzArgumentError(message: "\(option) needs a value")
            }
            switch option {
            case "--edits":
                guard let edits = Int(value), edits > 0 else { throw FuzzArgumentError(message: "--edits needs a positive integer, not \(value)") }
                self.edits = edits
            case "--seed":
                guard let seed = UInt64(value) else { throw FuzzArgumentError(message: "--seed needs an unsigned 64-bit integer, not \(value)") }
                self.seed = seed
            case "--script":
                guard let script = Int(value), script >= 0 else { throw FuzzArgumentError(message: "--script needs a script number, not \(value)") }
                self.script = script
            case "--seconds":
                guard let seconds = Double(value), seconds > 0, seconds.isFinite else {
                    throw FuzzArgumentError(message: "--seconds needs a positive number, not \(value)")
                }
                self.seconds = seconds
            default:
                format = value
            }
        }
        if script != nil, format == nil {
            throw FuzzArgumentError(message: "--script needs --format")
        }
    }
}

/// An argument the fuzzer cannot use.
struct FuzzArgumentError: Error {
    /// What is wrong, in one line.
    let message: String
}
