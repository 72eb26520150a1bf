import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

@Suite struct HighScoreMiddlewareTests {
    let scores = InMemoryScoreStore()

    /// The whole chain on `scores`, easy, seed 5.
    private func harness(_ store: any ScoreStore) -> GameHarness {
        var configuration = Game.Configuration.testing(.easy, seed: 5)
        configuration.scoreStore = store
        configuration.playerName = "ann"
        return GameHarness(configuration)
    }

    /// Starts a game, loses `wastedMoves` flips on mismatches, then finds every pair.
    private func win(_ game: GameHarness, wastedMoves: Int = 0) async {
        game.start()
        for _ in 0..<wastedMoves / 2 {
            let (first, second) = game.mismatch()
            game.flip(first, second)
            game.wait(.seconds(1))
        }
        await game.playPerfectly()
    }

    /// Starts a game and finds every pair, then waits out the win pause: the
    /// win screen shows, and the save's task has not run yet.
    private func reachTheWinScreen(_ game: GameHarness) {
        game.start()
        for animal in Animal.allCases.prefix(4) {
            let (first, second) = game.pair(animal)
            game.flip(first, second)
        }
        game.wait(.seconds(1))
    }

    @Test func launchLoadsTheTableThroughTheScoreStore() async {
        let stored = InMemoryScoreStore(ScoreTable([score(9, board: .easy)]))
        let game = harness(stored)
        game.send(.launched)
        await game.settle()
        #expect(game.state.scores == stored.table)
        #expect(game.state.warning == nil)
    }

    @Test func anUnreadableScoreStoreGivesAnEmptyTableAndAWarning() async {
        let game = harness(UnreadableScoreStore())
        game.send(.launched)
        await game.settle()
        #expect(game.state.scores == ScoreTable())
        #expect(game.state.warning == "Scores could not be read: disk on fire")
    }

    @Test func aWinRecordsNameMovesSecondsDateSeedAndDifficulty() async {
        let game = harness(scores)
        game.send(.launched)
        await game.settle()
        await win(game, wastedMoves: 2)
        #expect(game.state.screen == .won)
        #expect(scores.table.allRecords == [ScoreRecord(
            name: "ann", moves: 10, seconds: game.state.round!.elapsedSeconds, date: testDate, seed: 5, board: .easy,
            milliseconds: game.state.round!.playedMilliseconds)])
        #expect(game.state.round?.elapsedSeconds == 1)
        #expect(game.state.scores == scores.table)
        #expect(game.state.round?.isScoreSaved == true)
    }

    @Test func theFirstWinOfADifficultyIsANewBest() async {
        let game = harness(scores)
        await win(game)
        #expect(game.state.round?.isNewBest == true)
    }

    @Test func aWorseWinIsNotANewBestAndABetterOneIs() async {
        let game = harness(scores)
        await win(game, wastedMoves: 2)
        game.send(.playAgainTapped)
        await win(game, wastedMoves: 4)
        #expect(game.state.round?.isNewBest == false)
        game.send(.playAgainTapped)
        await win(game)
        #expect(game.state.round?.isNewBest == true)
        #expect(scores.table.ranking(for: .easy).map(\.moves) == [8, 10, 12])
    }

    @Test func tyingTheBestIsNotANewBest() async {
        // No seed and a draw that always says 777: the two records are identical.
        var configuration = Game.Configuration.testing(.easy, seed: nil, scores: scores)
        configuration.drawSeed = { 777 }
        let game = GameHarness(configuration)
        await win(game)
        game.send(.playAgainTapped)
        await win(game)
        #expect(game.state.round?.isNewBest == false)
        #expect(scores.recordCount == 2)
    }

    @Test func aWinThatMissesTheTopTenIsSavedButNotKept() async {
        let full = InMemoryScoreStore(ScoreTable((1...10).map { score($0, board: .easy) }))
        let game = harness(full)
        await win(game)
        #expect(game.state.round?.isScoreSaved == true)
        #expect(game.state.round?.isNewBest == false)
        #expect(full.table.ranking(for: .easy).count == 10)
    }

    @Test func aFailingScoreStoreGivesScoreNotSavedWithAWarning() async {
        scores.failure = UnreadableScoreStore.Broken()
        let spy = ActionSpy()
        let scheduler = ManualScheduler()
        let game = GameHarness(board: .easy, scheduler: scheduler,
                               chain: Game.middleware(.testing(.easy, seed: 5, scores: scores),
                                                      scheduler: scheduler) + [spy.middleware])
        await win(game)
        #expect(spy.actions.contains(.scoreNotSaved(reason: "Score not saved: disk on fire")))
        #expect(!spy.actions.contains { if case .scoreRecorded = $0 { true } else { false } })
        #expect(game.state.screen == .won)
        #expect(game.state.round?.isScoreSaved == false && game.state.round?.isNewBest == false)
        #expect(game.state.round?.scoreProblem == "Score not saved: disk on fire", "the win screen keeps it")
        #expect(scores.recordCount == 0)
    }

    @Test func aWarningFromAFailedSaveDoesNotOutliveTheNextDeal() async {
        let game = harness(scores)
        scores.failure = UnreadableScoreStore.Broken()
        await win(game)
        game.send(.backToTitleTapped)
        #expect(game.state.warning != nil, "the title still says the score was lost")
        scores.failure = nil
        await win(game)
        #expect(game.state.round?.isScoreSaved == true)
        #expect(game.state.warning == nil)
    }

    @Test func aWinOnACustomBoardIsKeptInThatBoardsOwnTable() async {
        let board = Board(rows: 2, columns: 3)!
        var configuration = Game.Configuration.testing(board, seed: 5, scores: scores)
        configuration.playerName = "ann"
        let game = GameHarness(configuration)
        await win(game)
        #expect(game.state.screen == .won)
        #expect(scores.table.ranking(for: board).map(\.moves) == [6])
        #expect(scores.table.ranking(for: .easy).isEmpty)
        #expect(game.state.round?.isNewBest == true)
    }

    @Test(arguments: [[Player(name: "ann"), Player(name: "bob")],
                      [Player(name: "ann"), .computer(.hard)],
                      [Player(name: "ann"), Player(name: "bob"), Player(name: "cy"), Player(name: "di")]])
    func aGameOfSeveralPlayersIsNoSoloScore(_ players: [Player]) async {
        var configuration = Game.Configuration.testing(.easy, seed: 5, scores: scores)
        configuration.players = players
        let game = GameHarness(configuration)
        game.send(.launched)
        await game.settle()
        await win(game, wastedMoves: 2)
        #expect(game.state.screen == .won, "the game still ends on its end screen")
        #expect(scores.recordCount == 0)
        #expect(game.state.round?.isScoreSaved == false && game.state.round?.isNewBest == false)
        #expect(game.state.warning == nil)
    }

    @Test func aLineupOfOnePlayerIsTheSoloGameAndScores() async {
        var configuration = Game.Configuration.testing(.easy, seed: 5, scores: scores)
        configuration.players = [Player(name: "ann")]
        let game = GameHarness(configuration)
        await win(game)
        #expect(scores.recordCount == 1)
    }

    @Test func givingUpRecordsNothing() async {
        let game = harness(scores)
        game.start()
        game.flip(0, 1)
        game.send(.gaveUp)
        await game.settle()
        game.wait(.seconds(5))
        #expect(scores.recordCount == 0)
    }

    @Test func aWinIsRecordedOnceWhateverArrivesLater() async {
        let game = harness(scores)
        await win(game)
        game.send(.winDelayElapsed)
        await game.settle()
        game.send(.pairMatched(first: 0, second: 1))
        game.wait(.seconds(5))
        #expect(scores.recordCount == 1)
    }

    @Test func inlineItCallsTheStoreAtOnceAndSendsTheResult() {
        let link = HighScoreMiddleware(store: scores, playerName: "ann", now: { testDate }, inBackground: false).middleware
        var playing = GameState(board: .easy)
        playing.round = Round(board: playing.board, players: playing.players, animals: [], seed: nil)
        var won = playing
        won.round?.phase = .won
        won.event = .won
        #expect(link.handle(.winDelayElapsed, playing, won) == .send(.scoreRecorded(ScoreTable([
            ScoreRecord(name: "ann", moves: 0, seconds: 0, date: testDate, seed: 0, board: .easy, milliseconds: 0)]),
            isNewBest: true)))
    }

    @Test func theSaveWaitsForItsTaskWhileTheWinScreenShowsAndAnswersKeys() async {
        let game = harness(scores)
        reachTheWinScreen(game)
        #expect(game.state.screen == .won)
        #expect(game.state.round?.isScoreSaved == false && scores.recordCount == 0, "not saved before its task runs")
        game.send(.helpToggled)
        #expect(game.state.dialog == .help)
        await game.settle()
        #expect(game.state.round?.isScoreSaved == true && game.state.round?.isNewBest == true)
        #expect(scores.recordCount == 1)
    }

    @Test func aResultArrivingAfterTheWinScreenKeepsTheTableButClaimsNothingForTheNextGame() async {
        let game = harness(scores)
        reachTheWinScreen(game)
        game.send(.playAgainTapped)
        #expect(game.state.screen == .playing)
        await game.settle()
        #expect(game.state.scores.ranking(for: .easy).count == 1, "the table is news")
        #expect(game.state.round?.isNewBest == false && game.state.round?.isScoreSaved == false, "the new game has claimed nothing")
    }

    /// A win an earlier run left in its pause is finished at the next launch
    /// under the name it was played under, not this run's (issue 36); a
    /// round whose player has the placeholder name is this run's name's.
    @Test func aWinIsKeptUnderTheNameItWasPlayedUnder() {
        let link = HighScoreMiddleware(store: scores, playerName: "ann", now: { testDate }, inBackground: false).middleware
        var playing = GameState(board: .easy, players: [Player(name: "cutwin")])
        playing.round = Round(board: playing.board, players: playing.players, animals: [], seed: 3)
        var won = playing
        won.round?.phase = .won
        won.event = .won
        #expect(link.handle(.winDelayElapsed, playing, won) == .send(.scoreRecorded(ScoreTable([
            ScoreRecord(name: "cutwin", moves: 0, seconds: 0, date: testDate, seed: 3, board: .easy, milliseconds: 0),
        ]), isNewBest: true)))
        #expect(Round(board: .easy, players: [Player(name: Player.defaultName)], animals: [], seed: nil)
            .soloName(else: "ann") == "ann")
    }

    @Test func aloneItAnswersOnlyLaunchAndTheWin() {
        let link = HighScoreMiddleware(store: scores, playerName: "ann", now: { testDate }).middleware
        let state = GameState()
        // The load is inline (reading takes no lock); the save is async work.
        #expect(link.handle(.launched, state, state) == .send(.scoresLoaded(ScoreTable(), warning: nil)))
        var playing = GameState(board: .easy)
        playing.round = Round(board: playing.board, players: playing.players, animals: [], seed: nil)
        var won = playing
        won.round?.phase = .won
        won.event = .won
        #expect(link.handle(.winDelayElapsed, playing, won) == .run(id: HighScoreMiddleware.Work.save(1)) { .launched })
        for action: GameAction in [.startTapped, .gaveUp, .playAgainTapped, .winDelayElapsed, .cardFlipped(id: 0)] {
            #expect(link.handle(action, state, state) == .none)
        }
    }

    @Test func aloneInAStoreItLoadsAtLaunchAndRecordsTheWinTheRulesReached() async {
        let stored = InMemoryScoreStore(ScoreTable([score(30, board: .easy)]))
        let link = HighScoreMiddleware(store: stored, playerName: "ann", now: { testDate }).middleware
        let game = GameHarness(board: .easy, chain: [link])
        game.send(.launched)
        await game.settle()
        #expect(game.state.scores == stored.table)
        // The reducer matches each pair; the win pause is the game timers',
        // which is not in the chain: its end is sent by hand.
        game.deal(namedEasyDeck, seed: 9)
        for (first, second) in [(0, 2), (1, 5), (3, 6), (4, 7)] {
            game.flip(first, second)
        }
        #expect(stored.recordCount == 0, "nothing is recorded before the win screen")
        game.send(.winDelayElapsed)
        await game.settle()
        #expect(game.state.screen == .won)
        #expect(stored.table.best(for: .easy)
            == ScoreRecord(name: "ann", moves: 8, seconds: 0, date: testDate, seed: 9, board: .easy, milliseconds: 0))
        #expect(game.state.round?.isScoreSaved == true && game.state.round?.isNewBest == true)
        #expect(game.state.scores == stored.table)
    }

    @Test func aWinWithoutAGivenSeedIsRecordedWithTheSeedThatWasDrawn() async {
        var configuration = Game.Configuration.testing(.easy, seed: nil, scores: scores)
        configuration.drawSeed = { 31_337 }
        let game = GameHarness(configuration)
        await win(game)
        #expect(game.state.round?.seed == 31_337)
        #expect(scores.table.best(for: .easy)?.seed == 31_337)
    }
}

/// A clock far outside the years a file can spell still gives a record the
/// reader takes back.
@Suite struct HighScoreClockTests {
    @Test(arguments: [-1e13, 1e13])
    func aWinOnAWildClockIsRecordedWithADateTheFileCanKeep(_ seconds: Double) async throws {
        let scores = InMemoryScoreStore()
        var configuration = Game.Configuration.testing(.easy, seed: 5)
        configuration.scoreStore = scores
        configuration.now = { Date(timeIntervalSince1970: seconds) }
        let game = GameHarness(configuration)
        game.send(.launched)
        await game.settle()
        game.start()
        await game.playPerfectly()
        let record = try #require(scores.table.allRecords.first)
        #expect(record.validationProblem == nil)
        #expect(ScoreRecord.dateRange.contains(record.date))
        #expect(game.state.round?.isScoreSaved == true)
    }
}
