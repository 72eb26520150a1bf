import GameCore
import StoreCore
import Testing

/// Play again deals the next game at once; back to the title deals nothing.
/// Recordings carry the deal, so those made before (play again, then the
/// title, then start) and after replay alike with no middleware.
@Suite struct PlayAgainTests {
    private static let easyDeck = Deck.shuffled(.easy, seed: 7)

    /// An easy game won in one move a card, as actions in a recording.
    private static func wonGame() -> [GameAction] {
        var actions: [GameAction] = [.launched, .startTapped, .deckDealt(animals: easyDeck, seed: 7)]
        for animal in Board.easy.animals {
            let ids = easyDeck.indices.filter { easyDeck[$0] == animal }
            actions += [.cardFlipped(id: ids[0]), .cardFlipped(id: ids[1]),
                        .pairMatched(first: ids[0], second: ids[1])]
        }
        return actions + [.winDelayElapsed]
    }

    private static func replay(_ actions: [GameAction]) -> [GameState] {
        let header = RecordingHeader(seed: 7, board: .easy)
        var fold = ActionFold(from: GameState(board: header.board, players: header.lineup))
        return actions.map { fold.apply($0); return fold.state }
    }

    @Test func aRecordingFromBeforeWherePlayAgainWentToTheTitleReplaysAsItWasPlayed() {
        let hardDeck = Deck.shuffled(.hard, seed: 8)
        let won = Self.wonGame()
        let states = Self.replay(won + [.playAgainTapped, .boardChosen(.hard), .startTapped,
                                        .deckDealt(animals: hardDeck, seed: 8)])
        #expect(states[won.count - 1].screen == .won)
        #expect(states[won.count].screen == .title, "play again still leaves for the title")
        #expect(states[won.count + 1].board == .hard)
        #expect(states.last?.screen == .playing && states.last?.round?.cards.map(\.animal) == hardDeck)
    }

    @Test func aRecordingOfPlayAgainNowCarriesTheDealAndReplaysIt() async {
        let next = Deck.shuffled(.easy, seed: 8)
        let spy = ActionSpy()
        let scheduler = ManualScheduler()
        var configuration = Game.Configuration.testing(.easy, seed: 7)
        configuration.seedSequence = true
        let recorded = GameHarness(board: .easy, scheduler: scheduler,
                                   chain: Game.middleware(configuration, scheduler: scheduler) + [spy.middleware])
        recorded.send(.launched)
        await recorded.settle()
        recorded.start()
        await recorded.playPerfectly()
        recorded.send(.playAgainTapped)
        #expect(spy.actions.suffix(2) == [.playAgainTapped, .deckDealt(animals: next, seed: 8)])
        let replayed = Self.replay(spy.actions)
        #expect(replayed.last?.screen == .playing && replayed.last?.round?.cards.map(\.animal) == next)
    }
}
