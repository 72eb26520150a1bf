import CounterFeature
import StoreCore
import Testing

/// The store handles one action at a time: reducer, middleware in order,
/// observers; anything sent meanwhile waits its turn.
struct StoreQueueingTests {
    @Test func sendRunsTheReducerThenEachMiddlewareThenTheObservers() {
        let log = EventLog<String>()
        let store = Counter.makeStore(middleware: [
            .logging("first", to: log),
            .logging("second", to: log),
        ])
        let subscription = store.observe { _, new in log.append("observer: \(new.count)") }

        withExtendedLifetime(subscription) { store.send(.increment) }

        #expect(log.events == [
            "first: increment",
            "second: increment",
            "observer: 1",
        ])
    }

    @Test func actionsSentByMiddlewareAreQueuedNotNested() {
        let log = EventLog<String>()
        let store = Counter.makeStore(middleware: [
            .logging("sender", to: log) { $0 == .increment ? .send(.note("follow-up")) : .none },
            .logging("after", to: log),
        ])
        let subscription = store.observe { _, new in log.append("observer: \(new.count)") }

        withExtendedLifetime(subscription) { store.send(.increment) }

        // Nested handling would put the follow-up before "after: increment".
        #expect(log.events == [
            "sender: increment",
            "after: increment",
            "observer: 1",
            "sender: note(\"follow-up\")",
            "after: note(\"follow-up\")",
            "observer: 1",
        ])
        #expect(store.state.seen == [.increment, .note("follow-up")])
    }

    @Test func actionsSentByAnObserverAreQueuedAndHandledInOrder() {
        let store = Counter.makeStore()
        let log = EventLog<String>()
        let sender = store.observe { [unowned store] _, new in
            if new.seen.last == .increment {
                store.send(.add(10))
                store.send(.add(100))
                log.append("sender returned with count \(store.state.count)")
            }
        }
        let watcher = store.observe { old, new in log.append("watcher: \(old.count) -> \(new.count)") }

        withExtendedLifetime((sender, watcher)) { store.send(.increment) }

        #expect(log.events == [
            "sender returned with count 1",
            "watcher: 0 -> 1",
            "watcher: 1 -> 11",
            "watcher: 11 -> 111",
        ])
        #expect(store.state.seen == [.increment, .add(10), .add(100)])
    }

    @Test func queuedActionsAreHandledFirstInFirstOut() {
        let store = Counter.makeStore(middleware: [
            Middleware("fan-out") { action, _, _ in
                switch action {
                case .increment: .merge([.send(.note("a")), .send(.note("b"))])
                case .note("a"): .send(.note("a's child"))
                default: .none
                }
            },
        ])

        store.send(.increment)

        // Depth first (nesting) would handle "a's child" before "b".
        #expect(store.state.seen == [.increment, .note("a"), .note("b"), .note("a's child")])
    }

    @Test func theStoreHandlesAFreshSendAfterItsQueueHasDrained() {
        let store = Counter.makeStore(middleware: [
            Middleware("echo") { action, _, _ in action == .increment ? .send(.tick) : .none },
        ])

        store.send(.increment)
        store.send(.increment)

        #expect(store.state.seen == [.increment, .tick, .increment, .tick])
        #expect(store.state.count == 2)
    }
}
