import Foundation

/// The table a run prints: edits, scripts, time and throughput per format, as Markdown.
struct FuzzSummary {
    /// Each target's progress, in the run's order.
    let progress: [FuzzRunner.Progress]

    /// The table, with a total row.
    var text: String {
        var lines = ["| format | edits | scripts | seconds | edits/minute |", "|---|---:|---:|---:|---:|"]
        for row in progress {
            lines.append("| \(row.name) | \(row.edits) | \(row.scripts) | \(Self.seconds(row.time)) | \(Self.grouped(row.editsPerMinute)) |")
        }
        let total = progress.reduce(into: FuzzRunner.Progress(name: "total")) { total, row in
            total.edits += row.edits
            total.scripts += row.scripts
            total.time += row.time
        }
        lines.append("| **\(total.name)** | \(total.edits) | \(total.scripts) | \(Self.seconds(total.time)) | \(Self.grouped(total.editsPerMinute)) |")
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ duration: Duration) -> String {
        String(format: "%.2f", duration / .seconds(1))
    }

    /// A whole number with thousands separated by commas, the same in every locale.
    private static func grouped(_ number: Double) -> String {
        let digits = String(Int(number.rounded()))
        var grouped = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { grouped += "," }
            grouped.append(digit)
        }
        return grouped
    }
}
