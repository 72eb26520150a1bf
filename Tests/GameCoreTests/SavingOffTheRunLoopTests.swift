import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A score store whose saves wait until the test opens the gate, as a save
/// waits for another program's lock on the scores file.
final class GatedScoreStore: ScoreStore, @unchecked Sendable {
    // Unchecked: semaphores are made for other threads; `saved` is the
    // in-memory store, itself behind a mutex.
    let saved = InMemoryScoreStore()
    let entered = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)

    func load() throws -> ScoreLoad { try saved.load() }

    func record(_ record: ScoreRecord) throws -> ScoreTable {
        entered.signal()
        // Bounded, so that a broken test fails instead of hanging the run;
        // generous, as the test waits for a pool thread other tests may hold.
        _ = gate.wait(timeout: .now() + 60)
        return try saved.record(record)
    }
}

/// The program's run loop never waits for a save: on the real scheduler the
/// store answers actions while the score store is stuck, and the result
/// wakes the loop once the save is done.
///
/// The gated save holds a thread of the concurrency pool while it waits, so
/// the tests wait by yielding, one at a time, and block (in `finishRunning`)
/// only once the gate is open: never a wait for a thread the pool cannot give.
@Suite(.serialized) struct SavingOffTheRunLoopTests {
    /// A store with only the high-score link, on `scheduler`, whose easy
    /// game was just won: its save to `scores` under way.
    private func won(saving scores: GatedScoreStore, on scheduler: RunLoopScheduler) -> Store<GameState, GameAction> {
        let link = HighScoreMiddleware(store: scores, playerName: "ann", now: { testDate }).middleware
        let store = Store(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                          middleware: [link], scheduler: scheduler)
        store.send(.deckDealt(animals: namedEasyDeck, seed: 9))
        for id in [0, 2, 1, 5, 3, 6, 4, 7] { store.send(.cardFlipped(id: id)) }
        store.send(.winDelayElapsed)
        return store
    }

    @Test func whileASaveWaitsTheStoreGoesOnAnsweringAndTheResultWakesTheLoop() async throws {
        let scores = GatedScoreStore()
        let scheduler = RunLoopScheduler()
        let store = won(saving: scores, on: scheduler)
        #expect(store.state.screen == .won)
        try #require(await eventually { scores.entered.wait(timeout: .now()) == .success },
                     "the save started and is stuck at the gate")

        // The run loop's thread is free: a key is answered, a turn runs.
        store.send(.helpToggled)
        #expect(store.state.dialog == .help)
        scheduler.runDue()
        #expect(store.state.round?.isScoreSaved == false && scores.saved.recordCount == 0, "still waiting")

        scores.gate.signal()
        try #require(await eventually { isReadable(scheduler.wakeDescriptor) }, "the result woke the loop")
        scheduler.runDue()
        #expect(store.state.round?.isScoreSaved == true && store.state.round?.isNewBest == true)
        #expect(store.state.scores == scores.saved.table)
        #expect(scores.saved.recordCount == 1)
    }

    @Test func atExitASaveInFlightIsWaitedForAndDelivered() async throws {
        let scores = GatedScoreStore()
        let scheduler = RunLoopScheduler()
        let store = won(saving: scores, on: scheduler)
        try #require(await eventually { scores.entered.wait(timeout: .now()) == .success })

        scores.gate.signal()
        scheduler.finishRunning()
        #expect(scores.saved.recordCount == 1)
        #expect(store.state.round?.isScoreSaved == true)
        #expect(scheduler.runningCount == 0)
    }
}

/// Whether `condition` holds within 60 s (generous: other tests may hold the pool). It yields rather than blocks, so
/// the task under test can have this thread of the pool; no fixed sleep.
private func eventually(_ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(60)
    while clock.now < deadline {
        if condition() { return true }
        await Task.yield()
    }
    return condition()
}

/// Whether `descriptor` is readable now.
private func isReadable(_ descriptor: Int32) -> Bool {
    var fds = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
    return poll(&fds, 1, 0) == 1
}
