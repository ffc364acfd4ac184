@testable import TextInputTerminal

/// A minimal terminal emulator for end-to-end tests: it understands the escape sequences the
/// playground writes (cursor positioning, erase in line and display; styles and modes are
/// ignored) and keeps a grid of cells.
struct VirtualTerminalScreen {
    private(set) var size: TerminalSize
    /// Each cell holds a Character, or "" where a wide Character to its left continues.
    private var cells: [[String]]
    private var row = 0
    private var column = 0
    /// Bytes not yet interpreted: an unfinished UTF-8 character or escape sequence.
    private var pending: [UInt8] = []

    init(size: TerminalSize) {
        self.size = size
        cells = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
    }

    /// The rows as text, without trailing spaces.
    var lines: [String] {
        cells.map { String($0.joined().reversed().drop { $0 == " " }.reversed()) }
    }

    /// Whether any row contains `text`.
    func contains(_ text: String) -> Bool {
        lines.contains { $0.contains(text) }
    }

    /// Changes the size, keeping what fits, as a terminal window being resized does.
    mutating func resize(to newSize: TerminalSize) {
        cells = (0..<newSize.rows).map { row in
            (0..<newSize.columns).map { column in
                row < size.rows && column < size.columns ? cells[row][column] : " "
            }
        }
        size = newSize
        row = min(row, max(newSize.rows - 1, 0))
        column = min(column, max(newSize.columns - 1, 0))
    }

    /// Interprets bytes the program wrote.
    mutating func feed(_ bytes: some Sequence<UInt8>) {
        pending += bytes
        let incomplete = TerminalKeyDecoder.incompleteUTF8SuffixLength(of: pending)
        let scalars = Array(String(decoding: pending.dropLast(incomplete), as: UTF8.self).unicodeScalars)
        let tail = Array(pending.suffix(incomplete))
        var index = 0
        var text = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\u{1B}" {
                put(String(text))
                text = String.UnicodeScalarView()
                guard let end = escapeSequenceEnd(in: scalars, from: index) else {
                    // Unfinished: keep it for the next bytes.
                    pending = Array(String(String.UnicodeScalarView(scalars[index...])).utf8) + tail
                    return
                }
                perform(Array(scalars[index...end]))
                index = end + 1
            } else if scalar == "\r" {
                put(String(text))
                text = String.UnicodeScalarView()
                column = 0
                index += 1
            } else if scalar == "\n" {
                put(String(text))
                text = String.UnicodeScalarView()
                row = min(row + 1, size.rows - 1)
                index += 1
            } else {
                text.append(scalar)
                index += 1
            }
        }
        put(String(text))
        pending = tail
    }

    /// The index of the last scalar of the escape sequence starting at `start`, or nil when it
    /// is not finished yet.
    private func escapeSequenceEnd(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        guard start + 1 < scalars.count else { return nil }
        guard scalars[start + 1] == "[" else { return start + 1 }
        var index = start + 2
        while index < scalars.count {
            if (0x40...0x7E).contains(scalars[index].value) { return index }
            index += 1
        }
        return nil
    }

    private mutating func perform(_ sequence: [Unicode.Scalar]) {
        guard sequence.count > 2, let final = sequence.last else { return }
        let parameters = String(String.UnicodeScalarView(sequence[2..<(sequence.count - 1)]))
        let numbers = parameters.split(separator: ";").map { Int($0) ?? 1 }
        switch final {
        case "H":
            row = min(max((numbers.first ?? 1) - 1, 0), size.rows - 1)
            column = min(max((numbers.count > 1 ? numbers[1] : 1) - 1, 0), size.columns - 1)
        case "K":
            for erased in column..<size.columns { cells[row][erased] = " " }
        case "J" where parameters == "2":
            cells = Array(repeating: Array(repeating: " ", count: size.columns), count: size.rows)
        default:
            break  // styles, modes
        }
    }

    private mutating func put(_ text: String) {
        for character in text {
            let width = character.terminalColumns
            guard row < size.rows, column + width <= size.columns else { return }
            cells[row][column] = String(character)
            if width == 2 { cells[row][column + 1] = "" }
            column += width
        }
    }
}
