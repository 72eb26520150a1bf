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
/// (reproducible, and predictable to whoever learnt the first seed). Which
/// game is next is the state's (`ordinaryDeals`, counted by the reducer),
/// so a replay and a test store see it; the link holds only its settings.
///
/// The daily deal of the UTC date `now` reads, for the board chosen, is
/// dealt for `d` on the title, for every start of a daily session
/// (`--daily`), and for play again after a daily game, but only once a day
/// and board: when it was dealt already, the dealer deals an ordinary game
/// and sends `dailyAlreadyPlayed` after it. Dealt already means in the
/// state's `dailiesDealt`: dealt or resumed this session (given up before a
/// flip included), or a daily game of the history (won, given up,
/// abandoned: by any program, any earlier run), which this link reads when
/// the daily deal is asked for, off the run loop, and deals when the answer
/// comes (`dailiesLoaded`); or the game waiting in the journal. So a second
/// play of the day's deck is never a daily game: never scored as one, never
/// shared.
package struct DealerMiddleware {
    private let seed: UInt64?
    private let sequence: Bool
    private let drawSeed: @Sendable () -> UInt64
    private let isDailySession: Bool
    private let now: @Sendable () -> Date
    private let history: (any HistoryStore)?
    private let inBackground: Bool

    /// The async work's id: the history's dailies read for a daily ask.
    package enum Work: Hashable, Sendable {
        case loadDailies
    }

    /// Deals the first game from `seed` when given (and, with `sequence`,
    /// each later one from the next number), every other from a seed that
    /// `drawSeed` draws; a `daily` session deals the daily deal of the date
    /// `now` reads instead. `history`, when given, tells of daily games
    /// played in earlier runs: read for each daily ask as an async effect,
    /// or inline with `inBackground` false.
    package init(seed: UInt64?, sequence: Bool = false,
                 drawSeed: @escaping @Sendable () -> UInt64 = DealerMiddleware.randomSeed,
                 daily: Bool = false, now: @escaping @Sendable () -> Date = Date.init,
                 history: (any HistoryStore)? = nil, inBackground: Bool = true) {
        self.seed = seed
        self.sequence = sequence
        self.drawSeed = drawSeed
        self.isDailySession = daily
        self.now = now
        self.history = history
        self.inBackground = inBackground
    }

    /// A seed from the system's generator: what a game deals from without
    /// `--seed`. At most 2^53−1, so a reader of JSON that holds numbers as
    /// doubles (jq, JavaScript) keeps it exact.
    package static func randomSeed() -> UInt64 { UInt64.random(in: 0...JSONSeed.exactLimit) }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("dealer") { [self] action, before, after in
            if case .dailiesLoaded = action {
                // The history answered a daily ask: deal it, unless the
                // title was left meanwhile (a key dealt another game).
                return after.screen == .title ? dealDaily(after) : .none
            }
            guard Self.asksForADeal(action, before: before, after: after) else { return .none }
            if isDailySession || action == .dailyTapped || (action == .playAgainTapped && before.round?.daily != nil) {
                guard let history else { return dealDaily(after) }
                // The history's dailies of the day first, read off the run
                // loop: the deal comes with their answer.
                let date = DailyDeal.date(of: now())
                return .save(inBackground: inBackground, id: Work.loadDailies) { Self.dailies(of: date, in: history) }
            }
            let seed = nextSeed(after)
            return .send(.deckDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed))
        }
    }

    /// The daily deal of the date `now` reads on `state`'s board, or, when
    /// it was dealt already, an ordinary game and `dailyAlreadyPlayed`.
    private func dealDaily(_ state: GameState) -> Effect<GameAction> {
        let date = DailyDeal.date(of: now())
        if Self.wasDealt(DailyGame(date: date, board: state.board), state: state) {
            let seed = nextSeed(state)
            return .merge([.send(.deckDealt(animals: Deck.shuffled(state.board, seed: seed), seed: seed)),
                           .send(.dailyAlreadyPlayed(date: date))])
        }
        let seed = DailyDeal.seed(date: date, board: state.board)
        return .send(.dailyDealt(animals: Deck.shuffled(state.board, seed: seed), seed: seed, date: date))
    }

    /// The daily deal `daily` was dealt before: this session (dealt or
    /// resumed) or in a game of the history (`dailiesDealt`), or as the
    /// game waiting to resume.
    private static func wasDealt(_ daily: DailyGame, state: GameState) -> Bool {
        if state.dailiesDealt.contains(daily) { return true }
        guard let waiting = state.waitingGame else { return false }
        return waiting.daily == daily.date && waiting.board == daily.board
    }

    /// The history's daily games of `date`, as the action that answers a
    /// daily ask. A history that cannot be read tells of none (the history
    /// link says what is wrong with it when it appends).
    private static func dailies(of date: String, in history: any HistoryStore) -> GameAction {
        let records = (try? history.load().records) ?? []
        var dailies: [DailyGame] = []
        for record in records where record.daily == date {
            let daily = DailyGame(date: date, board: record.board)
            if !dailies.contains(daily) { dailies.append(daily) }
        }
        return .dailiesLoaded(dailies)
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

    /// The seed of the next ordinary deal: the seed given for the first,
    /// its next numbers in a sequence, else one drawn.
    private func nextSeed(_ state: GameState) -> UInt64 {
        guard let seed else { return drawSeed() }
        if state.ordinaryDeals == 0 { return seed }
        return sequence ? seed &+ UInt64(state.ordinaryDeals) : drawSeed()
    }
}
