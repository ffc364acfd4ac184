import Testing

@testable import TextInputCore

@Suite("TextInputDelegateTakeover: which delegate a host remembers and gives back")
struct TextInputDelegateTakeoverTests {
    final class Delegate: Sendable {}
    typealias Delegates = TextInputDelegateTakeover.Delegates<Delegate>

    let host = Delegate()
    let app = Delegate()
    let later = Delegate()

    @Test("binding remembers the field's delegate as the app's and puts the host in its place")
    func attachRemembersTheFieldsDelegate() throws {
        var takeover = TextInputDelegateTakeover()
        let boundHandover = takeover.attach(Delegates(app: nil, field: app), host: host)
        let bound = try #require(boundHandover)
        #expect(bound.app === app)
        #expect(bound.field === host)
        #expect(takeover.isAttached)
    }

    @Test("binding a field whose delegate is the host already keeps the app's delegate it remembered")
    func attachOverTheHostKeepsTheRememberedDelegate() throws {
        var takeover = TextInputDelegateTakeover()
        let boundHandover = takeover.attach(Delegates(app: app, field: host), host: host)
        let bound = try #require(boundHandover)
        #expect(bound.app === app)
        #expect(bound.field === host)
    }

    @Test("binding twice changes nothing the second time")
    func attachTwice() {
        var takeover = TextInputDelegateTakeover()
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let handover = takeover.attach(Delegates(app: app, field: host), host: host)
        #expect(handover == nil)
    }

    @Test("unbinding gives the field the app's delegate back and forgets it")
    func detachGivesBack() throws {
        var takeover = TextInputDelegateTakeover()
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let unboundHandover = takeover.detach(Delegates(app: app, field: host), host: host)
        let unbound = try #require(unboundHandover)
        #expect(unbound.field === app)
        #expect(unbound.app == nil)
        #expect(!takeover.isAttached)
    }

    @Test("unbinding keeps a delegate the app set meanwhile on the field")
    func detachKeepsTheAppsNewDelegate() throws {
        var takeover = TextInputDelegateTakeover()
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let unboundHandover = takeover.detach(Delegates(app: app, field: later), host: host)
        let unbound = try #require(unboundHandover)
        #expect(unbound.field === later)
        #expect(unbound.app == nil)
    }

    @Test("unbinding a host that is not attached, or whose field is gone, writes nothing")
    func detachWithNothingToWrite() {
        var takeover = TextInputDelegateTakeover()
        let handover = takeover.detach(Delegates(app: nil, field: app), host: host)
        #expect(handover == nil)
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let goneField = takeover.detach(nil as Delegates?, host: host)
        #expect(goneField == nil)
        #expect(!takeover.isAttached)
    }

    @Test("a delegate the app set after binding becomes the app's and the host takes its place again")
    func adoptingAReplacedDelegate() throws {
        var takeover = TextInputDelegateTakeover()
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let adopted = try #require(takeover.adopting(Delegates(app: app, field: later), host: host))
        #expect(adopted.app === later)
        #expect(adopted.field === host)
    }

    @Test("nothing is adopted while the host is still the delegate, or before binding")
    func nothingToAdopt() {
        var takeover = TextInputDelegateTakeover()
        #expect(takeover.adopting(Delegates(app: nil, field: later), host: host) == nil)
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        #expect(takeover.adopting(Delegates(app: app, field: host), host: host) == nil)
    }

    @Test("the app's delegate freed while bound: the host is set as the field's delegate again, forwarding to no one")
    func appDelegateWentAway() throws {
        var takeover = TextInputDelegateTakeover()
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        let handover = try #require(takeover.appDelegateWentAway(Delegates(app: nil, field: host), host: host))
        #expect(handover.app == nil)
        #expect(handover.field === host)
        #expect(takeover.isAttached)
    }

    @Test("a delegate that went away changes nothing when another one is the app's now, the field has another, or the host is not bound")
    func appDelegateWentAwayUnnoticed() {
        var takeover = TextInputDelegateTakeover()
        #expect(takeover.appDelegateWentAway(Delegates(app: nil, field: host), host: host) == nil)
        _ = takeover.attach(Delegates(app: nil, field: app), host: host)
        #expect(takeover.appDelegateWentAway(Delegates(app: later, field: host), host: host) == nil)
        #expect(takeover.appDelegateWentAway(Delegates(app: nil, field: later), host: host) == nil)
        _ = takeover.detach(Delegates(app: nil, field: host), host: host)
        #expect(takeover.appDelegateWentAway(Delegates(app: nil, field: host), host: host) == nil)
    }
}
