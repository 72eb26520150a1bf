import GameCore
import GameTesting
import StoreCore
import Testing

/// Screens, the win, pause and the clock, through the whole chain on a manual clock.
@Suite struct ScreenRulesTests {
    let scores = InMemoryScoreStore()
    let game: GameHarness

    init() {
        game = GameHarness(.testing(.easy, scores: scores))
    }

    /// Deals `namedEasyDeck` and matches every pair but pelican (cards 4 and 7).
    private func playToTheLastPair() {
        game.deal(namedEasyDeck)
        game.flip(0, 2, 1, 5, 3, 6)
    }

    @Test func aNewGameStartsOnTheTitle() {
        #expect(game.state.screen == .title)
        #expect(game.state.round == nil)
    }

    @Test func startingDealsTheChosenDifficultyOnThePlayingScreen() {
        game.send(.boardChosen(.hard))
        game.start()
        #expect(game.state.screen == .playing)
        #expect(game.state.round?.cards.count == 20)
        #expect(game.state.round?.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched } == true)
        #expect(game.state.round?.moves == 0 && game.state.round?.elapsedSeconds == 0)
    }

    @Test func aDifficultyCanOnlyBeChosenOnTheTitle() {
        game.start()
        game.send(.boardChosen(.hard))
        #expect(game.state.board == .easy)
        #expect(game.state.round?.cards.count == 8)
    }

    @Test func startingWhilePlayingDealsNothingNew() {
        game.start()
        game.flip(0)
        let before = game.state
        game.start()
        #expect(game.state == before.settled)
    }

    @Test func givingUpReturnsToTheTitleWithNoScore() {
        playToTheLastPair()
        game.send(.gaveUp)
        #expect(game.state.screen == .title)
        #expect(game.state.round == nil)
        game.wait(.seconds(5))
        #expect(game.state.screen == .title)
        #expect(scores.recordCount == 0)
        #expect(game.scheduler.pendingCount == 0, "no tick, turn-down or win is left waiting")
    }

    @Test func givingUpWhilePausedReturnsToTheTitle() {
        game.start()
        game.send(.pauseToggled)
        game.send(.gaveUp)
        #expect(game.state.screen == .title)
    }

    @Test func givingUpDuringTheWinPauseDoesNotLoseTheWin() async {
        playToTheLastPair()
        game.flip(4, 7)
        game.send(.gaveUp)
        #expect(game.state.screen == .playing && game.state.round?.allMatched == true, "the finished game stays on screen")
        game.wait(.seconds(1))
        #expect(game.state.screen == .won)
        await game.settle()
        #expect(scores.recordCount == 1)
    }

    @Test func pausingDuringTheWinPauseDoesNotDelayTheWin() async {
        playToTheLastPair()
        game.flip(4, 7)
        game.send(.pauseToggled)
        game.send(.gaveUp)
        game.wait(.milliseconds(600))
        #expect(game.state.screen == .won)
        await game.settle()
        #expect(scores.recordCount == 1)
    }

    @Test func matchingTheLastPairShowsTheWonScreenAfterAShortPause() {
        playToTheLastPair()
        game.flip(4, 7)
        #expect(game.state.round?.allMatched == true)
        #expect(game.state.screen == .playing)
        game.wait(.milliseconds(599))
        #expect(game.state.screen == .playing)
        game.wait(.milliseconds(1))
        #expect(game.state.screen == .won)
    }

    @Test func theWonScreenKeepsTheMovesAndTheSecondsPlayed() {
        game.deal(namedEasyDeck)
        game.flip(0, 1)
        game.wait(.milliseconds(2500))
        game.flip(0, 2, 1, 5, 3, 6, 4, 7)
        game.wait(.seconds(1))
        #expect(game.state.screen == .won)
        #expect(game.state.round?.moves == 10)
        #expect(game.state.round?.elapsedSeconds == 2, "the clock stopped at the last match")
    }

    @Test func playingAgainFromTheWinScreenDealsTheNextGameAtOnceOnTheSameDifficulty() async {
        playToTheLastPair()
        game.flip(4, 7)
        game.wait(.seconds(1))
        await game.settle()
        game.send(.playAgainTapped)
        #expect(game.state.screen == .playing)
        #expect(game.state.board == .easy && game.state.round?.cards.count == 8)
        #expect(game.state.round?.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched } == true)
        #expect(game.state.round?.moves == 0 && game.state.round?.elapsedSeconds == 0)
        #expect(game.state.scores.ranking(for: .easy).count == 1, "the score is kept")
        game.flip(0)
        game.wait(.milliseconds(1500))
        #expect(game.state.round?.elapsedSeconds == 1, "the new game's clock runs from its first flip")
    }

    @Test func backToTheTitleFromTheWinScreenDealsNothing() async {
        playToTheLastPair()
        game.flip(4, 7)
        game.wait(.seconds(1))
        await game.settle()
        game.send(.backToTitleTapped)
        #expect(game.state.screen == .title)
        #expect(game.state.round == nil)
        #expect(game.state.scores.ranking(for: .easy).count == 1, "the score stays on the title")
        game.wait(.seconds(5))
        #expect(game.state.screen == .title && game.state.round == nil)
    }

    @Test func backToTheTitleOnlyLeavesTheWinScreen() {
        game.send(.backToTitleTapped)
        #expect(game.state == GameState(board: .easy))
        playToTheLastPair()
        let before = game.state
        game.send(.backToTitleTapped)
        #expect(game.state == before.settled, "not from a game in play")
        game.flip(4, 7)
        game.send(.backToTitleTapped)
        game.wait(.seconds(1))
        #expect(game.state.screen == .won, "not in the win pause either")
    }

    @Test func goingAgainDuringTheWinPauseDoesNotLoseTheWin() async {
        playToTheLastPair()
        game.flip(4, 7)
        game.send(.playAgainTapped)
        game.wait(.seconds(1))
        #expect(game.state.screen == .won)
        await game.settle()
        #expect(scores.recordCount == 1)
    }

    @Test func goingAgainWhilePlayingChangesNothing() {
        game.start()
        game.flip(0)
        let before = game.state
        game.send(.playAgainTapped)
        #expect(game.state == before.settled)
    }

    @Test func theClockCountsWholeSecondsWhilePlaying() {
        game.send(.clockTicked)
        #expect(game.state.round == nil, "no clock on the title")
        game.start()
        game.flip(0)
        game.wait(.milliseconds(3500))
        #expect(game.state.round?.elapsedSeconds == 3)
    }

    @Test func pausingStopsTheClockAndResumingStartsItAgain() {
        game.start()
        game.flip(0)
        game.wait(.seconds(2))
        game.send(.pauseToggled)
        #expect(game.state.screen == .paused)
        game.wait(.seconds(30))
        #expect(game.state.round?.elapsedSeconds == 2)
        game.send(.pauseToggled)
        #expect(game.state.screen == .playing)
        game.wait(.seconds(3))
        #expect(game.state.round?.elapsedSeconds == 5)
    }

    @Test func pausingKeepsTheFacesForResumeAndIgnoresFlips() throws {
        game.deal(namedEasyDeck)
        game.flip(0, 2, 3)
        let cards = try #require(game.state.round).cards
        game.send(.pauseToggled)
        game.flip(6)
        #expect(game.state.round?.cards == cards)
        #expect(game.state.round?.moves == 3)
        game.send(.pauseToggled)
        #expect(game.state.round?.cards == cards)
        game.flip(6)
        #expect(game.state.round?.cards[6].isMatched == true)
    }

    @Test func aMismatchThatEndsDuringAPauseIsDownOnResume() {
        game.deal(namedEasyDeck)
        game.flip(0, 1)
        game.send(.pauseToggled)
        game.wait(.seconds(2))
        game.send(.pauseToggled)
        #expect(game.state.faceUpIDs.isEmpty)
        #expect(game.state.round?.selected.isEmpty == true)
    }

    @Test func theGameCannotBePausedDuringTheWinPause() {
        playToTheLastPair()
        game.flip(4, 7)
        game.send(.pauseToggled)
        #expect(game.state.screen == .playing)
        game.wait(.seconds(1))
        #expect(game.state.screen == .won)
    }

    @Test func pauseDoesNothingOnTheTitle() {
        game.send(.pauseToggled)
        #expect(game.state.screen == .title)
    }

    @Test func theHighlightMovesOnlyToACardOnTheGrid() {
        game.start()
        game.send(.focusMoved(to: 6))
        game.send(.focusMoved(to: 8))
        #expect(game.state.round?.focus == 6)
    }

    @Test func helpOpensAndCloses() {
        game.send(.helpToggled)
        #expect(game.state.dialog == .help)
        game.send(.helpToggled)
        #expect(game.state.dialog == nil)
    }
}
