import StoreCore

/// Plays recordings back through the game's own reducer.
///
/// A replay's store has no middleware at all. The log already holds every
/// action the middleware sent (deals, matches, ticks, score results), so
/// running the middleware again would send each of them twice; and without
/// the high-score link a replay can never write a score.
package enum Replay {
    /// A store for replaying `recording`: its starting state, the game's
    /// reducer, an empty chain. Send it the recording's actions, at their
    /// times, and nothing else.
    package static func makeStore(for recording: Recording, scheduler: any Scheduler) -> Store<GameState, GameAction> {
        Store(initialState: recording.initialState, reducer: GameReducer.reducer, middleware: [],
              scheduler: scheduler)
    }

    /// Replays the whole recording on a manual clock, at once, and sums it up.
    package static func headless(_ recording: Recording) -> ReplaySummary {
        let replayer = Replayer(recording)
        replayer.run()
        return replayer.summary
    }
}

/// Replays a recording step by step on a `ManualScheduler`: each action is
/// sent when the clock reaches its recorded time.
package final class Replayer {
    /// What is replayed.
    package let recording: Recording
    /// The replay's clock; it reads each action's recorded time as it is sent.
    package let scheduler: ManualScheduler
    /// The store the actions go to (`Replay.makeStore`).
    package let store: Store<GameState, GameAction>
    /// How many actions have been sent.
    package private(set) var sentCount = 0
    private var lastGame: GameState?
    private var gamesDealt = 0

    /// Ready to replay `recording` from its start.
    package init(_ recording: Recording) {
        self.recording = recording
        self.scheduler = ManualScheduler()
        self.store = Replay.makeStore(for: recording, scheduler: scheduler)
    }

    /// Every action has been sent.
    package var isFinished: Bool { sentCount == recording.actions.count }

    /// Moves the clock to the next action's time and sends it; returns it,
    /// or nil when none is left.
    @discardableResult
    package func step() -> TimedAction? {
        guard !isFinished else { return nil }
        let next = recording.actions[sentCount]
        scheduler.advance(by: max(next.offset - scheduler.now, .zero))
        let before = store.state
        store.send(next.action)
        sentCount += 1
        note(before: before, after: store.state)
        return next
    }

    /// Sends every remaining action, then moves the clock to the recording's end.
    package func run() {
        while step() != nil {}
        scheduler.advance(by: max(recording.end - scheduler.now, .zero))
    }

    /// The replay so far: the last game dealt (or the title when none was),
    /// and the digest of the store's state against the recorded one.
    package var summary: ReplaySummary {
        let game = lastGame ?? store.state
        return ReplaySummary(
            difficulty: game.difficulty, moves: game.moves, elapsedSeconds: game.elapsedSeconds,
            won: game.screen == .won, gamesDealt: gamesDealt,
            digest: store.state.digest, recordedDigest: recording.digest)
    }

    private func note(before: GameState, after: GameState) {
        if before.screen == .title && after.screen == .playing { gamesDealt += 1 }
        // Giving up or playing again empties the grid; the game before it is the one to report.
        if !after.cards.isEmpty { lastGame = after }
    }
}
