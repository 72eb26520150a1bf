import StoreCore

/// The computer opponent: on its turn it chooses from what it remembers
/// (`Round.computerMemory`: the reducer has it see every card that turns
/// face up and forget some, by its level, as the turn passes), and
/// sends `cardFlipped` through the store as a person's key would, one flip
/// every `pace`, so a person can follow.
///
/// It plays only while the game can be seen and played: its pending flip is
/// cancelled when the game is paused, the help opens, the terminal becomes
/// too small or the game is left, and it goes on once that is over. Its turn
/// ends by the rules (a mismatch passes it). A recording holds its flips as
/// actions, so a replay needs no opponent.
package struct ComputerOpponent: Sendable {
    /// Ids of the delayed effects this middleware owns.
    package enum Timer: Hashable, Sendable {
        /// The computer's next flip.
        case flip
    }

    /// Time between the computer's flips (and before its first one).
    package let pace: Duration
    /// How long a mismatch shows (the game's): when the computer's turn
    /// begins with the last player's mismatch up, it waits that out first,
    /// so the person sees their cards as long as ever.
    package let mismatchDelay: Duration

    package init(pace: Duration = .milliseconds(600), mismatchDelay: Duration = .seconds(1)) {
        self.pace = pace
        self.mismatchDelay = mismatchDelay
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("computer") { [self] _, before, after in
            // Most games have no computer: answer them at once. (A game
            // just left still had one: its pending flip is cancelled.)
            guard after.round?.computerMemory != nil || before.round?.computerMemory != nil else { return .none }
            return play(before: before, after: after)
        }
    }

    /// Schedules its next flip when its turn can go on and the cards changed
    /// (its turn began, it resumed, a card turned), and drops a pending one
    /// when its turn cannot go on. What it remembers is the round's
    /// (`Round.computerMemory`, which the reducer keeps): the link holds nothing.
    private func play(before: GameState, after: GameState) -> Effect<GameAction> {
        let could = Self.canPlay(before), can = Self.canPlay(after)
        guard can else { return could ? .cancel(Timer.flip) : .none }
        guard let round = after.round, !could || before.round?.cards != round.cards else { return .none }
        guard let id = round.computerMemory?.nextFlip(in: round) else { return .none }
        // The last player's mismatch shows: let it show its whole time. The
        // game timers turn it down then, which chooses again; without them
        // this flip turns it down, by the third-flip rule.
        let delay = round.isMismatchShowing ? mismatchDelay + pace : pace
        return .sendAfter(delay, id: Timer.flip, .cardFlipped(id: id))
    }

    /// It is the computer's turn, and a person can watch it: not paused
    /// (that is not `playing`), the help closed, no give-up question asked,
    /// the terminal large enough.
    private static func canPlay(_ state: GameState) -> Bool {
        state.isOpenForPlay && state.isComputersTurn
    }
}
