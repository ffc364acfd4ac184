/// How a format with affine formats picks the mask for each edit: the one with the highest
/// affinity for the text being edited. Ties go to the primary mask, then to the earlier affine
/// one.
///
/// ```swift
/// let phone = try TextInputFormats.mask(
///     "+7 ([000]) [000]-[00]-[00]",
///     affineFormats: ["8 ([000]) [000]-[00]-[00]"],
///     affinityStrategy: .prefix)
/// ```
public enum MaskAffinityStrategy: Hashable, Sendable, CaseIterable {
    /// How many input Characters the mask takes as they are, minus the ones it skips or adds.
    case wholeString
    /// The length of the common beginning of the input and the mask's formatted text.
    case prefix
    /// Prefers the mask whose length fits the input: the input's length minus the length of the
    /// mask's longest text; a mask shorter than the input is never preferred.
    case capacity
    /// Prefers the mask whose value length fits the extracted value: the value's length minus the
    /// length of the mask's longest value; a mask whose value is too short is never preferred.
    case extractedValueCapacity

    /// The affinity of `mask` for `input` under this strategy.
    ///
    /// ```swift
    /// let mask = try Mask("[00]-[000]")
    /// MaskAffinityStrategy.capacity.affinity(of: mask, for: Mask.Input(text: "12-3")) // -2
    /// ```
    package func affinity(of mask: Mask, for input: Mask.Input) -> Int {
        switch self {
        case .wholeString:
            return mask.apply(to: input).affinity
        case .prefix:
            let formatted = mask.apply(to: input).formattedText
            return zip(formatted, input.text).prefix { $0 == $1 }.count
        case .capacity:
            let length = input.text.count
            return length > mask.totalTextLength ? Int.min : length - mask.totalTextLength
        case .extractedValueCapacity:
            let length = mask.apply(to: input).extractedValue.count
            return length > mask.totalValueLength ? Int.min : length - mask.totalValueLength
        }
    }

    /// Which of `masks` (the primary first) this strategy picks for `input`: the highest
    /// affinity wins; ties go to the primary, then to the earlier mask.
    ///
    /// ```swift
    /// let masks = [try Mask("[00]-[00000]"), try Mask("[00]-[0]")]
    /// MaskAffinityStrategy.capacity.pick(from: masks, for: Mask.Input(text: "12")) // 1
    /// ```
    package func pick(from masks: [Mask], for input: Mask.Input) -> Int {
        Self.best(count: masks.count) { affinity(of: masks[$0], for: input) }
    }

    /// The index of the highest affinity, the earliest on ties, asking for each affinity once.
    static func best(count: Int, affinity: (Int) -> Int) -> Int {
        guard count > 1 else { return 0 }
        var bestIndex = 0
        var bestAffinity = affinity(0)
        for index in 1..<count {
            let candidate = affinity(index)
            if candidate > bestAffinity {
                bestIndex = index
                bestAffinity = candidate
            }
        }
        return bestIndex
    }
}
