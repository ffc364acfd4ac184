/// A source that can narrow its answer to a shorter query instead of starting over, as the user
/// types one more character: ``InMemoryAutoFillSource``. ``TextInputAutoFill`` asks it this way
/// (through ``AutoFillSource/answer(for:limit:narrowing:)``); other sources are asked afresh.
package protocol AutoFillNarrowingSource: AutoFillSource {
    /// The same as ``AutoFillSource/matches(for:limit:)``, narrowing `previous` (the answer to a
    /// shorter query this one extends) when it can. Pass nil, or any earlier answer: the source
    /// checks that it can narrow it and starts over when it cannot.
    func matches(for query: String, limit: Int, narrowing previous: AutoFillMatches?) -> AutoFillMatches
}
