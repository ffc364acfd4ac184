import Testing

@testable import TextInputCore

@MainActor
@Suite("TextInputDelegateTakingHost: taking a view's delegate over and giving it back")
struct TextInputDelegateTakingHostTests {
    class Delegate {}

    /// A host of a view that is nothing but its delegate, recording what it does.
    final class Host: Delegate, TextInputDelegateTakingHost {
        var takeover = TextInputDelegateTakeover()
        var app: Delegate?
        var viewDelegate: Delegate?
        var viewIsGone = false
        var steps: [String] = []

        var currentDelegates: TextInputDelegateTakeover.Delegates<Delegate>? {
            viewIsGone ? nil : .init(app: app, field: viewDelegate)
        }
        var asViewDelegate: Delegate { self }

        func hand(_ delegates: TextInputDelegateTakeover.Delegates<Delegate>) {
            app = delegates.app
            viewDelegate = delegates.field
            steps.append("hand")
        }
        func didTakeOver() { steps.append("took over") }
        func didHandBack() { steps.append("handed back") }
    }

    let appDelegate = Delegate()

    @Test("taking over hands the view's delegate to the host, then takes the view's events; once")
    func takeOver() {
        let host = Host()
        host.viewDelegate = appDelegate
        host.takeOver()
        host.takeOver()
        #expect(host.app === appDelegate)
        #expect(host.viewDelegate === host)
        #expect(host.steps == ["hand", "took over"])
    }

    @Test("handing back gives the view the app's delegate, then the view's events; once")
    func handBack() {
        let host = Host()
        host.viewDelegate = appDelegate
        host.takeOver()
        host.handBack()
        host.handBack()
        #expect(host.viewDelegate === appDelegate)
        #expect(host.app == nil)
        #expect(host.steps == ["hand", "took over", "hand", "handed back"])
    }

    @Test("a view gone: nothing is taken over; handing back still gives back the view's events")
    func viewGone() {
        let host = Host()
        host.viewIsGone = true
        host.takeOver()
        #expect(host.steps.isEmpty)
        host.viewIsGone = false
        host.takeOver()
        host.viewIsGone = true
        host.handBack()
        #expect(host.steps == ["hand", "took over", "handed back"])
    }

    @Test("a delegate the app set after binding becomes the app's, and the host takes its place again")
    func adoptReplacedDelegate() {
        let host = Host()
        host.takeOver()
        #expect(!host.adoptReplacedDelegate())
        host.viewDelegate = appDelegate
        #expect(host.adoptReplacedDelegate())
        #expect(host.app === appDelegate)
        #expect(host.viewDelegate === host)
    }

    @Test("the app's delegate freed: the view is given the host again, and only then")
    func appDelegateWentAway() {
        let host = Host()
        host.viewDelegate = appDelegate
        host.takeOver()
        host.appDelegateWentAway()
        #expect(host.steps == ["hand", "took over"])
        host.app = nil
        host.appDelegateWentAway()
        #expect(host.steps == ["hand", "took over", "hand"])
        #expect(host.viewDelegate === host)
    }
}
