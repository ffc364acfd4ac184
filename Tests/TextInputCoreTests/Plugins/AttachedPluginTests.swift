import Testing
import TextInputCore

/// How a platform's view finds, attaches once and detaches the plugin of its kind.
@MainActor
@Suite("Attached plugin lookup")
struct AttachedPluginTests {
    final class Toolbar: TextInputPlugin {}
    final class Counter: TextInputPlugin {}

    @Test("a plugin is found by its type, the first of that type, and nil when none is attached")
    func lookup() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        #expect(binding.attachedPlugin(Toolbar.self) == nil)
        let first = Toolbar()
        let counter = Counter()
        binding.attach(counter)
        binding.attach(first)
        binding.attach(Toolbar())
        #expect(binding.attachedPlugin(Toolbar.self) === first)
        #expect(binding.attachedPlugin(Counter.self) === counter)
    }

    @Test("attaching one of a kind makes and attaches a plugin only when none of its type is attached")
    func attachingOnce() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        var made = 0
        func make() -> Toolbar {
            made += 1
            return Toolbar()
        }
        let toolbar = binding.attachedPlugin(orAttaching: make())
        #expect(binding.attachedPlugin(orAttaching: make()) === toolbar)
        #expect(made == 1)
        #expect(binding.plugins.filter { $0 is Toolbar }.count == 1)
    }

    @Test("detaching a type detaches every plugin of it and leaves the others")
    func detachingAType() {
        let binding = TextInputFormats.plain.bind(to: TextInputSimulator())
        let counter = Counter()
        binding.attach(Toolbar())
        binding.attach(counter)
        binding.attach(Toolbar())
        binding.detachPlugins(Toolbar.self)
        #expect(binding.attachedPlugin(Toolbar.self) == nil)
        #expect(binding.plugins.count { $0 is Counter } == 1)
        binding.detachPlugins(Toolbar.self)
        #expect(binding.attachedPlugin(Counter.self) === counter)
    }
}
