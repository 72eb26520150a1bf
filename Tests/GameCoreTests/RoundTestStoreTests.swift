import GameCore
import StoreCore
import StoreTesting
import Testing

/// The test store over the round itself, as docs/store.md shows it: a deal
/// is one assignment of `round`, a flip changes fields inside it.
@Suite struct RoundTestStoreTests {
    @Test func aDealIsOneRoundAndAFlipChangesFieldsInsideIt() {
        let deck = Deck.shuffled(.easy, seed: 7)
        let scheduler = ManualScheduler()
        let store = TestStore(initialState: GameState(board: .easy), reducer: GameReducer.reducer,
                              middleware: Game.middleware(.testing(.easy, seed: 7), scheduler: scheduler),
                              scheduler: scheduler)
        store.send(.startTapped)
        store.receive(.deckDealt(animals: deck, seed: 7)) {
            $0.round = Round(board: .easy, players: $0.players, animals: deck, seed: 7)
            $0.lastSeed = 7
            $0.ordinaryDeals = 1
        }
        store.send(.cardFlipped(id: 0)) {
            $0.round?.cards[0].isFaceUp = true
            $0.round?.selected = [0]
            $0.round?.moves = 1
            $0.event = .turned(GameEvent.Flip(card: 0, face: deck[0], result: .first))
        }
        if deck[0] == .ducks {
            store.receive(.quacked) { $0.isQuacking = true; $0.event = nil }
        }
        store.advance(by: .seconds(1))
        store.receive(.clockMeasured(played: .seconds(1))) {
            $0.round?.played = .seconds(1)
            $0.event = .clockMoved(played: .seconds(1))
        }
        store.skipPendingEffects()
        store.finish()
    }
}
