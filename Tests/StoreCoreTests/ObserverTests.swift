import CounterFeature
import StoreCore
import Testing

/// Observers hear about every handled action once, for as long as their
/// subscription lives.
struct ObserverTests {
    @Test func anObserverIsToldOncePerHandledActionWithTheOldAndNewState() {
        let store = Counter.makeStore(middleware: [
            Middleware("double") { action, _, _ in action == .add(2) ? .send(.increment) : .none },
        ])
        let changes = EventLog<(old: Int, new: Int)>()
        let subscription = store.observe { old, new in changes.append((old.count, new.count)) }

        withExtendedLifetime(subscription) {
            store.send(.increment)
            store.send(.add(2))
        }

        #expect(changes.events.map(\.old) == [0, 1, 3])
        #expect(changes.events.map(\.new) == [1, 3, 4])
    }

    @Test func observersAreToldInTheOrderTheySubscribed() {
        let store = Counter.makeStore()
        let log = EventLog<String>()
        let first = store.observe { _, _ in log.append("first") }
        let second = store.observe { _, _ in log.append("second") }

        withExtendedLifetime((first, second)) { store.send(.tick) }

        #expect(log.events == ["first", "second"])
    }

    @Test func cancellingTheSubscriptionStopsNotifications() {
        let store = Counter.makeStore()
        let cancelled = EventLog<Int>(), kept = EventLog<Int>()
        let subscription = store.observe { _, new in cancelled.append(new.count) }
        let other = store.observe { _, new in kept.append(new.count) }

        store.send(.increment)
        subscription.cancel()
        subscription.cancel()
        withExtendedLifetime(other) { store.send(.increment) }

        #expect(cancelled.events == [1])
        #expect(kept.events == [1, 2], "cancelling one subscription, even twice, leaves the others")
    }

    @Test func releasingTheSubscriptionStopsNotifications() {
        let store = Counter.makeStore()
        let counts = EventLog<Int>()
        var subscription: Subscription? = store.observe { _, new in counts.append(new.count) }

        withExtendedLifetime(subscription) { store.send(.increment) }
        subscription = nil
        store.send(.increment)

        #expect(counts.events == [1])
    }

    @Test func aSubscriptionNeitherKeepsItsStoreAliveNorFailsToEndWithoutIt() {
        var store: Store<Counter.State, Counter.Action>? = Counter.makeStore()
        weak let released = store
        let subscription = store?.observe { _, _ in }
        store = nil

        #expect(released == nil)
        subscription?.cancel()
    }

    @Test func aSlicedObserverIsToldOnlyWhenItsPartChangedWithItsOldAndNewValue() {
        let store = Counter.makeStore()
        let counts = EventLog<(old: Int, new: Int)>()
        let subscription = store.observe(\.count) { old, new in counts.append((old, new)) }

        withExtendedLifetime(subscription) {
            store.send(.tick)
            store.send(.add(2))
            store.send(.note("no count change"))
            store.send(.add(0))
            store.send(.increment)
        }

        #expect(counts.events.map(\.old) == [0, 2], "told for add(2) and increment only")
        #expect(counts.events.map(\.new) == [2, 3])
    }

    @Test func aSlicedObserverStopsWithItsSubscription() {
        let store = Counter.makeStore()
        let counts = EventLog<Int>()
        let subscription = store.observe(\.count) { _, new in counts.append(new) }

        store.send(.increment)
        subscription.cancel()
        store.send(.increment)

        #expect(counts.events == [1])
    }
}
