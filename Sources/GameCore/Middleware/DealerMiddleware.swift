#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import StoreCore

/// Deals: on start, and on play again from the win screen, a shuffled deck
/// for the chosen board, sent as an action that carries the deck and
/// its seed.
///
/// With a seed given, the first game uses it and each later one a seed
/// drawn at random, as every game without one: a seed revealed at a game's
/// end (a room's `reveal`) tells nothing of the next deck. Only a session
/// that asks for a `sequence` deals the later games from the next numbers
/// (reproducible, and predictable to whoever learnt the first seed).
/// The daily deal of the UTC date `now` reads, for the board chosen, is
/// dealt for `d` on the title, for every start of a daily session
/// (`--daily`), and for play again after a daily game, but only once a day
/// and board: when it was dealt already, the dealer deals an ordinary game
/// and sends `dailyAlreadyPlayed` after it. Dealt already means dealt in
/// this session (given up before a flip included), in a game of the history
/// (won, given up, abandoned: by any program, any earlier day's run), or the
/// game waiting in the journal. So a second play of the day's deck is never
/// a daily game: never scored as one, never shared.
package final class DealerMiddleware: @unchecked Sendable {
    // Sendable by hand for its link: `nextSeed` changes only in the link,
    // which its store calls on the store's one thread.
    private var nextSeed: UInt64?
    private let sequence: Bool
    private let drawSeed: @Sendable () -> UInt64
    private let isDailySession: Bool
    private let now: @Sendable () -> Date
    private let history: (any HistoryStore)?
    /// The daily deals dealt this session, as `date board`.
    private var dealtDailies: Set<String> = []

    /// Deals the first game from `seed` when given (and, with `sequence`,
    /// each later one from the next number), every other from a seed that
    /// `drawSeed` draws; a `daily` session deals the daily deal of the date
    /// `now` reads instead. `history`, when given, tells of daily games
    /// played in earlier runs.
    package init(seed: UInt64?, sequence: Bool = false,
                 drawSeed: @escaping @Sendable () -> UInt64 = DealerMiddleware.randomSeed,
                 daily: Bool = false, now: @escaping @Sendable () -> Date = Date.init,
                 history: (any HistoryStore)? = nil) {
        self.nextSeed = seed
        self.sequence = sequence
        self.drawSeed = drawSeed
        self.isDailySession = daily
        self.now = now
        self.history = history
    }

    /// A seed from the system's generator: what a game deals from without
    /// `--seed`. At most 2^53−1, so a reader of JSON that holds numbers as
    /// doubles (jq, JavaScript) keeps it exact.
    package static func randomSeed() -> UInt64 { UInt64.random(in: 0...JSONSeed.exactLimit) }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("dealer") { [self] action, before, after in
            guard Self.asksForADeal(action, before: before, after: after) else { return .none }
            if isDailySession || action == .dailyTapped || (action == .playAgainTapped && before.round?.daily != nil) {
                let date = DailyDeal.date(of: now())
                if wasDealt(date: date, board: after.board, before: before) {
                    let seed = takeSeed()
                    return .merge([.send(.deckDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed)),
                                   .send(.dailyAlreadyPlayed(date: date))])
                }
                dealtDailies.insert("\(date) \(after.board.name)")
                let seed = DailyDeal.seed(date: date, board: after.board)
                return .send(.dailyDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed, date: date))
            }
            let seed = takeSeed()
            return .send(.deckDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed))
        }
    }

    /// The daily deal of `date` on `board` was dealt before: this session,
    /// as the game waiting to resume (`before`, since a deal discards it),
    /// or in a game of the history. A history that cannot be read tells of
    /// nothing (the history link says what is wrong with it).
    private func wasDealt(date: String, board: Board, before: GameState) -> Bool {
        if dealtDailies.contains("\(date) \(board.name)") { return true }
        // Play again after a daily game (resumed from an earlier run, say):
        // that game was the deal, whatever the history holds yet.
        if let round = before.round, round.daily == date, round.board == board { return true }
        if let waiting = before.waitingGame, waiting.daily == date, waiting.board == board { return true }
        guard let records = try? history?.load().records else { return false }
        return records.contains { $0.daily == date && $0.board == board }
    }

    /// Start on the title, or play again that took the win screen to the
    /// title: one key from a won game to the next.
    private static func asksForADeal(_ action: GameAction, before: GameState, after: GameState) -> Bool {
        switch action {
        case .startTapped, .dailyTapped: after.screen == .title
        case .playAgainTapped: before.screen == .won && after.screen == .title
        default: false
        }
    }

    private func takeSeed() -> UInt64 {
        guard let seed = nextSeed else { return drawSeed() }
        nextSeed = sequence ? seed &+ 1 : nil
        return seed
    }
}
