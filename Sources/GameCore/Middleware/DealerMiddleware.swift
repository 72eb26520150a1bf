import StoreCore

/// Deals: on start, and on play again from the win screen, a shuffled deck
/// for the chosen board, sent as an action that carries the deck and
/// its seed.
///
/// With a seed given, the first game uses it and each later one the next
/// number, so a session is reproducible; without, seeds are drawn at random.
package final class DealerMiddleware {
    private var nextSeed: UInt64?
    private let drawSeed: () -> UInt64

    /// Deals from `seed` when given, else from seeds that `drawSeed` draws.
    package init(seed: UInt64?, drawSeed: @escaping () -> UInt64 = DealerMiddleware.randomSeed) {
        self.nextSeed = seed
        self.drawSeed = drawSeed
    }

    /// A seed from the system's generator: what a game deals from without `--seed`.
    package static func randomSeed() -> UInt64 { UInt64.random(in: .min ... .max) }

    /// The link to put in the chain.
    package var middleware: Middleware<GameState, GameAction> {
        Middleware("dealer") { [self] action, before, after in
            guard Self.asksForADeal(action, before: before, after: after) else { return .none }
            let seed = takeSeed()
            return .send(.deckDealt(animals: Deck.shuffled(after.board, seed: seed), seed: seed))
        }
    }

    /// Start on the title, or play again that took the win screen to the
    /// title: one key from a won game to the next.
    private static func asksForADeal(_ action: GameAction, before: GameState, after: GameState) -> Bool {
        switch action {
        case .startTapped: after.screen == .title
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
