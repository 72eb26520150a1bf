/// Recorded actions turned into states: the one engine that does it.
///
/// A fold is a state and the game's reducer (`GameReducer.reduce`), nothing
/// else: no store, no middleware, no clock. The log already holds every
/// action the middleware sent (deals, matches, clock readings, score
/// results), so running the middleware again would send each of them twice;
/// and with no high-score link nothing replayed can ever write a score.
/// Headless replay (`headless`), the inspector's `ReplayCursor`, `inspect`
/// and the trace (`ActionReport.forEach`, `GameTracer`), the journal's
/// resume (`JournaledGame.state`) and the parser's digest check
/// (`RecordingParser`) all fold with it, so a state reached by any of them
/// is the state every other reaches.
package struct ActionFold: Sendable {
    /// The state after every action applied so far.
    package private(set) var state: GameState
    /// How many actions have been applied.
    package private(set) var applied = 0
    /// How many games were dealt: actions that took the title to a round.
    package private(set) var gamesDealt = 0
    /// The round that went when the state last went back to the title.
    private var endedRound: Round?

    /// A fold from `state`, nothing applied.
    package init(from state: GameState) {
        self.state = state
    }

    /// A fold from the start of `recording`, nothing applied.
    package init(_ recording: Recording) {
        self.init(from: recording.initialState)
    }

    /// The round in play, or the last one there was: giving up or playing
    /// again ends a round, and the one before the title is the one to report.
    package var lastRound: Round? { state.round ?? endedRound }

    /// Applies `action` through the reducer; returns the state it left, for
    /// a report of what changed.
    @discardableResult
    package mutating func apply(_ action: GameAction) -> GameState {
        let before = state
        GameReducer.reduce(&state, action)
        applied += 1
        if let round = before.round {
            if state.round == nil { endedRound = round }
        } else if state.round != nil {
            gamesDealt += 1
        }
        return before
    }

    /// Applies each of `actions` in order.
    package mutating func apply(_ actions: some Sequence<GameAction>) {
        for action in actions { apply(action) }
    }

    /// The fold so far, summed up as `replay --headless` prints it: the last
    /// game dealt (or the title when none was) and the state's digest beside
    /// `recordedDigest`.
    package func summary(recordedDigest: String) -> ReplaySummary {
        guard let round = lastRound else {
            return ReplaySummary(board: state.board, players: state.players, moves: 0, elapsedSeconds: 0,
                                 won: false, gamesDealt: gamesDealt, digest: state.digest, recordedDigest: recordedDigest)
        }
        return ReplaySummary(board: round.board, players: round.players, moves: round.moves,
                             elapsedSeconds: round.elapsedSeconds, won: round.phase == .won, gamesDealt: gamesDealt,
                             digest: state.digest, recordedDigest: recordedDigest,
                             playedMilliseconds: round.playedMilliseconds)
    }

    /// `replay --headless`: every action of `recording` at once, summed up.
    package static func headless(_ recording: Recording) -> ReplaySummary {
        var fold = ActionFold(recording)
        fold.apply(recording.actions.lazy.map(\.action))
        return fold.summary(recordedDigest: recording.digest)
    }
}
