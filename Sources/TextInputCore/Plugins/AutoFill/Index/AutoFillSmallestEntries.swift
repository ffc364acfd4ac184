/// The smallest entries seen so far, ascending, in a buffer of fixed capacity: what the first
/// entries of a prefix range in the source's order are gathered in.
struct AutoFillSmallestEntries {
    private let buffer: UnsafeMutableBufferPointer<UInt32>
    /// How many entries the buffer holds.
    private(set) var count = 0
    /// The largest entry kept once the buffer is full: an entry not below it is not kept.
    private(set) var largest = UInt32.max

    init(_ buffer: UnsafeMutableBufferPointer<UInt32>) {
        self.buffer = buffer
    }

    /// Keeps `entry` (below ``largest``) in its place, dropping the largest when full.
    @inline(__always)
    mutating func insert(_ entry: UInt32) {
        guard !buffer.isEmpty else { return }
        var index = count < buffer.count ? count : buffer.count - 1
        while index > 0, buffer[index - 1] > entry {
            buffer[index] = buffer[index - 1]
            index -= 1
        }
        buffer[index] = entry
        if count < buffer.count { count += 1 }
        if count == buffer.count { largest = buffer[count - 1] }
    }
}
