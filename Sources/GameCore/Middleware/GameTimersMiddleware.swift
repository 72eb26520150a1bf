import StoreCore

/// The timing of the rules: the delayed turn-down of a mismatch, the pause
/// before the win screen, and the game clock. The reducer decides what a
/// flip does (a match included) and says so (`GameState.event`); this link
/// schedules what time brings.
package struct GameTimersMiddleware {
    /// Ids of the delayed effects this middleware owns.
    package enum Timer: Hashable, Sendable {
        case mismatch, win, tick
    }

    /// How long a mismatched pair stays up (1 s by default).
    package var mismatchDelay: Duration
    /// The pause between the last match and the win screen.
    package var winDelay: Duration
    /// How often the on-screen clock changes: a measurement is sent at each
    /// whole `tick` of play.
    package var tick: Duration
    private let clock: PlayClock

    /// Reads the time from `now`: the store's scheduler's `now`, so that play
    /// time is measured on the clock the timers run on.
    package init(now: @escaping () -> Duration, mismatchDelay: Duration = .seconds(1),
                winDelay: Duration = .milliseconds(600), tick: Duration = .seconds(1)) {
        self.mismatchDelay = mismatchDelay
        self.winDelay = winDelay
        self.tick = tick
        self.clock = PlayClock(now: now)
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("timers") { [self] action, before, after in
            respond(to: action, before: before, after: after)
        }
    }

    func respond(to action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        let rules = rules(action, before: before, after: after)
        let clock = clock.respond(to: action, before: before, after: after, tick: tick)
        // Most actions need neither: answer them without building a list.
        if case .none = rules.operation { return clock }
        if case .none = clock.operation { return rules }
        return .merge([rules, clock])
    }

    /// The turn-down and the win pause, from what the reducer says the
    /// action did.
    private func rules(_ action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        switch after.event {
        case .turned(let flip):
            // A flip during the mismatch delay turned that pair down already
            // (a third flip, or a card of it turned again); it turns up one
            // card, so it neither shows a mismatch nor wins.
            if flip.turnedDownMismatch { return .cancel(Timer.mismatch) }
            switch flip.result {
            case .mismatch: return .sendAfter(mismatchDelay, id: Timer.mismatch, .mismatchDelayElapsed)
            case .lastPair: return .sendAfter(winDelay, id: Timer.win, .winDelayElapsed)
            case .first, .pair: return .none
            }
        case .leftRound:
            // Only when the rules let the player go: going again during the
            // win pause is ignored, and must not cancel the coming win.
            return .merge([.cancel(Timer.mismatch), .cancel(Timer.win)])
        default:
            return .none
        }
    }
}
