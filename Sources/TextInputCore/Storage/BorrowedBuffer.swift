import Foundation

/// A read-only view of elements another value stores contiguously (a `String`'s UTF-8 bytes, an
/// array's elements, what a ``ScratchBuffer`` has written), lent to a closure: how Core reads
/// bytes in bulk without building `Character`s or copying arrays.
///
/// This file and `ScratchBuffer.swift` are the only Core files that hold pointers; everything
/// else reads memory through these two types.
///
/// **Why it is safe.**
/// - *The memory outlives the view.* A view is made only by the `withBorrowed…` functions here
///   and by ``ScratchBuffer/elements``, each of which keeps the owner of the memory alive and
///   unchanged while its closure runs, and the view (or a struct holding one) is used only
///   inside that closure: kept in locals and parameters, never stored in anything that outlives
///   the call, never returned from it.
/// - *Every read is in bounds.* Indices are checked against ``count`` in release builds too
///   (`UnsafeBufferPointer` checks them in debug builds only), and so are the ranges of
///   ``extracting(_:)``: a wrong index stops the program instead of reading memory the view
///   does not own.
/// - *Every element is initialized.* String and array storage is; a scratch buffer lends only
///   the elements below its count, which are written.
struct BorrowedBuffer<Element: BitwiseCopyable>: RandomAccessCollection {
    private let elements: UnsafeBufferPointer<Element>

    /// A view of `elements`, which the caller keeps alive and unchanged while the view is used.
    init(borrowing elements: UnsafeBufferPointer<Element>) {
        self.elements = elements
    }

    /// A view of no elements.
    init() {
        elements = UnsafeBufferPointer(start: nil, count: 0)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    var count: Int { elements.count }

    subscript(position: Int) -> Element {
        precondition(UInt(bitPattern: position) < UInt(bitPattern: elements.count), "BorrowedBuffer index out of range")
        return elements[position]
    }

    /// Reads the elements in order: a loop over a view checks no index, since the iterator
    /// stops at the end by itself.
    func makeIterator() -> UnsafeBufferPointer<Element>.Iterator {
        elements.makeIterator()
    }

    /// The elements of `range`, as a view of their own whose indices start at 0.
    func extracting(_ range: Range<Int>) -> BorrowedBuffer {
        precondition(range.lowerBound >= 0 && range.upperBound <= elements.count, "BorrowedBuffer range out of bounds")
        return BorrowedBuffer(borrowing: UnsafeBufferPointer(rebasing: elements[range]))
    }

    /// The elements from `range`'s lower bound on, as a view of their own.
    func extracting(_ range: PartialRangeFrom<Int>) -> BorrowedBuffer {
        extracting(range.lowerBound..<count)
    }

    /// The elements up to `range`'s upper bound, as a view of their own.
    func extracting(_ range: PartialRangeUpTo<Int>) -> BorrowedBuffer {
        extracting(0..<range.upperBound)
    }

    /// Lets `String(decoding:as:)`, `Array.init` and other bulk readers copy the elements at once.
    func withContiguousStorageIfAvailable<Result>(_ body: (UnsafeBufferPointer<Element>) throws -> Result) rethrows -> Result? {
        try body(elements)
    }

    /// Copies the elements to `destination`, which has room for them: how a ``ScratchBuffer``
    /// appends a view.
    func copy(to destination: UnsafeMutablePointer<Element>) {
        guard let source = elements.baseAddress, !elements.isEmpty else { return }
        destination.update(from: source, count: elements.count)
    }
}

extension BorrowedBuffer where Element: FixedWidthInteger {
    /// Whether both views hold the same elements. A few elements (an autofill query, a Character)
    /// are compared in a loop, which beats a call to `memcmp` there.
    func elementsEqual(_ other: BorrowedBuffer) -> Bool {
        guard count == other.count else { return false }
        guard count > 8 else {
            for index in 0..<count where elements[index] != other.elements[index] {
                return false
            }
            return true
        }
        guard let base = elements.baseAddress, let otherBase = other.elements.baseAddress else { return true }
        return memcmp(base, otherBase, count * MemoryLayout<Element>.stride) == 0
    }

    /// Whether this view starts with the elements of `prefix`.
    func starts(with prefix: BorrowedBuffer) -> Bool {
        prefix.count <= count && extracting(0..<prefix.count).elementsEqual(prefix)
    }
}

extension BorrowedBuffer<UInt8> {
    /// The bytes compared with `other` in byte order: negative when they sort before it, 0 when
    /// they are the same, positive when they sort after it. A view that is a prefix of the other
    /// sorts before it.
    func compare(with other: BorrowedBuffer) -> Int {
        let common = Swift.min(count, other.count)
        if common > 0, let base = elements.baseAddress, let otherBase = other.elements.baseAddress {
            let order = memcmp(base, otherBase, common)
            if order != 0 { return Int(order) }
        }
        return count - other.count
    }

    /// The index of the first `byte` at or after `start`, or nil. Uses `memchr`, which reads
    /// many bytes at a time: the phone metadata searches 190 KB for its lines this way.
    func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        precondition(start >= 0 && start <= count, "BorrowedBuffer index out of range")
        guard let base = elements.baseAddress, start < count,
            let found = memchr(base + start, Int32(byte), count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }
}

extension String {
    /// Calls `body` with the text's UTF-8 bytes. A native string lends its own storage; another
    /// (a bridged `NSString`) is copied to a native one first.
    func withBorrowedUTF8<Result>(_ body: (BorrowedBuffer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8 { body(BorrowedBuffer(borrowing: $0)) }
    }
}

extension Substring {
    /// Calls `body` with the text's UTF-8 bytes (see ``Swift/String/withBorrowedUTF8(_:)``).
    func withBorrowedUTF8<Result>(_ body: (BorrowedBuffer<UInt8>) -> Result) -> Result {
        var text = self
        return text.withUTF8 { body(BorrowedBuffer(borrowing: $0)) }
    }
}

extension Collection where Element: BitwiseCopyable {
    /// Calls `body` with the collection's elements: those of an array, a `String`'s UTF-8 view
    /// or another view in place, those of any other collection copied to an array first.
    func withBorrowedElements<Result>(_ body: (BorrowedBuffer<Element>) -> Result) -> Result {
        if let result = withContiguousStorageIfAvailable({ body(BorrowedBuffer(borrowing: $0)) }) {
            return result
        }
        return Array(self).withUnsafeBufferPointer { body(BorrowedBuffer(borrowing: $0)) }
    }
}
