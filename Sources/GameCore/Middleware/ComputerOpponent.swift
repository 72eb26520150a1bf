import StoreCore

/// The computer opponent: it watches every card that turns face up,
/// remembers some of them (`ComputerMemory`, by its level), and on its turn
/// sends `cardFlipped` through the store as a person's key would, one flip
/// every `pace`, so a person can follow.
///
/// It plays only while the game can be seen and played: its pending flip is
/// cancelled when the game is paused, the help opens, the terminal becomes
/// too small or the game is left, and it goes on once that is over. Its turn
/// ends by the rules (a mismatch passes it). A recording holds its flips as
/// actions, so a replay needs no opponent.
package final class ComputerOpponent: @unchecked Sendable {
    // Sendable by hand for its link: `memory` changes only in the link,
    // which its store calls on the store's one thread.
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
    /// The chance, in thousandths, that it forgets a card each time the
    /// turn passes, by level (`ComputerLevel.forgettingPerMille`; tests
    /// give 0 or 1000 to know exactly what it remembers).
    private let forgetting: @Sendable (ComputerLevel) -> UInt64
    /// What it remembers of the game in play.
    package private(set) var memory = ComputerMemory(cardCount: 0, dealSeed: 0)

    package init(pace: Duration = .milliseconds(600), mismatchDelay: Duration = .seconds(1),
                 forgetting: @escaping @Sendable (ComputerLevel) -> UInt64 = \.forgettingPerMille) {
        self.pace = pace
        self.mismatchDelay = mismatchDelay
        self.forgetting = forgetting
    }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("computer") { [self] action, before, after in
            respond(to: action, before: before, after: after)
        }
    }

    func respond(to action: GameAction, before: GameState, after: GameState) -> Effect<GameAction> {
        // Most games have no computer: answer them at once.
        guard let level = Self.level(in: after) else { return .none }
        watch(action, before: before, after: after, level: level)
        return play(before: before, after: after)
    }

    /// The level of the computer seated in `state`, if one is.
    private static func level(in state: GameState) -> ComputerLevel? {
        (state.round?.players ?? state.players).lazy.compactMap(\.computer).first
    }

    /// Learns from what happened: a game begun from the title (a deal, daily
    /// or not, or a game resumed) starts a fresh memory from the deal's seed.
    /// A resumed game too: the journal keeps the game and not what the
    /// computer remembered of it, so like a person back from a break it
    /// learns the board again from the next card up. A card turned up is
    /// seen; a turn passed is when it forgets.
    private func watch(_ action: GameAction, before: GameState, after: GameState, level: ComputerLevel) {
        guard let round = after.round else { return }
        switch (action, after.event) {
        case _ where before.round == nil:
            memory = ComputerMemory(cardCount: round.cards.count, dealSeed: round.seed ?? 0)
        case (.computerSeated, _) where Self.level(in: before) == nil:
            // Seated mid-game (`host --fill computer`): it knows only what it
            // sees turned from now on, not the faces turned before it sat down.
            memory = ComputerMemory(cardCount: round.cards.count, dealSeed: round.seed ?? 0)
        case (_, .turned(let flip)):
            memory.saw(round.cards[flip.card])
            if flip.result == .mismatch, round.hasSeveralPlayers { memory.turnPassed(forgetting: forgetting(level)) }
        default:
            break
        }
    }

    /// Schedules its next flip when its turn can go on and the cards changed
    /// (its turn began, it resumed, a card turned), and drops a pending one
    /// when its turn cannot go on.
    private func play(before: GameState, after: GameState) -> Effect<GameAction> {
        let could = Self.canPlay(before), can = Self.canPlay(after)
        guard can else { return could ? .cancel(Timer.flip) : .none }
        guard let round = after.round, !could || before.round?.cards != round.cards else { return .none }
        guard let id = memory.nextFlip(in: round) else { return .none }
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
