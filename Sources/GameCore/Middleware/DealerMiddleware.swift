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
/// With a seed given, the first game uses it and each later one the next
/// number, so a session is reproducible; without, seeds are drawn at random.
/// The daily deal of the UTC date `now` reads, for the board chosen, is
/// dealt for `d` on the title, for every start of a daily session
/// (`--daily`), and for play again after a daily game.
package final class DealerMiddleware: @unchecked Sendable {
    // Sendable by hand for its link: `nextSeed` changes only in the link,
    // which its store calls on the store's one thread.
    private var nextSeed: UInt64?
    private let drawSeed: @Sendable () -> UInt64
    private let isDailySession: Bool
    private let now: @Sendable () -> Date

    /// Deals from `seed` when given, else from seeds that `drawSeed` draws;
    /// a `daily` session deals the daily deal of the date `now` reads instead.
    package init(seed: UInt64?, drawSeed: @escaping @Sendable () -> UInt64 = DealerMiddleware.randomSeed,
                 daily: Bool = false, now: @escaping @Sendable () -> Date = Date.init) {
        self.nextSeed = seed
        self.drawSeed = drawSeed
        self.isDailySession = daily
        self.now = now
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
                let seed = DailyDeal.seed(date: date, board: after.board)
                return .send(.dailyDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed, date: date))
            }
            let seed = takeSeed()
            return .send(.deckDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed))
        }
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
        nextSeed = seed &+ 1
        return seed
    }
}
