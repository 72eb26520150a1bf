import GameCore
import Testing

/// What the reducer says each action did (`GameState.event`): the one
/// answer the links and the network read.
@Suite struct GameEventTests {
    /// A fold of `namedEasyDeck` dealt to `players`: bat 0 2, ducks 1 5, bear 3 6, pelican 4 7.
    private func dealt(players: [Player] = [Player(name: "ann")]) -> ActionFold {
        var fold = ActionFold(from: GameState(board: .easy, players: players))
        fold.apply(.deckDealt(animals: namedEasyDeck, seed: 7))
        return fold
    }

    private func flip(_ card: Int, _ face: Animal, downFirst: Bool = false, _ result: GameEvent.Flip.Result) -> GameEvent {
        .turned(GameEvent.Flip(card: card, face: face, turnedDownMismatch: downFirst, result: result))
    }

    @Test func aDealSaysNothing() {
        #expect(dealt().state.event == nil)
    }

    @Test func aFlipSaysTheCardItsFaceAndWhatCameOfTheTry() {
        var fold = dealt(players: [Player(name: "ann"), Player(name: "bob")])
        fold.apply(.cardFlipped(id: 0))
        #expect(fold.state.event == flip(0, .bat, .first))
        fold.apply(.cardFlipped(id: 2))
        #expect(fold.state.event == flip(2, .bat, .pair))
        fold.apply(.cardFlipped(id: 1))
        fold.apply(.cardFlipped(id: 3))
        #expect(fold.state.event == flip(3, .bear, .mismatch))
        #expect(fold.state.round?.turn == 1, "a mismatch passes the turn")
    }

    @Test func aThirdFlipSaysItTurnedTheMismatchDownFirst() {
        var fold = dealt()
        fold.apply([.cardFlipped(id: 0), .cardFlipped(id: 1), .cardFlipped(id: 4)])
        #expect(fold.state.event == flip(4, .pelican, downFirst: true, .first))
    }

    @Test func aCardOfTheMismatchTurnedAgainSaysSo() {
        var fold = dealt()
        fold.apply([.cardFlipped(id: 0), .cardFlipped(id: 1), .mismatchedCardFlipped(id: 0)])
        #expect(fold.state.event == flip(0, .bat, downFirst: true, .first))
    }

    @Test func aRefusedFlipSaysNothingAndClearsTheWordBefore() {
        var fold = dealt()
        fold.apply(.cardFlipped(id: 0))
        fold.apply(.cardFlipped(id: 0))
        #expect(fold.state.event == nil)
        fold.apply(.cardFlipped(id: 99))
        #expect(fold.state.event == nil)
    }

    @Test func theLastPairSaysSoAndTheWinScreenIsWon() {
        var fold = dealt()
        fold.apply([0, 2, 1, 5, 3, 6, 4].map { GameAction.cardFlipped(id: $0) })
        #expect(fold.state.wonRound == nil)
        fold.apply(.cardFlipped(id: 7))
        #expect(fold.state.event == flip(7, .pelican, .lastPair))
        fold.apply(.winDelayElapsed)
        #expect(fold.state.event == .won)
        #expect(fold.state.wonRound?.phase == .won)
        fold.apply(.winDelayElapsed)
        #expect(fold.state.event == nil, "won once")
        fold.apply(.backToTitleTapped)
        #expect(fold.state.event == .leftRound)
    }

    @Test func theMismatchTurnedDownPauseClockSkipAndSeat() {
        var fold = dealt(players: [Player(name: "ann"), Player(name: "bob")])
        fold.apply([.cardFlipped(id: 0), .cardFlipped(id: 1), .mismatchDelayElapsed])
        #expect(fold.state.event == .mismatchTurnedDown)
        fold.apply(.mismatchDelayElapsed)
        #expect(fold.state.event == nil, "nothing showed")
        fold.apply(.clockMeasured(played: .seconds(3)))
        #expect(fold.state.event == .clockMoved(played: .seconds(3)))
        fold.apply(.clockMeasured(played: .seconds(2)))
        #expect(fold.state.event == nil, "a clock never goes back")
        fold.apply(.pauseToggled)
        #expect(fold.state.event == .paused(true))
        fold.apply(.pauseToggled)
        #expect(fold.state.event == .paused(false))
        fold.apply(.turnSkipped)
        #expect(fold.state.event == .turnSkipped)
        fold.apply(.computerSeated(seat: 0, level: .easy))
        #expect(fold.state.event == .computerSeated(seat: 0, level: .easy))
        fold.apply(.gaveUp)
        #expect(fold.state.event == .leftRound)
    }
}
