import StateDiff
import StoreCore
import Testing

/// A store for tests that makes each step state exactly what changed.
///
/// In the spirit of The Composable Architecture's `TestStore`: `send` an
/// action and describe how the state changes; every action an effect sends
/// back waits until a `receive` asserts it; the clock is a `ManualScheduler`
/// moved with `advance(by:)`, and asynchronous work runs in `runTasks()`.
/// A state that changed otherwise, an action left unasserted, or an effect
/// still pending at the end (a timer that never fell due, an operation never
/// run) is a test failure, unless the test says it expects them with
/// `skipPendingEffects()`. Work done at once (`Effect.perform`) is done,
/// through the ports the test handed in, and kept for `assertPerformed(_:)`.
public final class TestStore<State: Equatable, Action: Equatable> {
    /// The scheduler the store's delayed effects wait on.
    public let scheduler: ManualScheduler
    private var store: Store<State, Action>!
    private var received: [Action] = []
    private var performed: [SyncWork] = []
    private let fail: (String, SourceLocation) -> Void
    private var finished = false

    /// Makes a test store; `onFailure` defaults to recording a Swift Testing
    /// issue (tests of the helper itself hand in a collector).
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        scheduler: ManualScheduler = ManualScheduler(),
        onFailure: @escaping (String, SourceLocation) -> Void = { message, location in
            Issue.record(Comment(rawValue: message), sourceLocation: location)
        }
    ) {
        self.scheduler = scheduler
        self.fail = onFailure
        // Each link's answer is run here rather than by the store, so what it
        // sends is held for `receive`; the store itself has no test hook.
        let holder = Holder(testStore: self)
        let held = middleware.map { link in
            Middleware<State, Action>(link.name) { action, before, after in
                holder.testStore.hold(link.handle(action, before, after))
                return .none
            }
        }
        self.store = Store(initialState: initialState, reducer: reducer, middleware: held,
                           scheduler: scheduler)
    }

    /// The test store as the links it wraps reach it. Links are `@Sendable`;
    /// this is Sendable by hand because the store calls them only on its own
    /// thread, the one the test store is made and used on, so the test store
    /// is never touched from another. Unowned: the store it owns holds it.
    private struct Holder: @unchecked Sendable {
        unowned let testStore: TestStore
    }

    /// The current state.
    public var state: State { store.state }

    /// Actions sent back by effects and not yet asserted.
    public var unreceivedActions: [Action] { received }

    /// The work `Effect.perform` did and no `assertPerformed(_:)` has
    /// asserted yet, oldest first: each the value its link described.
    public var unassertedWork: [any Equatable & Sendable] { performed.map(\.value) }

    /// Asserts the work of type `Work` done since the last assertion of
    /// that type, oldest first (`[]`: none), and forgets it. Work of other
    /// types is left for their own assertions.
    ///
    /// ```swift
    /// store.send(.cardFlipped(id: 1)) { … }
    /// store.assertPerformed([BellWork.ring(.audible)])
    /// ```
    public func assertPerformed<Work: Equatable & Sendable>(
        _ expected: [Work], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let done = performed.compactMap { $0.value(as: Work.self) }
        performed.removeAll { $0.value(as: Work.self) != nil }
        if done != expected {
            fail("Performed \(Self.describe(done)), expected \(Self.describe(expected))", sourceLocation)
        }
    }

    private static func describe(_ work: [some Equatable & Sendable]) -> String {
        "[" + work.map { SyncWork.describe($0) }.joined(separator: ", ") + "]"
    }

    /// Sends an action; `update` turns the old state into the expected one.
    public func send(
        _ action: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) {
        if !received.isEmpty {
            fail("Must receive \(received.count) action(s) before sending \(action): \(received)",
                 sourceLocation)
        }
        step(action, update, sourceLocation)
    }

    /// Asserts the next action an effect sent back, then handles it.
    public func receive(
        _ expected: Action,
        sourceLocation: SourceLocation = #_sourceLocation,
        _ update: (inout State) -> Void = { _ in }
    ) {
        guard !received.isEmpty else {
            fail("Expected to receive \(expected), but no action was received", sourceLocation)
            return
        }
        let action = received.removeFirst()
        if action != expected {
            fail("Received \(action), expected \(expected)", sourceLocation)
        }
        step(action, update, sourceLocation)
    }

    /// Moves the manual clock; effects that fall due send their actions,
    /// which then wait for `receive`.
    public func advance(by duration: Duration) {
        scheduler.advance(by: duration)
    }

    /// Runs every operation `Effect.run` started, one at a time in the
    /// order they were started; the actions they return wait for `receive`.
    public func runTasks() async {
        await scheduler.runTasks()
    }

    /// Says the test expects effects still pending now (a clock that keeps
    /// ticking, a timer the test does not wait for): they are dropped, so
    /// `finish()` does not fail for them. Effects started later count again.
    public func skipPendingEffects() {
        for id in scheduler.pendingIDs { scheduler.cancel(id: id) }
    }

    /// Fails if actions were sent back and never asserted, or if effects are
    /// still pending (see `skipPendingEffects()`). Called on deinit too; call
    /// it explicitly to fail at a known line.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        finished = true
        checkExhausted(sourceLocation)
    }

    deinit {
        if !finished {
            checkExhausted(SourceLocation(fileID: "StoreTesting/TestStore.swift", filePath: #filePath,
                                          line: #line, column: #column))
        }
    }

    private func checkExhausted(_ location: SourceLocation) {
        if !received.isEmpty {
            fail("\(received.count) received action(s) were not asserted: \(received)", location)
        }
        let pending = scheduler.pendingIDs
        if !pending.isEmpty {
            fail("\(pending.count) effect(s) still pending at the end of the test: "
                 + pending.map(\.description).joined(separator: ", ")
                 + "; advance the clock or run the tasks and receive what they send, "
                 + "or call skipPendingEffects() if the test expects them", location)
        }
    }

    /// Runs an effect as `Store` does, except that an action it sends, now
    /// or when its delay is up, waits in `received` instead of being handled,
    /// and work it performs is also kept in `performed`.
    private func hold(_ effect: Effect<Action>) {
        switch effect.operation {
        case .none:
            return
        case .send(let action):
            received.append(action)
        case .sendAfter(let delay, let id, let action):
            scheduler.schedule(id: id, after: delay) { [weak self] in self?.received.append(action) }
        case .cancel(let id):
            scheduler.cancel(id: id)
        case .run(let id, let work):
            work.start(scheduler, id) { [weak self] in self?.received.append($0) }
        case .perform(let work):
            // Done, as the store does it, and kept for `assertPerformed`.
            performed.append(work)
            work.run()
        case .merge(let effects):
            for effect in effects { hold(effect) }
        }
    }

    private func step(_ action: Action, _ update: (inout State) -> Void, _ location: SourceLocation) {
        var expected = store.state
        update(&expected)
        store.send(action)
        let actual = store.state
        if actual != expected {
            fail("State after \(action) differs from expected (expected → actual):\n" + Self.diff(expected, actual),
                 location)
        }
    }

    /// The fields that differ, one `path expected → actual` line each: the
    /// same diff, in the same words, as the replay inspector shows.
    static func diff(_ expected: State, _ actual: State) -> String {
        let lines = Differ.lines(from: expected, to: actual)
        // A difference Mirror cannot see (a custom ==) still says something.
        return lines.isEmpty ? "  (no field differs as shown; the type's == says they differ)"
            : lines.map { "  " + $0 }.joined(separator: "\n")
    }
}
