/// How a match completes what the user typed.
enum InlineCompletionMatch {
    /// The part of `candidate` after the Characters that spell `typed`, compared as the
    /// autofill matcher compares (case and diacritics aside): "ris" for "Paris" after "pa",
    /// "o Paulo" for "São Paulo" after "Sa". Nil when `candidate` does not start with `typed`.
    static func remainder(of candidate: String, after typed: String) -> Substring? {
        if candidate.utf8.starts(with: typed.utf8) {
            let start = candidate.utf8.index(candidate.startIndex, offsetBy: typed.utf8.count)
            if candidate.characterBoundary(atOrAfter: start) == start {
                return candidate[start...]
            }
        }
        guard let spelled = candidate.autoFillMatchedRange(of: typed), spelled.lowerBound == candidate.startIndex else {
            return nil
        }
        return candidate[spelled.upperBound...]
    }
}
