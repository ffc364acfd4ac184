import Foundation
import Testing
import TextInputCore

/// Fields of a form found in a view tree: simulators sharing one window's focus, each placed at
/// an index path and a frame.
@MainActor
private struct TreeForm {
    let window = TextInputSimulatorWindow()
    let fields: [TextInputSimulator]
    let bindings: [TextInputBinding<String>]

    init(count: Int) {
        let window = window
        fields = (0..<count).map { _ in TextInputSimulator(window: window) }
        bindings = fields.map { TextInputFormats.plain.bind(to: $0) }
    }

    /// Field `index` placed at `path`, with a frame of its own.
    func placed(_ index: Int, at path: [Int], frame: CGRect = .zero) -> TextInputFormNavigator.PlacedField {
        TextInputFormNavigator.PlacedField(bindings[index], path: path, frame: frame)
    }

    /// The field indices in the navigator's order; nil for a place without a field.
    func order(of navigator: TextInputFormNavigator) -> [Int?] {
        (0..<navigator.count).map { place in bindings.firstIndex { navigator.index(of: $0) == place } }
    }
}

@MainActor
@Suite("Form navigation: fields from a view tree")
struct TextInputFormNavigatorViewTreeTests {
    @Test(
        "by hierarchy: depth first in the order of the paths, a table's rows by index path",
        arguments: [
            ([[0, 1], [0, 0], [1]], [1, 0, 2]),
            ([[2, 5, 0], [2, 10, 0], [2, -1, 0]], [2, 0, 1]),
            ([[1], [0, 4, 4], [0]], [2, 1, 0]),
            ([[0, 0, 1], [0, 0]], [1, 0]),
        ])
    func byHierarchy(paths: [[Int]], expected: [Int]) {
        let form = TreeForm(count: paths.count)
        let navigator = TextInputFormNavigator(paths.indices.map { form.placed($0, at: paths[$0]) }, order: .hierarchy)
        #expect(form.order(of: navigator) == expected)
    }

    @Test("two fields found at one path share its place: the last one found takes it")
    func samePath() {
        let form = TreeForm(count: 2)
        let navigator = TextInputFormNavigator([form.placed(0, at: [3]), form.placed(1, at: [3])], order: .hierarchy)
        #expect(form.order(of: navigator) == [1])
    }

    @Test(
        "by position: reading order from the frames, right to left in a right-to-left layout",
        arguments: [
            (false, [1, 2, 0]),
            (true, [2, 1, 0]),
        ])
    func byPosition(isRightToLeft: Bool, expected: [Int]) {
        let form = TreeForm(count: 3)
        let frames = [
            CGRect(x: 0, y: 100, width: 300, height: 44),
            CGRect(x: 0, y: 0, width: 140, height: 44),
            CGRect(x: 160, y: 4, width: 140, height: 44),
        ]
        let navigator = TextInputFormNavigator(
            frames.indices.map { form.placed($0, at: [$0], frame: frames[$0]) }, order: .position(isRightToLeft: isRightToLeft))
        #expect(form.order(of: navigator) == expected)
    }

    @Test("a field reused for another row takes that row's place; the row it left keeps its place without a field")
    func reusedCell() {
        let form = TreeForm(count: 3)
        let navigator = TextInputFormNavigator((0..<3).map { form.placed($0, at: [0, $0]) }, order: .hierarchy)
        // The table scrolls: row 0's cell goes out of sight and comes back as row 3's.
        navigator.place([form.placed(0, at: [0, 3]), form.placed(1, at: [0, 1]), form.placed(2, at: [0, 2])])
        #expect(navigator.count == 4)
        #expect(form.order(of: navigator) == [nil, 1, 2, 0])
        form.fields[2].beginEditing()
        #expect(navigator.moveToNext(from: form.bindings[2]))
        #expect(form.fields[0].isEditing)
        form.fields[1].beginEditing()
        #expect(!navigator.moveToPrevious(from: form.bindings[1]))
        #expect(form.bindings[1].toolbarItems.first == .previous(isEnabled: false))
    }

    @Test("a place keeps its options when another field comes to it")
    func placeKeepsOptions() {
        let form = TreeForm(count: 2)
        let navigator = TextInputFormNavigator([form.placed(0, at: [0, 0]), form.placed(1, at: [0, 1])], order: .hierarchy)
        navigator[optionsAt: 1] = .options(title: "Row 1")
        navigator.place([form.placed(0, at: [0, 1])])
        #expect(navigator.index(of: form.bindings[0]) == 1)
        #expect(form.bindings[0].toolbarItems.contains(.title("Row 1")))
        #expect(navigator.index(of: form.bindings[1]) == nil)
    }

    @Test("fields found in a view tree follow a navigator's listed fields")
    func listedFirst() {
        let form = TreeForm(count: 3)
        let navigator = TextInputFormNavigator([form.bindings[2]])
        navigator.place([form.placed(1, at: [1]), form.placed(0, at: [0])])
        #expect(form.order(of: navigator) == [2, 0, 1])
    }

    @Test("finding the same fields again changes nothing, and attaches no second plugin")
    func placingAgain() {
        let form = TreeForm(count: 2)
        let found = [form.placed(1, at: [1]), form.placed(0, at: [0])]
        let navigator = TextInputFormNavigator(found, order: .hierarchy)
        let plugins = form.bindings.map(\.plugins.count)
        navigator.place(found)
        #expect(form.order(of: navigator) == [0, 1])
        #expect(form.bindings.map(\.plugins.count) == plugins)
    }
}

/// The steps a view adds to the paths of the fields inside it.
@Suite("Form navigation: path steps in a view tree")
struct TextInputFormNavigatorPathStepsTests {
    @Test(
        "a cell stands at its row's index path, a list's other subviews before the rows, any other view at its index",
        arguments: [
            (3, IndexPath(indexes: [1, 7]), true, [1, 7]),
            (0, IndexPath(indexes: [0, 0]), false, [0, 0]),
            (3, nil, true, [-1, 3]),
            (0, nil, true, [-1, 0]),
            (3, nil, false, [3]),
        ] as [(Int, IndexPath?, Bool, [Int])]
    )
    func steps(index: Int, row: IndexPath?, isSubviewOfList: Bool, expected: [Int]) {
        #expect(TextInputFormNavigator.pathSteps(index: index, row: row, isSubviewOfList: isSubviewOfList) == expected)
    }
}
