import Foundation

extension TextInputFormNavigator {
    /// The indices of `frames` in reading order: rows from top to bottom, and within a row
    /// leading to trailing (right to left when `isRightToLeft`). A frame belongs to the row of
    /// the topmost frame not yet placed when its vertical middle lies within that frame's
    /// height. Frames that tie keep their given order.
    ///
    /// ```swift
    /// readingOrder(of: [street, city, zip], isRightToLeft: false)   // city and zip share a row
    /// ```
    static func readingOrder(of frames: [CGRect], isRightToLeft: Bool) -> [Int] {
        var remaining = frames.indices.sorted { (frames[$0].minY, $0) < (frames[$1].minY, $1) }
        var order: [Int] = []
        order.reserveCapacity(frames.count)
        while let top = remaining.first {
            // Compared, not made a ClosedRange: a NaN frame from a host would make the range trap.
            let (rowTop, rowBottom) = (frames[top].minY, frames[top].maxY)
            let inRow = remaining.filter { $0 == top || (rowTop <= frames[$0].midY && frames[$0].midY <= rowBottom) }
            remaining.removeAll { inRow.contains($0) }
            order += inRow.sorted { lhs, rhs in
                let (l, r) = isRightToLeft ? (-frames[lhs].maxX, -frames[rhs].maxX) : (frames[lhs].minX, frames[rhs].minX)
                return (l, lhs) < (r, rhs)
            }
        }
        return order
    }
}
