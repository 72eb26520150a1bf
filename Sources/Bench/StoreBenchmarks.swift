import StoreCore

/// The store's own cost per action: reducer, middleware chain and one
/// observer, with nothing for the middleware to do. The game sends a few
/// actions a second, so this is headroom, but it is the floor every
/// middleware added later stands on.
func storeBenchmarks() -> [Benchmark] {
    [0, 4].map { links in
        Benchmark("store.dispatch.\(links)-middleware", unit: "actions/s") {
            storeDispatchRate(passThroughLinks: links)
        }
    }
}

private struct Tally {
    var count = 0
}

private enum TallyAction {
    case increment
}

/// Actions per second through a store with `passThroughLinks` middleware
/// that answer `.none` and one observer alive for the whole measurement.
private func storeDispatchRate(passThroughLinks: Int, actions: Int = 1_000_000) -> Double {
    let store = Store(
        initialState: Tally(),
        reducer: Reducer { state, _ in state.count += 1 },
        middleware: (0..<passThroughLinks).map { _ in
            Middleware<Tally, TallyAction> { _, _, _ in .none }
        },
        scheduler: ManualScheduler())
    var observed = 0
    let subscription = store.observe { _, new in observed = new.count }
    let rate = withExtendedLifetime(subscription) {
        bestRate(operations: actions) {
            for _ in 0..<actions { store.send(.increment) }
        }
    }
    precondition(observed == store.state.count, "the observer missed an action")
    blackHole(observed)
    return rate
}
