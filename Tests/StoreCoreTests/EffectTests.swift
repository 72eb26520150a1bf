import CounterFeature
import StoreCore
import Testing

/// Effects are plain values the store runs on its scheduler; on a manual
/// clock, time moves only when the test says so.
struct EffectTests {
    /// The ids this test's ticker owns.
    private enum Timer { case tick }

    /// Schedules a tick `delay` after each increment, and cancels it on `.note("stop")`.
    private static func ticker(after delay: Duration) -> Middleware<Counter.State, Counter.Action> {
        Middleware("ticker") { action, _, _ in
            switch action {
            case .increment: .sendAfter(delay, id: Timer.tick, .tick)
            case .note("stop"): .cancel(Timer.tick)
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
                    ? .merge([.sendAfter(.milliseconds(10), id: "kept", .tick), .cancel("unknown")])
                    : .none
            },
        ], scheduler: scheduler)

        store.send(.increment)
        scheduler.advance(by: .milliseconds(10))

        #expect(store.state.seen == [.increment, .tick])
    }

    @Test func aMergeRunsItsEffectsInOrder() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [
            Middleware("merge") { action, _, _ in
                action == .increment
                    ? .merge([.send(.note("1")), .sendAfter(.zero, id: "soon", .note("3")), .send(.note("2"))])
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
        let cancel: Effect<Counter.Action> = .cancel(Timer.tick)

        #expect(Effect<Counter.Action>.merge([]) == .none)
        #expect(Effect<Counter.Action>.merge([.none, .none]) == .none)
        #expect(Effect.merge([.none, send]) == send)
        #expect(Effect.merge([send, .none, cancel]) == .merge([send, cancel]))
        #expect(Effect.merge([send, cancel]) != .merge([cancel, send]), "order is part of a merge")
    }

    @Test func mergesInsideAMergeAreFlattened() {
        let a: Effect<Counter.Action> = .send(.note("a")), b: Effect<Counter.Action> = .send(.note("b"))

        #expect(Effect.merge([.merge([a, b]), .none, .merge([b])]) == .merge([a, b, b]))
    }

    /// Two features that each call their timer `tick`.
    private enum Clock { case tick }
    private enum Metronome { case tick }

    @Test func idsOfDifferentTypesNeverMatchEvenWithEqualValues() {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [
            Middleware("two features") { action, _, _ in
                switch action {
                case .increment:
                    .merge([.sendAfter(.seconds(1), id: Clock.tick, .note("clock")),
                            .sendAfter(.seconds(1), id: Metronome.tick, .note("metronome")),
                            .sendAfter(.seconds(1), id: 1 as Int, .note("Int 1")),
                            .sendAfter(.seconds(1), id: 1 as UInt8, .note("UInt8 1"))])
                case .tick:
                    .merge([.cancel(Clock.tick), .cancel(1 as Int)])
                default:
                    .none
                }
            },
        ], scheduler: scheduler)

        store.send(.increment)
        #expect(scheduler.pendingCount == 4, "no id replaced another")
        store.send(.tick)
        scheduler.advance(by: .seconds(1))

        #expect(store.state.seen == [.increment, .tick, .note("metronome"), .note("UInt8 1")])
    }

    @Test func effectsCompareByTheirIdsTypeAndValue() {
        let clock: Effect<Counter.Action> = .cancel(Clock.tick)

        #expect(clock == .cancel(Clock.tick))
        #expect(clock != .cancel(Metronome.tick))
        #expect(Effect<Counter.Action>.cancel(1 as Int) != .cancel(1 as UInt8))
        #expect(clock.description == "cancel(Clock.tick)")
    }

    @Test func aDelayedEffectOutlivingItsStoreDoesNothing() {
        let scheduler = ManualScheduler()
        let log = EventLog<Counter.Action>()
        var store: Store<Counter.State, Counter.Action>? = Store(
            initialState: Counter.State(),
            reducer: Counter.reducer,
            middleware: [Middleware("log") { action, _, _ in log.append(action); return .none },
                         Self.ticker(after: .milliseconds(300))],
            scheduler: scheduler)

        store?.send(.increment)
        store = nil
        scheduler.advance(by: .seconds(1))

        #expect(log.events == [.increment])
    }
}
