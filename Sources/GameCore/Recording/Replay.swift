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

    /// Replays the whole recording on a manual clock, at once, and sums it up:
    /// the one replay engine, run to the end.
    package static func headless(_ recording: Recording) -> ReplaySummary {
        let replayer = Replayer(recording)
        replayer.run()
        return replayer.summary
    }
}

/// The replay engine, headless and on screen alike: it sends each recorded
/// action to a replay store at its recorded time on a `ManualScheduler` it
/// drives itself. Which actions are due is the `ReplayTimeline`'s to say:
/// step by step (`step`, `run`), or as real time passes at a speed, with
/// pauses (`advance(byRealTime:)`), as the terminal's run loop asks.
package final class Replayer {
    /// What is replayed.
    package let recording: Recording
    /// The replay's clock; it reads each action's recorded time as it is sent.
    package let scheduler: ManualScheduler
    /// The store the actions go to (`Replay.makeStore`).
    package let store: Store<GameState, GameAction>
    /// The pacing: what is due, at what speed, paused or not.
    package private(set) var timeline: ReplayTimeline
    private var lastGame: Round?
    private var gamesDealt = 0

    /// Ready to replay `recording` from its start, at `speed` (brought
    /// within `ReplayTimeline.speeds`) when paced by real time.
    package init(_ recording: Recording, speed: Double = 1) {
        self.recording = recording
        self.scheduler = ManualScheduler()
        self.store = Replay.makeStore(for: recording, scheduler: scheduler)
        self.timeline = ReplayTimeline(recording, speed: speed)
    }

    /// How many actions have been sent.
    package var sentCount: Int { timeline.sentCount }

    /// Every action has been sent.
    package var isFinished: Bool { timeline.isFinished }

    /// Sends the next action at its recorded time, however far off; returns
    /// it, or nil when none is left.
    @discardableResult
    package func step() -> TimedAction? {
        guard let next = timeline.next() else { return nil }
        send(next)
        return next
    }

    /// Sends every remaining action, then moves the clock to the recording's end.
    package func run() {
        while step() != nil {}
        scheduler.advance(by: max(recording.end - scheduler.now, .zero))
    }

    /// Lets `elapsed` real time pass on the timeline and sends the actions
    /// that came due, each at its recorded time.
    package func advance(byRealTime elapsed: Duration) {
        for action in timeline.due(afterRealTime: elapsed) { send(action) }
    }

    /// Pauses the real-time pacing, or resumes it where it paused.
    package func togglePause() { timeline.togglePause() }

    /// The replay so far: the last game dealt (or the title when none was),
    /// and the digest of the store's state against the recorded one.
    package var summary: ReplaySummary {
        let state = store.state
        guard let game = lastGame else {
            return ReplaySummary(board: state.board, players: state.players, moves: 0, elapsedSeconds: 0,
                                 won: false, gamesDealt: gamesDealt, digest: state.digest, recordedDigest: recording.digest)
        }
        return ReplaySummary(
            board: game.board, players: game.players, moves: game.moves, elapsedSeconds: game.elapsedSeconds,
            won: game.phase == .won, gamesDealt: gamesDealt,
            digest: store.state.digest, recordedDigest: recording.digest)
    }

    private func send(_ timed: TimedAction) {
        scheduler.advance(by: max(timed.offset - scheduler.now, .zero))
        let before = store.state
        store.send(timed.action)
        note(before: before, after: store.state)
    }

    private func note(before: GameState, after: GameState) {
        if before.round == nil && after.round != nil { gamesDealt += 1 }
        // Giving up or playing again ends the round; the one before it is the one to report.
        if let round = after.round { lastGame = round }
    }
}
