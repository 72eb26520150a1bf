import CounterFeature
import StoreCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `Effect.run`: work away from the store's thread whose result comes back
/// as an action, cancellable by id. On a `ManualScheduler` it runs only in
/// `runTasks()`; on the program's `RunLoopScheduler` it wakes the run loop.
struct RunEffectTests {
    /// Answers `.increment` by loading a note that says how many there were.
    private static let loader = Middleware<Counter.State, Counter.Action> { action, _, after in
        switch action {
        case .increment:
            let count = after.count
            return .run(id: Loader.load) { .note("loaded \(count)") }
        case .tick: return .cancel(Loader.load)
        default: return .none
        }
    }

    enum Loader { case load }

    @Test func anOperationsResultIsSentAsAnActionOnlyWhenTheTasksRun() async {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        #expect(store.state.seen == [.increment], "nothing came back yet")
        #expect(scheduler.pendingIDs == [EffectID(Loader.load)])
        await scheduler.runTasks()

        #expect(store.state.seen == [.increment, .note("loaded 1")])
        #expect(scheduler.pendingCount == 0)
    }

    @Test func startingAgainUnderTheSameIdReplacesTheOperation() async {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        store.send(.increment)
        await scheduler.runTasks()

        #expect(store.state.seen == [.increment, .increment, .note("loaded 2")])
    }

    @Test func cancellingDropsTheOperation() async {
        let scheduler = ManualScheduler()
        let store = Counter.makeStore(middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        store.send(.tick)
        await scheduler.runTasks()

        #expect(store.state.seen == [.increment, .tick])
    }

    @Test func anOperationWithNothingToSaySendsNothingAndLeavesNothingPending() async {
        let scheduler = ManualScheduler()
        let quiet = Middleware<Counter.State, Counter.Action> { action, _, _ in
            action == .increment ? .run(id: Loader.load) { nil } : .none
        }
        let store = Counter.makeStore(middleware: [quiet], scheduler: scheduler)

        store.send(.increment)
        #expect(scheduler.pendingIDs == [EffectID(Loader.load)])
        await scheduler.runTasks()

        #expect(store.state.seen == [.increment])
        #expect(scheduler.pendingCount == 0)
    }

    /// At exit: the running work is delivered; timers are not run. (That it
    /// waits for work still running is GameCoreTests' SavingOffTheRunLoopTests:
    /// blocking here for a task not yet started could wait for a pool thread
    /// that another test holds.)
    @Test func finishRunningDeliversEveryRunningOperationAndRunsNoTimer() async throws {
        let scheduler = RunLoopScheduler()
        let store = Store(initialState: Counter.State(), reducer: Counter.reducer,
                          middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        // Weak: the scheduler keeps the timer, and the store the scheduler.
        scheduler.schedule(id: EffectID("tick"), after: .zero) { [weak store] in store?.send(.tick) }
        try #require(await waitForWake(scheduler.wakeDescriptor))
        scheduler.finishRunning()

        #expect(store.state.seen == [.increment, .note("loaded 1")])
        #expect(scheduler.runningCount == 0)
        #expect(scheduler.timeUntilNextDue == .zero, "the timer still waits")
    }

    @Test func runEffectsAreEqualWhenTheirIdsAre() {
        let a = Effect<Counter.Action>.run(id: Loader.load) { .tick }
        let b = Effect<Counter.Action>.run(id: Loader.load) { .increment }

        #expect(a == b)
        #expect(a != .run(id: "other") { .tick })
        #expect(a.description == "run(Loader.load)")
    }

    /// The real scheduler: the operation runs in a task; its result waits
    /// until the run loop, woken through the descriptor, calls `runDue()`.
    @Test func onTheRunLoopAFinishedOperationWakesTheLoopAndIsDeliveredByRunDue() async throws {
        let scheduler = RunLoopScheduler()
        let store = Store(initialState: Counter.State(), reducer: Counter.reducer,
                          middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        try #require(await waitForWake(scheduler.wakeDescriptor), "the descriptor became readable")
        #expect(store.state.seen == [.increment], "nothing is delivered before runDue")
        #expect(scheduler.timeUntilNextDue == .zero, "the loop must not sleep on a result")
        scheduler.runDue()

        #expect(store.state.seen == [.increment, .note("loaded 1")])
        #expect(scheduler.runningCount == 0)
        #expect(!isReadable(scheduler.wakeDescriptor), "runDue emptied the pipe")
    }

    @Test func onTheRunLoopACancelledOperationsResultIsDropped() async throws {
        let scheduler = RunLoopScheduler()
        let store = Store(initialState: Counter.State(), reducer: Counter.reducer,
                          middleware: [Self.loader], scheduler: scheduler)

        store.send(.increment)
        store.send(.tick)
        #expect(scheduler.runningCount == 0)
        _ = await waitForWake(scheduler.wakeDescriptor, within: .milliseconds(200))
        scheduler.runDue()

        #expect(store.state.seen == [.increment, .tick])
    }
}

/// Whether `descriptor` becomes readable within `limit`: how a test waits
/// for another thread's work without sleeping a fixed time. It yields rather
/// than blocks, so the task it waits for can have this thread of the pool.
private func waitForWake(_ descriptor: Int32, within limit: Duration = .seconds(10)) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + limit
    while clock.now < deadline {
        if isReadable(descriptor) { return true }
        await Task.yield()
    }
    return isReadable(descriptor)
}

/// Whether `descriptor` is readable now.
private func isReadable(_ descriptor: Int32) -> Bool {
    var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    return poll(&fds, 1, 0) == 1
}
