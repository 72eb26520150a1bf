import GameCore
import Testing

/// The one fold: the reducer alone, counting the games dealt and keeping
/// the round a replay sums up.
@Suite struct ActionFoldTests {
    private static let deck = Deck.shuffled(.easy, seed: 7)

    @Test func eachActionIsTheReducersAndTheStateBeforeIsHandedBack() {
        var fold = ActionFold(from: GameState(board: .easy))
        var reduced = GameState(board: .easy)
        for action: GameAction in [.launched, .startTapped, .deckDealt(animals: Self.deck, seed: 7), .cardFlipped(id: 0)] {
            let before = fold.apply(action)
            #expect(before == reduced)
            GameReducer.reduce(&reduced, action)
            #expect(fold.state == reduced)
        }
        #expect(fold.applied == 4)
        #expect(fold.gamesDealt == 1)
    }

    @Test func aGameGivenUpIsStillTheLastRoundOnTheTitleAndEachDealCounts() throws {
        var fold = ActionFold(from: GameState(board: .easy))
        #expect(fold.lastRound == nil)
        fold.apply([.launched, .startTapped, .deckDealt(animals: Self.deck, seed: 7), .cardFlipped(id: 0), .gaveUp])
        #expect(fold.state.round == nil)
        let round = try #require(fold.lastRound)
        #expect(round.moves == 1 && round.seed == 7)
        #expect(fold.summary(recordedDigest: "").moves == 1)

        fold.apply([.startTapped, .deckDealt(animals: Self.deck, seed: 8)])
        #expect(fold.gamesDealt == 2)
        #expect(fold.lastRound?.seed == 8 && fold.lastRound?.moves == 0)
    }
}
