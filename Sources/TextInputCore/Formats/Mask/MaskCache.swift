import Foundation

/// Compiled masks by format string, so that a mask used by many fields (or recreated with every
/// screen) is compiled once. Safe to use from any thread.
///
/// ```swift
/// let mask = try MaskCache.shared.mask("+1 ([000]) [000]-[0000]")
/// ```
package final class MaskCache: @unchecked Sendable {
    /// The cache the mask formats use.
    ///
    /// ```swift
    /// let phone = try MaskCache.shared.mask("+1 ([000]) [000]-[0000]")
    /// ```
    package static let shared = MaskCache()

    private struct Key: Hashable {
        var format: String
        var customNotations: [MaskNotation]
        var isRightToLeft: Bool
    }

    /// The most masks kept; past it the cache starts over, so that formats built from user data
    /// cannot grow it without bound.
    package var capacity: Int { masks.capacity }
    private let masks: ProcessCache<Key, Mask>

    /// Creates an empty cache that keeps at most `capacity` masks.
    ///
    /// ```swift
    /// let cache = MaskCache(capacity: 16)
    /// ```
    package init(capacity: Int = 512) {
        masks = ProcessCache(capacity: capacity)
    }

    /// The compiled mask for `format`, compiling it on first use.
    ///
    /// ```swift
    /// let rightToLeft = try MaskCache.shared.mask("[000] [000] [000]", isRightToLeft: true)
    /// ```
    ///
    /// - Throws: ``MaskError`` when the format is malformed (malformed formats are not cached).
    package func mask(_ format: String, customNotations: [MaskNotation] = [], isRightToLeft: Bool = false) throws -> Mask {
        let key = Key(format: format, customNotations: customNotations, isRightToLeft: isRightToLeft)
        return try masks.value(for: key) { try Mask(format, customNotations: customNotations, isRightToLeft: isRightToLeft) }
    }

    /// How many compiled masks the cache holds.
    ///
    /// ```swift
    /// MaskCache(capacity: 4).count // 0
    /// ```
    package var count: Int {
        masks.count
    }

    /// Forgets every compiled mask.
    ///
    /// ```swift
    /// MaskCache.shared.removeAll()
    /// ```
    package func removeAll() {
        masks.removeAll()
    }
}
