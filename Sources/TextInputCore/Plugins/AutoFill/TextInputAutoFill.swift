/// Autofill suggestions for one field: the matches of a source for what the user typed, a
/// selection among them, and accepting one through the field's format.
///
/// Attach one to each field that offers suggestions (or bring one along with the format:
/// `format.withPlugin { TextInputAutoFill(source: cities) }`). It watches its binding: every
/// change of the text asks the source again, narrowing the last answer as the user types on.
/// Views show ``matches`` while ``isShowingMatches``; the toolbar gains
/// ``TextInputToolbarItem/autoFill`` while there are matches, which shows or hides them. A list
/// shown beside the field opens as the user types; one shown in the keyboard's place (UIKit's
/// suggestions view) opens only when asked, since it hides the keys, and typing updates it while
/// it is open (``Options/showsMatchesWhileTyping`` decides otherwise).
///
/// ```swift
/// let suggestions = TextInputAutoFill(source: InMemoryAutoFillSource(["Paris", "Parma", "Prague"]))
/// binding.attach(suggestions)
/// field.insert("Par")
/// suggestions.matches            // ["Paris", "Parma"]
/// suggestions.selectNext()       // "Paris" selected
/// field.pressReturn()            // accepts it: the field shows "Paris"
/// ```
@MainActor
public final class TextInputAutoFill: TextInputPlugin {
    /// Where suggestions come from; shared freely between fields.
    public let source: any AutoFillSource

    /// How the plugin asks and shows.
    public var options: Options

    /// The matches for the field's text, best first; empty while the text is shorter than the
    /// minimum query length, or the field is not being edited.
    public private(set) var matches: [String] = []

    /// The index of the selected match, if any.
    public private(set) var selectedIndex: Int?

    /// Whether the views should show the matches now: the user asked for them (the AutoFill
    /// toolbar item, ``showMatches()``, ``selectNext()``, or typing where the list opens as the
    /// user types) and there are some.
    public var isShowingMatches: Bool {
        isPresented && !matches.isEmpty
    }

    /// Called whenever ``matches``, ``selectedIndex`` or ``isShowingMatches`` may have changed.
    public var onChange: (@MainActor () -> Void)?

    /// How the plugin asks and shows.
    public struct Options: Hashable, Sendable {
        /// The most matches asked for.
        public var limit: Int
        /// The fewest Characters the text needs before the source is asked; 0 asks for the
        /// first entries of the source while the field is empty.
        public var minimumQueryLength: Int
        /// Whether typing opens the list by itself, even after the user closed it; otherwise it
        /// opens only when asked. Nil leaves it to where the list shows: as the user types beside
        /// the field, only when asked in the keyboard's place.
        public var showsMatchesWhileTyping: Bool?

        /// Options; every parameter has the default most fields want.
        public static func options(limit: Int = 20, minimumQueryLength: Int = 1, showsMatchesWhileTyping: Bool? = nil) -> Options {
            Options(limit: max(limit, 0), minimumQueryLength: max(minimumQueryLength, 0), showsMatchesWhileTyping: showsMatchesWhileTyping)
        }
    }

    private weak var binding: (any TextInputBindingType)?
    /// The source's last answer, which the next, longer query narrows.
    private var lastAnswer: AutoFillMatches?
    private var isPresented = false
    /// Whether a view shows the matches in the keyboard's place, hiding the keys: UIKit's
    /// suggestions view says so when it attaches (``showInKeyboardsPlace(_:)``).
    package var showsInKeyboardsPlace = false
    /// The app's `onChange`, while a view in the keyboard's place runs its own after it.
    private var appOnChange: (@MainActor () -> Void)?
    /// While a match is being accepted, the text change it makes asks the source but does not
    /// show the matches again.
    private var isAccepting = false

    /// A plugin offering the matches of `source`.
    public init(source: some AutoFillSource, options: Options = .options()) {
        self.source = source
        self.options = options
    }

    // MARK: - In the keyboard's place

    /// Shows the matches in the keyboard's place, where they open only when asked, and calls
    /// `viewDidChange` on every change, after the `onChange` the app set before, which keeps
    /// running: how UIKit's suggestions view follows the plugin.
    ///
    /// ```swift
    /// autoFill.showInKeyboardsPlace { suggestionsView.reload() }
    /// autoFill.stopShowingInKeyboardsPlace()   // the app's onChange alone again
    /// ```
    package func showInKeyboardsPlace(_ viewDidChange: @escaping @MainActor () -> Void) {
        let app = onChange
        appOnChange = app
        onChange = {
            app?()
            viewDidChange()
        }
        showsInKeyboardsPlace = true
    }

    /// Gives the app its `onChange` back, and the matches to views beside the field, where they
    /// open as the user types.
    package func stopShowingInKeyboardsPlace() {
        onChange = appOnChange
        appOnChange = nil
        showsInKeyboardsPlace = false
    }

    // MARK: - Choosing

    /// Selects the next match (the first when none is selected), and shows the matches.
    public func selectNext() {
        guard !matches.isEmpty else { return }
        isPresented = true
        selectedIndex = selectedIndex.map { min($0 + 1, matches.count - 1) } ?? 0
        onChange?()
    }

    /// Selects the previous match; from the first, the selection goes.
    public func selectPrevious() {
        guard let index = selectedIndex else { return }
        selectedIndex = index > 0 ? index - 1 : nil
        onChange?()
    }

    /// Puts `match` in the field through its format, as if pasted over the whole text: it is
    /// formatted like typed text, and the value follows. The matches hide.
    public func accept(_ match: String) {
        guard let binding else { return }
        isAccepting = true
        defer { isAccepting = false }
        let text = binding.text
        binding.replaceCharacters(in: text.startIndex..<text.endIndex, with: match, kind: .paste)
        isPresented = false
        selectedIndex = nil
        onChange?()
    }

    /// Accepts the selected match; answers whether there was one.
    @discardableResult
    public func acceptSelection() -> Bool {
        guard isShowingMatches, let index = selectedIndex, matches.indices.contains(index) else { return false }
        accept(matches[index])
        return true
    }

    /// Removes `match` from the source, for good, and asks again. Answers whether it went: a
    /// source whose `canRemove` is false keeps its suggestions.
    @discardableResult
    public func remove(_ match: String) -> Bool {
        guard source.canRemove else { return false }
        source.remove(match)
        lastAnswer = nil
        refresh(query: binding?.enteredText ?? "")
        return true
    }

    /// Shows the matches, when there are some, until the user closes them, accepts one or
    /// leaves the field.
    public func showMatches() {
        guard !isPresented else { return }
        isPresented = true
        onChange?()
    }

    /// Hides the matches until the user asks for them again, or types where the list opens as
    /// the user types.
    public func hideMatches() {
        guard isPresented else { return }
        isPresented = false
        selectedIndex = nil
        onChange?()
    }

    // MARK: - TextInputPlugin

    public func didAttach(to binding: any TextInputBindingType) {
        self.binding = binding
    }

    public func willDetach(from binding: any TextInputBindingType) {
        guard binding === self.binding else { return }
        self.binding = nil
        clear()
    }

    public func binding(_ binding: any TextInputBindingType, didReport event: TextInputEvent<Any>) {
        guard binding === self.binding else { return }
        switch event {
        case .editingDidBegin:
            refresh(query: binding.enteredText)
        case let .editingChanged(state, changes) where changes.contains(.text):
            if !isAccepting, options.showsMatchesWhileTyping ?? !showsInKeyboardsPlace {
                isPresented = true
            }
            refresh(query: state.text)
        case .editingDidEnd:
            clear()
        default:
            break
        }
    }

    public func handleReturn(for binding: any TextInputBindingType) -> Bool {
        acceptSelection()
    }

    /// True: Return accepts a selected suggestion before a form navigator moves on.
    public var completesInputOnReturn: Bool { true }

    /// ``TextInputToolbarItem/autoFill`` while there are matches.
    public func addToolbarItems(to layout: inout TextInputToolbarLayout, for binding: any TextInputBindingType) {
        if !matches.isEmpty {
            layout.items.append(.autoFill)
        }
    }

    public func handleToolbarItem(_ item: TextInputToolbarItem, for binding: any TextInputBindingType) -> Bool {
        guard item.id == .autoFill else { return false }
        isPresented.toggle()
        if !isPresented {
            selectedIndex = nil
        }
        onChange?()
        return true
    }

    // MARK: - Asking the source

    private func refresh(query: String) {
        if query.count < options.minimumQueryLength {
            lastAnswer = nil
            matches = []
        } else {
            let answer = source.answer(for: query, limit: options.limit, narrowing: lastAnswer)
            lastAnswer = answer
            matches = answer.strings
        }
        selectedIndex = nil
        onChange?()
    }

    private func clear() {
        lastAnswer = nil
        matches = []
        selectedIndex = nil
        isPresented = false
        onChange?()
    }
}
