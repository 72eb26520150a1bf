import GameCore
import GameTesting
import StoreCore
import Testing

/// A game in play is journaled as it goes and resumed at the next launch
/// exactly as it was left: the cards, moves, players, turn and time played,
/// a mismatch turned down and the time away not counted.
@Suite struct ResumeTests {
    /// The whole chain with `journal` (and `history`, when given), on a
    /// manual clock of its own: one run of the program.
    /// An easy game journaled in `journal`, dealt, its first card turned up.
    private func oneCardUp(_ journal: InMemoryJournal) -> GameHarness {
        let game = run(journal)
        game.deal(namedEasyDeck)
        game.flip(0)
        return game
    }

    private func run(_ journal: InMemoryJournal, _ board: Board = .easy, players: [Player] = [Player(name: "player")],
                     history: InMemoryHistoryStore? = nil, scores: InMemoryScoreStore? = nil) -> GameHarness {
        var configuration = Game.Configuration.testing(board)
        configuration.journal = journal
        if let history { configuration.historyStore = history }
        if let scores { configuration.scoreStore = scores }
        let scheduler = ManualScheduler()
        let game = GameHarness(board: board, scheduler: scheduler,
                               chain: Game.middleware(configuration, scheduler: scheduler))
        if players.count > 1 { game.send(.playersChosen(players)) }
        game.send(.launched)
        return game
    }

    /// A game interrupted with a pair matched, 2.5 s played and a mismatch
    /// showing; the journal it left.
    private func interrupted(players: [Player] = [Player(name: "player")]) -> (left: GameState, journal: InMemoryJournal) {
        let journal = InMemoryJournal()
        let game = run(journal, players: players)
        game.deal(namedEasyDeck)
        let (first, second) = game.pair(.ducks)
        game.flip(first, second)
        game.wait(.milliseconds(2500))
        let (one, other) = game.mismatch()
        game.flip(one, other)
        #expect(game.state.round?.isMismatchShowing == true)
        return (game.state, journal)
    }

    /// Issue 35: the offer showed `[medium]` above "Resume your easy game";
    /// the title now shows the board and players it offers, and abandoning
    /// the offer leaves the player on that title, no game dealt.
    @Test func theOfferChoosesItsBoardAndPlayersAndAbandoningItLeavesTheTitle() throws {
        let (_, journal) = interrupted(players: [Player(name: "ann"), Player(name: "bob")])
        let next = run(journal, .hard)
        let offered = try #require(next.state.waitingGame)
        #expect(next.state.board == .easy && offered.board == .easy)
        #expect(next.state.players.map(\.name) == ["ann", "bob"] && next.state.mode == .players)
        next.send(.waitingGameDiscarded)
        #expect(next.state.round == nil && next.state.waitingGame == nil)
        #expect(next.state.board == .easy)
        // A solo game offered keeps the title's own name.
        let (_, solo) = interrupted(players: [Player(name: "player")])
        let again = run(solo, .hard)
        #expect(again.state.board == .easy && again.state.players == again.state.titleLineups.solo)
    }

    @Test func theResumedGameIsTheInterruptedOneWithTheMismatchTurnedDown() throws {
        let (left, journal) = interrupted()
        let next = run(journal)
        let offered = try #require(next.state.waitingGame)
        #expect(offered.moves == 4 && offered.elapsedSeconds == 2 && offered.board == .easy)
        // Time away from the game, on the title, does not count.
        next.wait(.seconds(30))
        next.send(.resumeTapped)

        var expected = left
        GameReducer.reduce(&expected, .mismatchDelayElapsed)
        #expect(next.state.screen == .playing)
        #expect(next.state.round?.cards == expected.round?.cards)
        #expect(next.state.round?.selected.isEmpty == true)
        #expect(next.state.round?.moves == expected.round?.moves)
        #expect(next.state.round?.players == expected.round?.players && next.state.round?.turn == expected.round?.turn)
        #expect(next.state.round?.seed == expected.round?.seed && next.state.round?.focus == expected.round?.focus)
        #expect(next.state.round?.played == .seconds(2), "the last measurement, not the 30 s away")
        #expect(next.state.waitingGame == nil)
        // The clock runs on from there.
        next.wait(.seconds(1))
        #expect(next.state.round?.elapsedSeconds == 3)
    }

    @Test func playersPairsAndTurnComeBackWhenSeveralPlayed() throws {
        let lineup = [Player(name: "ann"), Player(name: "bob")]
        let (left, journal) = interrupted(players: lineup)
        #expect(left.round?.turn == 1 && left.round?.players.map(\.pairs) == [1, 0])
        let next = run(journal, players: [Player(name: "zed")])
        next.send(.resumeTapped)
        #expect(next.state.round?.players == left.round?.players)
        #expect(next.state.round?.turn == 1)
    }

    @Test func aResumedJournalGoesOnAndReplaysToWhatThePlayerSees() throws {
        let (_, journal) = interrupted()
        let next = run(journal)
        next.send(.resumeTapped)
        let (first, second) = next.pair(.bear)
        next.flip(first, second)
        // Interrupted again: the journal, continued, gives the same game.
        let again = try #require(journal.game?.resumable)
        #expect(again == next.state.round?.resumable)
        #expect(again.cards.filter(\.isMatched).count == 4)
    }

    /// Issue 25, 1: a game left paused, resumed and played on; the journal,
    /// continued, must replay to the game in play, not stay paused and drop
    /// the flips after the resume.
    @Test func aGameLeftPausedResumesInPlayAndItsJournalKeepsTheFlipsAfter() throws {
        let journal = InMemoryJournal()
        let first = oneCardUp(journal)
        first.send(.pauseToggled)
        #expect(first.state.round?.phase == .paused)

        let next = run(journal)
        next.send(.resumeTapped)
        #expect(next.state.round?.phase == .playing)
        // The bat left up meets its partner.
        let (_, partner) = next.pair(.bat)
        next.flip(partner)
        #expect(next.state.round?.pairsFound == 1)
        // Cut off again: the journal gives the game as it is, in play.
        #expect(journal.game?.state.round?.phase == .playing)
        let again = try #require(journal.game?.resumable)
        #expect(again == next.state.round?.resumable)
        #expect(again.pairsFound == 1 && again.moves == next.state.round?.moves)
    }

    /// Issue 25, 6: the program gone in the pause between the last match
    /// and the win screen (Ctrl-C, a hang-up): the next launch finishes the
    /// win, once: its score and history kept, its win screen shown, the
    /// journal ended.
    @Test func aWinCutOffInItsPauseIsKeptAtTheNextLaunch() async throws {
        let journal = InMemoryJournal()
        let first = run(journal)
        first.deal(namedEasyDeck)
        for animal in [Animal.bat, .ducks, .bear, .pelican] {
            let (one, other) = first.pair(animal)
            first.flip(one, other)
        }
        #expect(first.state.round?.allMatched == true && first.state.round?.phase == .playing)
        // The program goes here, before the win pause is over.

        let scores = InMemoryScoreStore(), history = InMemoryHistoryStore()
        let next = run(journal, history: history, scores: scores)
        await next.settle()
        #expect(next.state.round?.phase == .won)
        #expect(next.state.round?.moves == 8)
        #expect(next.state.waitingGame == nil)
        #expect(scores.recordCount == 1)
        #expect(scores.table.ranking(for: .easy).first?.moves == 8)
        #expect(history.records.map(\.result) == [.won])
        #expect(history.records.first?.moves == 8)
        #expect(journal.game == nil, "the win ended the journal")

        // Kept once: the launch after offers nothing and keeps nothing more.
        let third = run(journal, history: history, scores: scores)
        await third.settle()
        #expect(third.state.round == nil && third.state.waitingGame == nil)
        #expect(scores.recordCount == 1 && history.records.count == 1)
    }

    @Test func aWinOrAGiveUpRemovesTheJournalAndAnythingElseKeepsIt() async {
        let journal = InMemoryJournal()
        let game = oneCardUp(journal)
        game.send(.giveUpAsked)
        game.send(.giveUpDeclined)
        game.send(.pauseToggled)
        #expect(journal.game != nil && journal.endCount == 0)
        game.send(.gaveUp)
        #expect(journal.game == nil && journal.endCount == 1)

        game.start()
        #expect(journal.game != nil)
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        #expect(journal.game == nil && journal.endCount == 2)
    }

    @Test func aNewGameOverTheWaitingOneAbandonsItForTheHistory() throws {
        let (_, journal) = interrupted()
        let next = run(journal)
        let waiting = try #require(next.state.waitingGame)
        let before = next.state
        next.send(.waitingGameDiscarded)
        #expect(GameState.abandonedGame(by: .waitingGameDiscarded, before: before, after: next.state) == waiting)
        #expect(journal.endCount == 1)
        next.start()
        #expect(journal.game?.actions.count == 1, "the new game's journal holds its deal")
        // Resuming is not abandoning.
        var offered = before
        GameReducer.reduce(&offered, .resumeTapped)
        #expect(GameState.abandonedGame(by: .resumeTapped, before: before, after: offered) == nil)
    }

    @Test func theHistoryKeepsAnAbandonedGameAndNotAResumedOne() async throws {
        let (left, journal) = interrupted()
        let history = InMemoryHistoryStore()
        let next = run(journal, history: history)
        next.send(.waitingGameDiscarded)
        await next.settle()
        let record = try #require(history.records.first)
        #expect(history.records.count == 1)
        #expect(record.result == .abandoned)
        #expect(record.moves == left.round?.moves)
        next.start()
        await next.settle()
        #expect(history.records.count == 1, "the new deal abandons nothing more")
    }

    @Test func aDailyGameIsJournaledAndComesBackAsThatDaysDailyGame() async throws {
        let journal = InMemoryJournal()
        let game = run(journal)
        game.send(.dailyDealt(animals: namedEasyDeck, seed: 9, date: "2026-11-23"))
        let (first, second) = game.pair(.ducks)
        game.flip(first, second)
        #expect(journal.game?.actions.first == .dailyDealt(animals: namedEasyDeck, seed: 9, date: "2026-11-23"),
                "a daily game is journaled from its deal on")

        let next = run(journal)
        let offered = try #require(next.state.waitingGame)
        #expect(offered.daily == "2026-11-23" && offered.seed == 9)
        next.send(.resumeTapped)
        #expect(next.state.round?.daily == "2026-11-23", "resumed, it still counts as that day's daily game")
        #expect(next.state.round?.pairsFound == 1)

        // Abandoned instead, the history keeps it as the daily game it was.
        let history = InMemoryHistoryStore()
        let third = run(journal, history: history)
        third.send(.waitingGameDiscarded)
        await third.settle()
        #expect(history.records.map(\.daily) == ["2026-11-23"])
        #expect(history.records.map(\.result) == [.abandoned])
    }

    @Test func anUnreadableJournalIsOneLineOnTheTitleBesideTheScoresWarning() {
        let journal = InMemoryJournal()
        journal.warning = "The unfinished game could not be read"
        let game = run(journal)
        #expect(game.state.waitingGame == nil)
        #expect(game.state.warning == "The unfinished game could not be read")
    }

    @Test func nothingIsOfferedWithoutAJournalOrAGameInIt() {
        let game = run(InMemoryJournal())
        #expect(game.state.waitingGame == nil && game.state.warning == nil)
        let won = JournaledGame(board: .easy, players: [Player(name: "player")], actions: [])
        #expect(won.resumable == nil)
    }
}

/// "Give up this game? y/N": q asks, only y gives up.
@Suite struct GiveUpQuestionTests {
    @Test func askingStopsTheClockAndAnsweringNoPlaysOn() {
        let game = GameHarness(.testing(.easy))
        game.deal(namedEasyDeck)
        game.flip(0)
        game.wait(.milliseconds(1500))
        game.send(.giveUpAsked)
        #expect(game.state.dialog == .giveUpQuestion)
        game.wait(.seconds(10))
        #expect(game.state.round?.played == .milliseconds(1500), "the question stops the clock")
        game.send(.giveUpDeclined)
        #expect(game.state.dialog != .giveUpQuestion && game.state.screen == .playing && game.state.round?.moves == 1)
        game.send(.giveUpAsked)
        game.send(.gaveUp)
        #expect(game.state.screen == .title && game.state.dialog != .giveUpQuestion)
    }

    @Test func nothingIsAskedOnTheTitleOrOnceEveryPairIsFound() {
        let game = GameHarness(.testing(.easy))
        game.send(.giveUpAsked)
        #expect(game.state.dialog != .giveUpQuestion)
        game.deal(namedEasyDeck)
        for animal in Board.easy.animals {
            let (first, second) = game.pair(animal)
            game.flip(first, second)
        }
        game.send(.giveUpAsked)
        #expect(game.state.dialog != .giveUpQuestion)
    }
}
