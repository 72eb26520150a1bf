import CounterFeature
import StoreCore
import StoreTesting
import Testing

// The example of docs/store.md, "How to write a new middleware", compiled and
// run here so that the page cannot drift from the code. Keep the two equal.

/// Tells a port when the count reaches a multiple of ten, and sends `.tick`
/// once the count has stood still for a second.
struct MilestoneMiddleware {
    /// The ids of its timers; scheduling one again restarts it.
    enum Timer { case quiet }

    /// The outside world, handed in: a bell, a file, a test's array.
    let announce: @Sendable (Int) -> Void

    /// The link to put in the chain.
    var middleware: Middleware<Counter.State, Counter.Action> {
        Middleware("milestone") { action, before, after in
            guard after.count != before.count else { return .none }
            if after.count % 10 == 0 { announce(after.count) }
            return .sendAfter(.seconds(1), id: Timer.quiet, .tick)
        }
    }
}

/// The example's test, as the page shows it.
struct WritingAMiddlewareTests {
    @Test func aMilestoneIsAnnouncedAndAQuietSecondSendsATick() {
        let announced = EventLog<Int>()
        let store = TestStore(
            initialState: Counter.State(), reducer: Counter.reducer,
            middleware: [MilestoneMiddleware(announce: { announced.append($0) }).middleware])

        store.send(.add(9)) { $0.count = 9; $0.seen = [.add(9)] }
        store.advance(by: .milliseconds(500))
        store.send(.increment) { $0.count = 10; $0.seen.append(.increment) }
        #expect(announced.events == [10])

        store.advance(by: .milliseconds(999))
        #expect(store.unreceivedActions.isEmpty, "the second change restarted the timer")
        store.advance(by: .milliseconds(1))
        store.receive(.tick) { $0.seen.append(.tick) }
        store.finish()
    }
}
