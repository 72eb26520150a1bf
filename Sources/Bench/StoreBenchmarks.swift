import StoreCore

/// The store's own cost per action: reducer, middleware chain and one
/// observer, with nothing for the middleware to do. The game sends a few
/// actions a second, so this is headroom, but it is the floor every
/// middleware added later stands on.
///
/// Two kinds of figure: actions per second (wall time, the median of seven
/// runs and their spread), and
/// instructions per action counted by callgrind (`CallgrindCount.swift`),
/// which do not move with the machine's load. `store.instructions.plain-loop`
/// is the same work written by hand, the floor the ratio is taken against.
func storeBenchmarks() -> [Benchmark] {
    [0, 4].map { links in
        Benchmark("store.dispatch.\(links)-middleware", unit: "actions/s", figure: {
            storeDispatchRate(passThroughLinks: links)
        })
    }
    + [0, 4].map { links in
        Benchmark("store.instructions.\(links)-middleware", unit: "instructions/action") {
            try instructionsPerAction(mode: "\(links)")
        }
    }
    + [Benchmark("store.instructions.plain-loop", unit: "instructions/action") {
        try instructionsPerAction(mode: "plain")
    }]
}

struct Tally {
    var count = 0
}

enum TallyAction {
    case increment
}

/// A store of `Tally` with `passThroughLinks` links answering `.none`.
func makeTallyStore(passThroughLinks: Int) -> Store<Tally, TallyAction> {
    Store(
        initialState: Tally(),
        reducer: Reducer { state, _ in state.count += 1 },
        middleware: (0..<passThroughLinks).map { _ in
            Middleware<Tally, TallyAction> { _, _, _ in .none }
        },
        scheduler: ManualScheduler())
}

/// Actions per second through a store with `passThroughLinks` middleware
/// that answer `.none` and one observer alive for the whole measurement.
private func storeDispatchRate(passThroughLinks: Int, actions: Int = 1_000_000) -> Figure {
    let store = makeTallyStore(passThroughLinks: passThroughLinks)
    let observed = ObservedCount()
    let subscription = store.observe { _, new in observed.pointer.pointee = new.count }
    let rate = withExtendedLifetime(subscription) {
        medianRate(operations: actions) {
            for _ in 0..<actions { store.send(.increment) }
        }
    }
    precondition(observed.pointer.pointee == store.state.count, "the observer missed an action")
    blackHole(observed.pointer.pointee)
    return rate
}

/// What `threeducks-bench --dispatch MODE N` runs under callgrind: N actions
/// and nothing else. MODE is a number of pass-through links (with one
/// observer), or `plain`: the reducer, four links and the observer as
/// closures called from a hand-written loop, with no store.
func dispatchOnly(mode: String, actions: Int) {
    if mode == "plain" {
        plainLoop(actions: actions)
        return
    }
    let store = makeTallyStore(passThroughLinks: Int(mode) ?? 0)
    let observed = ObservedCount()
    let subscription = store.observe { _, new in observed.pointer.pointee = new.count }
    withExtendedLifetime(subscription) {
        for _ in 0..<actions { store.send(.increment) }
    }
    precondition(observed.pointer.pointee == actions, "the observer missed an action")
    blackHole(observed.pointer.pointee)
}

/// Where the counted runs' observer writes the last count. A captured `var`
/// would be checked for overlapping access on every write, which costs about
/// 70 instructions: the observer's own cost, not the store's, and the same
/// in the plain loop, so both write through a pointer instead.
final class ObservedCount {
    let pointer = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    init() { pointer.initialize(to: 0) }
    deinit { pointer.deallocate() }
}

/// The floor: what a store does for one action, written by hand for this
/// one state: reduce, four links answering `.none`, one observer, each a
/// closure the loop cannot see into (as a store's are), called in turn.
private func plainLoop(actions: Int) {
    let observed = ObservedCount()
    let (reduce, link1, link2, link3, link4) = opaqueClosures()
    let observer = opaqueObserver(observed)
    var state = Tally()
    for _ in 0..<actions {
        let before = state
        reduce(&state, .increment)
        // As the store reads a link's answer: nothing to do for `.none`, so
        // nothing to destroy either (discarding the effect unread destroys
        // it by an outlined call, 7 instructions a link the store never pays).
        answer(link1(.increment, before, state))
        answer(link2(.increment, before, state))
        answer(link3(.increment, before, state))
        answer(link4(.increment, before, state))
        observer(before, state)
    }
    precondition(observed.pointer.pointee == actions, "the observer missed an action")
    blackHole(observed.pointer.pointee)
}

/// What the loop does with a link's answer: what the store does with it
/// (`Store.runLink`), short of running an effect none of these links asks for.
@inline(__always)
private func answer(_ effect: Effect<TallyAction>) {
    if case .none = effect.operation { return }
    blackHole(effect)
}

/// The observer, made where the loop cannot inline it (as a store's is not:
/// inlined, it cost 2 instructions and flattered the floor).
@inline(never)
private func opaqueObserver(_ observed: ObservedCount) -> (Tally, Tally) -> Void {
    { _, new in observed.pointer.pointee = new.count }
}

private typealias TallyLink = (TallyAction, Tally, Tally) -> Effect<TallyAction>

/// The reducer and the four links, made where the loop cannot inline them.
@inline(never)
private func opaqueClosures() -> ((inout Tally, TallyAction) -> Void, TallyLink, TallyLink, TallyLink, TallyLink) {
    let link: TallyLink = { _, _, _ in .none }
    return ({ state, _ in state.count += 1 }, link, link, link, link)
}
