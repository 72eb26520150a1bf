import GameCore
import GameTesting
import StoreCore
import Testing

/// The chain in its order, and each link left out without breaking the others.
@Suite struct MiddlewareChainTests {
    @Test func theChainRunsDealerGameComputerHighScoreQuackInThatOrder() {
        let game = GameHarness()
        #expect(game.store.middlewareNames == ["dealer", "timers", "computer", "highScore", "quack"])
    }

    @Test func noScoreStoreLeavesHighScoreOutAndNoBellLeavesQuackOut() {
        let game = GameHarness(.testing(scores: nil, bell: nil))
        #expect(game.store.middlewareNames == ["dealer", "timers", "computer"],
                "the computer stays: the title may seat one")
    }

    @Test func makeStoreStartsOnTheTitleWithTheConfiguredDifficultyAndExtraLinksLast() {
        let extra = Middleware<GameState, GameAction>("recorder") { _, _, _ in .none }
        let store = Game.makeStore(.testing(.hard), scheduler: ManualScheduler(), extra: [extra])
        #expect(store.state == GameState(board: .hard))
        #expect(store.middlewareNames.last == "recorder")
    }

    @Test(arguments: ["highScore", "quack", "highScore+quack"])
    func withoutOptionalLinksAGameStillPlaysAndIsWon(_ removed: String) async {
        let scores = InMemoryScoreStore()
        let bell = CountingBell()
        let names = Set(removed.split(separator: "+").map(String.init))
        let game = GameHarness(.testing(.medium, scores: scores, bell: bell), removing: names)
        game.send(.launched)
        await game.settle()
        game.start()
        let (first, second) = game.mismatch()
        game.flip(first, second)
        game.wait(.seconds(1))
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(game.state.round?.moves == 14)
        #expect(scores.recordCount == (names.contains("highScore") ? 0 : 1))
        #expect(game.state.round?.isScoreSaved == !names.contains("highScore"))
        #expect(bell.rings == (names.contains("quack") ? 0 : 2))
    }

    @Test func withoutDifficultyStartDealsNothingButADealtDeckPlaysToTheWin() async {
        let game = GameHarness(.testing(.easy), removing: ["dealer"])
        game.start()
        #expect(game.state.screen == .title)
        game.deal(namedEasyDeck, seed: 3)
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(game.state.scores.best(for: .easy)?.seed == 3)
    }

    @Test func withoutGameLogicPairsStillMatchButThereIsNoClockAndNoWin() async {
        let scores = InMemoryScoreStore()
        let game = GameHarness(.testing(.easy, scores: scores), removing: ["timers"])
        game.start()
        await game.playPerfectly()
        game.wait(.seconds(10))
        #expect(game.state.screen == .playing)
        #expect(game.state.round?.allMatched == true, "the reducer matches a pair; the link only times")
        #expect(game.state.round?.elapsedSeconds == 0)
        #expect(scores.recordCount == 0)
    }

    @Test func anEmptyChainStillFollowsTheRulesOfTheReducer() {
        let game = GameHarness(board: .easy, chain: [])
        game.deal(namedEasyDeck)
        game.flip(0, 1, 3)
        #expect(game.state.faceUpIDs == [3])
        #expect(game.state.round?.moves == 3)
    }
}
