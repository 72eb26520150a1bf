import StoreCore
import Testing

/// Effects are plain values the store runs on its scheduler; on a manual
/// clock, time moves only when the test says so.
struct EffectTests {
    private static let timer: EffectID = "timer"

    /// Schedules a tick `delay` after each increment, and cancels it on `.note("stop")`.
    private static func ticker(after delay: Duration) -> Middleware<Counter.State, Counter.Action> {
        Middleware("ticker") { action, _, _ in
            switch action {
            case .increment: .sendAfter(delay, id: timer, .tick)
            case .note("stop"): .cancel(timer)
            default: .none
            }
        }
    }

    @Test func aDelayedEffectSendsItsActionOnlyOnceItsDelayHasPassed() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.ticker(after: .milliseconds(300))],
                                      scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(299))
        #expect(store.state.seen == [.increment])

        scheduler.advance(by: .milliseconds(1))
        #expect(store.state.seen == [.increment, .tick])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func schedulingAgainUnderTheSameIDReplacesThePendingEffect() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.ticker(after: .milliseconds(500))],
                                      scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(200))
        store.send(.increment)
        #expect(scheduler.pendingCount == 1)

        scheduler.advance(by: .milliseconds(300))
        #expect(!store.state.seen.contains(.tick), "the first timer was replaced, not kept")
        scheduler.advance(by: .milliseconds(200))
        #expect(store.state.seen == [.increment, .increment, .tick])
    }

    @Test func cancelDropsThePendingEffect() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.ticker(after: .milliseconds(300))],
                                      scheduler: scheduler)

        store.send(.increment)
        store.send(.note("stop"))
        scheduler.advance(by: .seconds(10))

        #expect(store.state.seen == [.increment, .note("stop")])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func cancellingAnIDNothingWaitsUnderLeavesOtherEffectsAlone() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [
            Middleware("mixed") { action, _, _ in
                action == .increment
                    ? .batch([.sendAfter(.milliseconds(10), id: "kept", .tick), .cancel("unknown")])
                    : .none
            },
        ], scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(10))

        #expect(store.state.seen == [.increment, .tick])
    }

    @Test func aBatchRunsItsEffectsInOrder() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [
            Middleware("batch") { action, _, _ in
                action == .increment
                    ? .batch([.send(.note("1")), .sendAfter(.zero, id: "soon", .note("3")), .send(.note("2"))])
                    : .none
            },
        ], scheduler: scheduler)

        store.send(.increment)
        #expect(store.state.seen == [.increment, .note("1"), .note("2")])

        scheduler.advance()
        #expect(store.state.seen == [.increment, .note("1"), .note("2"), .note("3")])
    }

    @Test func mergeDropsNothingEffectsAndSimplifiesShortLists() {
        let send: Effect<Counter.Action> = .send(.tick)
        let cancel: Effect<Counter.Action> = .cancel("timer")

        #expect(Effect<Counter.Action>.merge([]) == .none)
        #expect(Effect<Counter.Action>.merge([.none, .none]) == .none)
        #expect(Effect.merge([.none, send]) == send)
        #expect(Effect.merge([send, .none, cancel]) == .batch([send, cancel]))
    }

    @Test func aDelayedEffectOutlivingItsStoreDoesNothing() {
        let scheduler = ManualScheduler()
        let log = EventLog<Counter.Action>()
        var store: Store<Counter.State, Counter.Action>? = Store(
            initialState: Counter.State(),
            reducer: Reducer { _, action in log.append(action) },
            middleware: [Self.ticker(after: .milliseconds(300))],
            scheduler: scheduler)

        store?.send(.increment)
        store = nil
        scheduler.advance(by: .seconds(1))

        #expect(log.events == [.increment])
    }
}
