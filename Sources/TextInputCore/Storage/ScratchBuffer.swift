/// A buffer of fixed capacity on the stack, lent to a closure: where a keystroke assembles
/// bytes (an edited text, a mask's output) or keeps a matcher's working state without a heap
/// allocation.
///
/// **Why it is safe.**
/// - *The memory outlives the buffer.* A buffer is made only by ``withScratchBuffer(of:capacity:_:)``,
///   ``withScratchBuffers(of:capacities:_:_:)``, ``withScratchBuffer(repeating:count:_:)`` and
///   ``Swift/String/init(utf8Capacity:writing:)``, whose memory lives until their closure returns;
///   the buffer (or a struct holding one) is used only inside that closure, never stored in
///   anything that outlives it or returned from it.
///   Copies of a buffer share its memory, and all of them live in the same closure.
/// - *Every access is in bounds.* Reads are checked against ``count``, writes and appends against
///   ``capacity``, in release builds too: overflowing the buffer stops the program instead of
///   writing past it.
/// - *Nothing unwritten is read.* The elements below ``count`` have been written: appended by
///   this buffer or by the one it was copied from (whose count it started with), or filled when
///   the buffer was made full; removing an element moves written ones down and lowers the
///   count. Nothing writes memory uninitialized again, so whatever a copy writes later, every
///   read sees initialized memory.
struct ScratchBuffer<Element: FixedWidthInteger & BitwiseCopyable> {
    private let storage: UnsafeMutableBufferPointer<Element>
    /// How many elements are in use: those appended, or all of a buffer made full.
    private(set) var count: Int

    /// A buffer over `storage`, whose first `count` elements are initialized and in use.
    fileprivate init(_ storage: UnsafeMutableBufferPointer<Element>, count: Int) {
        self.storage = storage
        self.count = count
    }

    /// How many elements the buffer can hold.
    var capacity: Int { storage.count }

    /// The element at `index`, below ``count``.
    subscript(index: Int) -> Element {
        get {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ScratchBuffer index out of range")
            return storage[index]
        }
        nonmutating set {
            precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ScratchBuffer index out of range")
            storage[index] = newValue
        }
    }

    /// Adds `element` after the elements in use; the buffer must have room for it.
    mutating func append(_ element: Element) {
        precondition(count < storage.count, "ScratchBuffer is full")
        storage[count] = element
        count += 1
    }

    /// Adds `elements` after the elements in use; the buffer must have room for them.
    mutating func append(contentsOf elements: BorrowedBuffer<Element>) {
        precondition(elements.count <= storage.count - count, "ScratchBuffer is full")
        if let base = storage.baseAddress {
            elements.copy(to: base + count)
        }
        count += elements.count
    }

    /// Removes the element at `index`, below ``count``, moving the elements after it down.
    mutating func remove(at index: Int) {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "ScratchBuffer index out of range")
        var position = index
        while position + 1 < count {
            storage[position] = storage[position + 1]
            position += 1
        }
        count -= 1
    }

    /// The elements in use, to read.
    var elements: BorrowedBuffer<Element> {
        BorrowedBuffer(borrowing: UnsafeBufferPointer(rebasing: storage[..<count]))
    }
}

/// Calls `body` with an empty buffer with room for `capacity` elements, on the stack when small.
func withScratchBuffer<Element, Result>(
    of type: Element.Type, capacity: Int, _ body: (inout ScratchBuffer<Element>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(capacity, 0)) { storage in
        var buffer = ScratchBuffer(storage, count: 0)
        return body(&buffer)
    }
}

/// Calls `body` with two empty buffers with room for `first` and `second` elements, made from one
/// allocation: their memory does not overlap.
func withScratchBuffers<Element, Result>(
    of type: Element.Type, capacities first: Int, _ second: Int, _ body: (inout ScratchBuffer<Element>, inout ScratchBuffer<Element>) -> Result
) -> Result {
    let (first, second) = (Swift.max(first, 0), Swift.max(second, 0))
    return withUnsafeTemporaryAllocation(of: Element.self, capacity: first + second) { storage in
        var firstBuffer = ScratchBuffer(UnsafeMutableBufferPointer(rebasing: storage[..<first]), count: 0)
        var secondBuffer = ScratchBuffer(UnsafeMutableBufferPointer(rebasing: storage[first...]), count: 0)
        return body(&firstBuffer, &secondBuffer)
    }
}

/// Calls `body` with a buffer of `count` elements, each `value`, all in use.
func withScratchBuffer<Element, Result>(
    repeating value: Element, count: Int, _ body: (inout ScratchBuffer<Element>) -> Result
) -> Result {
    withUnsafeTemporaryAllocation(of: Element.self, capacity: Swift.max(count, 0)) { storage in
        storage.initialize(repeating: value)
        var buffer = ScratchBuffer(storage, count: storage.count)
        return body(&buffer)
    }
}

extension String {
    /// The text whose UTF-8 bytes `body` appends to a buffer of `capacity` bytes, written in the
    /// string's own storage: no intermediate copy. Bytes that are not valid UTF-8 are repaired,
    /// as `String(decoding:as:)` does.
    init(utf8Capacity capacity: Int, writing body: (inout ScratchBuffer<UInt8>) -> Void) {
        self.init(unsafeUninitializedCapacity: Swift.max(capacity, 0)) { storage in
            var buffer = ScratchBuffer(storage, count: 0)
            body(&buffer)
            return buffer.count
        }
    }
}
