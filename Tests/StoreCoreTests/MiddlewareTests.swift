import CounterFeature
import StoreCore
import Testing

/// The middleware chain: run in order, shortened by name, and shown the
/// state on both sides of the reducer.
struct MiddlewareTests {
    @Test func middlewareRunsInTheOrderOfTheChain() {
        let log = EventLog<String>()
        let store = Counter.makeStore(middleware: ["c", "a", "b"].map { .logging($0, to: log) })

        store.send(.tick)

        #expect(log.events == ["c: tick", "a: tick", "b: tick"])
        #expect(store.middlewareNames == ["c", "a", "b"])
    }

    @Test func removingLeavesOutTheNamedLinksAndKeepsTheRestInOrder() {
        let log = EventLog<String>()
        let chain: [Middleware<Counter.State, Counter.Action>] =
            ["difficulty", "logic", "quack", "recorder"].map { .logging($0, to: log) }

        let store = Counter.makeStore(middleware: chain.removing(["quack", "difficulty", "absent"]))
        store.send(.tick)

        #expect(store.middlewareNames == ["logic", "recorder"])
        #expect(log.events == ["logic: tick", "recorder: tick"])
    }

    @Test func removingNothingKeepsTheWholeChain() {
        let chain: [Middleware<Counter.State, Counter.Action>] = [
            Middleware("a") { _, _, _ in .none }, Middleware("b") { _, _, _ in .none },
        ]

        #expect(chain.removing([]).map(\.name) == ["a", "b"])
    }

    @Test func middlewareSeesTheStateBeforeAndAfterTheReducer() {
        let seen = EventLog<(before: Int, after: Int)>()
        let store = Counter.makeStore(middleware: [
            Middleware("watch") { _, before, after in
                seen.append((before.count, after.count))
                return .none
            },
        ])

        store.send(.add(5))
        store.send(.increment)

        #expect(seen.events.map(\.before) == [0, 5])
        #expect(seen.events.map(\.after) == [5, 6])
    }

    @Test func aLaterLinkSeesTheSameStatesAsAnEarlierLinkThatSentAnAction() {
        let seen = EventLog<(action: Counter.Action, before: Int, after: Int)>()
        let store = Counter.makeStore(middleware: [
            Middleware("sender") { action, _, _ in action == .increment ? .send(.add(100)) : .none },
            Middleware("watch") { action, before, after in
                seen.append((action, before.count, after.count))
                return .none
            },
        ])

        store.send(.increment)

        #expect(seen.events.map(\.action) == [.increment, .add(100)])
        #expect(seen.events.map(\.before) == [0, 1])
        #expect(seen.events.map(\.after) == [1, 101])
    }
}
