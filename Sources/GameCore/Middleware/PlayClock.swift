import StoreCore

/// The game clock: play time measured on the scheduler's clock, summed over
/// the stretches in which `GameState.isClockRunning` holds.
///
/// It keeps when the running stretch began and what was played before it;
/// the state keeps the total as last measured. While the clock runs, a
/// measurement is scheduled for the next whole tick of play, so the screen
/// changes once a second; when it stops (pause, help, a terminal too small,
/// the last match) the time so far is measured at once. Stopping and
/// starting again therefore loses nothing and gains nothing.
///
/// The stretch stays here, not in `GameState` (issue 32): its start is a
/// reading of the store's scheduler, a dependency's clock counted from
/// when that scheduler was made, which no action carries. Keys start the
/// clock (a first flip, the pause or help left, the terminal large again),
/// and giving each the reading would change the recording format and the
/// wire's flips; an action of its own at each start would add lines to
/// every recording and put a time that means nothing in another process
/// into the state. What the stretch decides, the play time, is in the
/// state and the log already: each `clockMeasured`, which a replay, a
/// journal and a mirror apply as recorded.
final class PlayClock: @unchecked Sendable {
    // Sendable by hand for the game-logic link: `now` reads the store's
    // scheduler and `stretch` changes, both only in the link, which its
    // store calls on the store's one thread (the scheduler's too).
    private let now: () -> Duration
    /// When the running stretch began, and the play time before it.
    private var stretch: (start: Duration, before: Duration)?

    init(now: @escaping () -> Duration) { self.now = now }

    func respond(to action: GameAction, before: GameState, after: GameState, tick: Duration) -> Effect<GameAction> {
        switch (before.isClockRunning, after.isClockRunning) {
        case (false, true):
            let played = after.round?.played ?? .zero
            stretch = (now(), played)
            return next(from: played, tick: tick)
        case (true, false):
            let played = measure()
            stretch = nil
            // A game left for the title has no time left to keep.
            guard after.round != nil else { return .cancel(GameTimersMiddleware.Timer.tick) }
            return .merge([.cancel(GameTimersMiddleware.Timer.tick), .send(.clockMeasured(played: played))])
        case (true, true):
            // The scheduled measurement came: schedule the one after it,
            // from the clock's reading, so a late timer does not add up.
            guard case .clockMeasured = action else { return .none }
            return next(from: measure(), tick: tick)
        case (false, false):
            return .none
        }
    }

    /// The play time now: the time before the stretch plus the stretch so far.
    private func measure() -> Duration {
        guard let stretch else { return .zero }
        return stretch.before + (now() - stretch.start)
    }

    /// The measurement of the next whole tick of play after `played`,
    /// scheduled for when that much more play has passed.
    private func next(from played: Duration, tick: Duration) -> Effect<GameAction> {
        // Whole ticks in `played`, from the quotient, then made exact: a
        // Double's rounding must not skip or repeat a second.
        var whole = Int64((played / tick).rounded(.down))
        while tick * (whole + 1) <= played { whole += 1 }
        while whole > 0, tick * whole > played { whole -= 1 }
        let due = tick * (whole + 1)
        return .sendAfter(due - played, id: GameTimersMiddleware.Timer.tick, .clockMeasured(played: due))
    }
}
