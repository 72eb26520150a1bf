import GameCore
import StoreCore
import Testing

/// The game timers link on its own: each answer it gives, as a value.
@Suite struct GameTimersMiddlewareTests {
    typealias Timer = GameTimersMiddleware.Timer
    let link = GameTimersMiddleware(now: { .zero }, mismatchDelay: .milliseconds(800)).middleware

    /// The link alone in a store on a manual clock.
    private func alone() -> GameHarness {
        let scheduler = ManualScheduler()
        return GameHarness(board: .easy, scheduler: scheduler,
                           chain: [GameTimersMiddleware(now: { scheduler.now }).middleware])
    }

    /// The state after `actions`, by the reducer alone, from `namedEasyDeck`.
    private func state(after actions: GameAction...) -> GameState {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .deckDealt(animals: namedEasyDeck, seed: 1))
        for action in actions { GameReducer.reduce(&state, action) }
        return state
    }

    /// What the link answers to `action` taken from `before`.
    private func answer(_ action: GameAction, from before: GameState) -> Effect<GameAction> {
        var after = before
        GameReducer.reduce(&after, action)
        return link.handle(action, before, after)
    }

    @Test func aSecondMatchingFlipIsMatchedByTheReducerAndAnswersNothing() {
        let before = state(after: .cardFlipped(id: 0))
        var after = before
        GameReducer.reduce(&after, .cardFlipped(id: 2))
        #expect(after.round?.pairsFound == 1 && after.round?.selected.isEmpty == true)
        #expect(answer(.cardFlipped(id: 2), from: before) == .none)
    }

    @Test func aSecondDifferentFlipSchedulesTheTurnDownAfterTheMismatchDelay() {
        #expect(answer(.cardFlipped(id: 1), from: state(after: .cardFlipped(id: 0)))
            == .sendAfter(.milliseconds(800), id: Timer.mismatch, .mismatchDelayElapsed))
    }

    @Test func aThirdFlipDuringTheMismatchDelayCancelsThePendingTurnDown() {
        #expect(answer(.cardFlipped(id: 3), from: state(after: .cardFlipped(id: 0), .cardFlipped(id: 1)))
            == .cancel(Timer.mismatch))
    }

    @Test func aFlipThatChangesNothingAnswersNothing() {
        let one = state(after: .cardFlipped(id: 0))
        #expect(answer(.cardFlipped(id: 0), from: one) == .none)
        #expect(answer(.cardFlipped(id: 9), from: one) == .none)
        #expect(answer(.cardFlipped(id: 1), from: state(after: .pauseToggled)) == .none)
    }

    @Test func theLastMatchStopsTheClockAndSchedulesTheWinScreen() {
        let game = alone()
        game.deal(namedEasyDeck)
        game.flip(0, 2, 1, 5, 3, 6, 4)
        game.wait(.milliseconds(2300))
        game.flip(7)
        #expect(game.state.round?.played == .milliseconds(2300), "measured at the last match")
        #expect(game.scheduler.pendingCount == 1, "the win pause, and no tick")
        game.wait(.milliseconds(599))
        #expect(game.state.screen == .playing)
        game.wait(.milliseconds(1))
        #expect(game.state.screen == .won)
        #expect(game.state.round?.played == .milliseconds(2300))
    }

    @Test func aPairMatchedFromA10RecordingAnswersNothing() {
        let matched = state(after: .cardFlipped(id: 0), .cardFlipped(id: 2))
        #expect(answer(.pairMatched(first: 0, second: 2), from: matched) == .none)
        var after = matched
        GameReducer.reduce(&after, .pairMatched(first: 0, second: 2))
        #expect(after == matched.settled, "the flip matched the pair already")
    }

    @Test func aDealDoesNotStartTheClockTheFirstFlipDoes() {
        let title = GameState(board: .easy)
        #expect(answer(.deckDealt(animals: namedEasyDeck, seed: 1), from: title) == .none)
        #expect(answer(.cardFlipped(id: 0), from: state())
            == .sendAfter(.seconds(1), id: Timer.tick, .clockMeasured(played: .seconds(1))))
    }

    @Test func a10TickAnswersNothing() {
        #expect(answer(.clockTicked, from: state(after: .cardFlipped(id: 0))) == .none)
        #expect(answer(.clockTicked, from: GameState()) == .none)
    }

    @Test func givingUpCancelsEveryTimerOfTheGame() {
        #expect(answer(.gaveUp, from: state(after: .cardFlipped(id: 0), .cardFlipped(id: 1)))
            == .merge([.cancel(Timer.mismatch), .cancel(Timer.win), .cancel(Timer.tick)]))
    }

    @Test func goingAgainOrGivingUpThatTheRulesIgnoreCancelsNothing() {
        // During the win pause the screen is still `playing`: going again
        // does nothing, so the win must still come.
        let waitingForTheWin = state(after: .cardFlipped(id: 0), .cardFlipped(id: 2), .cardFlipped(id: 1),
                                     .cardFlipped(id: 5), .cardFlipped(id: 3), .cardFlipped(id: 6),
                                     .cardFlipped(id: 4), .cardFlipped(id: 7))
        #expect(answer(.playAgainTapped, from: waitingForTheWin) == .none)
        #expect(answer(.gaveUp, from: GameState()) == .none)
    }

    @Test func withoutGameLogicPairsMatchButMismatchesWaitForAThirdFlipAndTheClockStands() {
        let game = GameHarness(.testing(.easy), removing: ["timers"])
        game.deal(namedEasyDeck)
        game.flip(0, 2)
        #expect(game.state.round?.pairsFound == 1, "the reducer matches the pair")
        game.flip(1, 3)
        game.wait(.seconds(10))
        #expect(game.state.faceUpIDs == [0, 1, 2, 3], "no timer turns the mismatch down")
        #expect(game.state.round?.elapsedSeconds == 0)
        game.flip(4)
        #expect(game.state.faceUpIDs == [0, 2, 4], "the rules still turn a mismatch down on a third flip")
        #expect(game.state.screen == .playing)
    }

    @Test func aloneInAStoreItPlaysADealtDeckToTheWinWithTheClockRunning() {
        let game = alone()
        game.deal(namedEasyDeck)
        game.wait(.milliseconds(2500))
        #expect(game.state.round?.elapsedSeconds == 0, "the clock starts with the first flip")
        game.flip(0, 1)
        game.wait(.seconds(1))
        #expect(game.state.faceUpIDs.isEmpty, "the mismatch turned down")
        #expect(game.state.round?.elapsedSeconds == 1)
        game.flip(0, 2, 1, 5, 3, 6, 4, 7)
        game.wait(.seconds(1))
        #expect(game.state.screen == .won)
        #expect(game.state.round?.moves == 10)
        #expect(game.state.round?.elapsedSeconds == 1, "the clock stopped at the last match")
        #expect(game.scheduler.pendingCount == 0, "no tick outlives the game")
    }
}
