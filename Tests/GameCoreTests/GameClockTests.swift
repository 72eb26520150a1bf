import GameCore
import StoreCore
import Testing

/// Play time measured on the scheduler's clock: it starts with the first
/// flip, stops while paused, while the help is open and while the terminal
/// is too small, and no stopping and starting again can freeze it.
@Suite struct GameClockTests {
    /// The whole chain on a manual clock, an easy deal on screen.
    private func dealt() -> GameHarness {
        let game = GameHarness(.testing(.easy))
        game.deal(namedEasyDeck)
        return game
    }

    @Test func theClockStartsWithTheFirstFlipNotTheDeal() {
        let game = dealt()
        game.wait(.seconds(5))
        #expect(game.state.round?.played == .zero)
        #expect(game.scheduler.pendingCount == 0, "no tick before the first flip")
        game.flip(0)
        game.wait(.milliseconds(999))
        #expect(game.state.round?.elapsedSeconds == 0)
        game.wait(.milliseconds(1))
        #expect(game.state.round?.elapsedSeconds == 1)
    }

    @Test func theShownTimeChangesOnceASecondOfPlay() {
        let game = dealt()
        game.flip(0)
        var shown: [Int?] = []
        for _ in 0..<7 {
            game.wait(.milliseconds(500))
            shown.append(game.state.round?.elapsedSeconds)
        }
        #expect(shown == [0, 1, 1, 2, 2, 3, 3])
    }

    @Test func pausingCannotFreezeTheClock() {
        // The way 1.0's clock was gamed: under a second of play, pause,
        // resume, thirty times. Each stretch counts in full.
        let game = dealt()
        game.flip(0)
        for _ in 0..<30 {
            game.wait(.milliseconds(900))
            game.send(.pauseToggled)
            game.send(.pauseToggled)
        }
        #expect(game.state.round?.played == .seconds(27))
        #expect(game.state.round?.elapsedSeconds == 27)
    }

    @Test func timePausedIsNotCountedAndPlayGoesOnFromWhereItStopped() {
        let game = dealt()
        game.flip(0)
        game.wait(.milliseconds(1500))
        game.send(.pauseToggled)
        #expect(game.state.round?.played == .milliseconds(1500), "measured at the pause")
        game.wait(.seconds(60))
        #expect(game.state.round?.played == .milliseconds(1500))
        game.send(.pauseToggled)
        game.wait(.milliseconds(499))
        #expect(game.state.round?.elapsedSeconds == 1)
        game.wait(.milliseconds(1))
        #expect(game.state.round?.elapsedSeconds == 2, "the second goes on from 1.5 s, it does not restart")
    }

    @Test func theHelpBoxStopsTheClock() {
        let game = dealt()
        game.flip(0)
        game.wait(.milliseconds(1200))
        game.send(.helpToggled)
        game.wait(.seconds(30))
        #expect(game.state.round?.played == .milliseconds(1200))
        game.send(.helpToggled)
        game.wait(.milliseconds(800))
        #expect(game.state.round?.played == .seconds(2))
    }

    @Test func aTerminalTooSmallStopsTheClock() {
        let game = dealt()
        game.flip(0)
        game.wait(.milliseconds(700))
        game.send(.terminalFitChanged(fits: false))
        game.wait(.seconds(30))
        #expect(game.state.round?.played == .milliseconds(700))
        game.send(.terminalFitChanged(fits: true))
        game.wait(.milliseconds(300))
        #expect(game.state.round?.played == .seconds(1))
    }

    @Test func aFirstFlipWhileTheTerminalIsTooSmallStartsNothingUntilItFits() {
        let game = dealt()
        game.send(.terminalFitChanged(fits: false))
        game.flip(0)
        game.wait(.seconds(5))
        #expect(game.state.round?.played == .zero)
        game.send(.terminalFitChanged(fits: true))
        game.wait(.seconds(1))
        #expect(game.state.round?.elapsedSeconds == 1)
    }

    @Test func theClockStopsAtTheLastMatchAndTheScoreKeepsThatTime() async {
        let game = dealt()
        game.flip(0, 2, 1, 5, 3, 6, 4)
        game.wait(.milliseconds(4200))
        game.flip(7)
        game.wait(.seconds(5))
        #expect(game.state.screen == .won)
        #expect(game.state.round?.played == .milliseconds(4200))
        await game.settle()
        #expect(game.state.scores.best(for: .easy)?.seconds == 4)
    }

    @Test func leavingTheGameLeavesNoTickAndNoTime() async {
        let game = dealt()
        game.flip(0)
        game.wait(.milliseconds(1500))
        game.send(.gaveUp)
        await game.settle()
        #expect(game.scheduler.pendingCount == 0)
        #expect(game.state.round == nil)
    }

    @Test func aMeasurementNeverTakesTheClockBackAndCountsOnlyInAGame() {
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .clockMeasured(played: .seconds(3)))
        #expect(state.round == nil, "no game on the title")
        GameReducer.reduce(&state, .deckDealt(animals: namedEasyDeck, seed: 1))
        GameReducer.reduce(&state, .clockMeasured(played: .seconds(3)))
        GameReducer.reduce(&state, .clockMeasured(played: .seconds(2)))
        #expect(state.round?.played == .seconds(3))
        GameReducer.reduce(&state, .pauseToggled)
        GameReducer.reduce(&state, .clockMeasured(played: .milliseconds(3500)))
        #expect(state.round?.played == .milliseconds(3500), "the measurement at a pause comes after it")
    }

    @Test func a10TickKeeps10sMeaningForOldRecordings() {
        // 1.0's clock ran from the deal and with the help open: its ticks
        // must add up the same for its recordings to match their digests.
        var state = GameState(board: .easy)
        GameReducer.reduce(&state, .deckDealt(animals: namedEasyDeck, seed: 1))
        GameReducer.reduce(&state, .clockTicked)
        GameReducer.reduce(&state, .helpToggled)
        GameReducer.reduce(&state, .clockTicked)
        #expect(state.round?.elapsedSeconds == 2)
        GameReducer.reduce(&state, .helpToggled)
        GameReducer.reduce(&state, .pauseToggled)
        GameReducer.reduce(&state, .clockTicked)
        #expect(state.round?.elapsedSeconds == 2, "not while paused")
    }
}
