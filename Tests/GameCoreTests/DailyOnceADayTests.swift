import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// The daily deck is dealt once a date and board: asked for again (`d`,
/// a `--daily` start, play again), the dealer deals an ordinary game and
/// says so. Dealt means dealt: this session, in any game of the history
/// (another run's, given up or abandoned too), or as the game waiting in the
/// journal. A second play of the deck is never scored nor shared as daily.
@Suite struct DailyOnceADayTests {
    static let morning = DailyDealTests.morning
    static let today = "2026-11-23"
    static let said = "The daily easy game of 2026-11-23 was dealt already: this one is ordinary."

    private func game(history: InMemoryHistoryStore = InMemoryHistoryStore(),
                      scores: InMemoryScoreStore = InMemoryScoreStore(), daily: Bool = false,
                      at date: Date = Self.morning) -> GameHarness {
        var configuration = Game.Configuration.testing(.easy, scores: scores)
        configuration.historyStore = history
        configuration.daily = daily
        configuration.now = { date }
        let game = GameHarness(configuration)
        game.send(.launched)
        return game
    }

    /// Today's easy daily game, two moves in, as the journal keeps it.
    private static func waitingDaily() -> Round {
        let seed = DailyDeal.seed(date: today, board: .easy)
        var waiting = Round(board: .easy, players: [Player(name: "ann")], animals: Deck.shuffled(.easy, seed: seed),
                            seed: seed, daily: today)
        waiting.moves = 2
        return waiting
    }

    private func record(_ result: GameResult, daily: String?, board: Board = .easy) -> HistoryRecord {
        HistoryRecord(date: Self.morning, board: board, players: [Player(name: "ann", pairs: 1)], moves: 2,
                      seconds: 3, result: result, seed: DailyDeal.seed(date: daily ?? Self.today, board: board),
                      daily: daily)
    }

    @Test func dTwiceInOneSessionDealsTheDailyOnceEvenWhenTheFirstWasLeftBeforeAFlip() async {
        let game = game()
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == Self.today)
        // Given up before any flip: the history keeps nothing, the dealer remembers.
        game.send(.gaveUp)
        await game.settle()
        #expect(game.state.screen == .title)
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == nil)
        #expect(game.state.round?.seed == 42)
        #expect(game.state.warning == Self.said)
    }

    @Test(arguments: [GameResult.won, .gaveUp, .abandoned])
    func aDailyGameOfTheHistoryFromAnEarlierRunCountsAsDealt(_ result: GameResult) async {
        let game = game(history: InMemoryHistoryStore([record(result, daily: Self.today)]))
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == nil)
        #expect(game.state.round?.seed == 42)
        #expect(game.state.warning == Self.said)
    }

    @Test func aDailyGameOfAnotherDayOrBoardOrAnOrdinaryGameDoesNotCount() async {
        let history = InMemoryHistoryStore([record(.won, daily: "2026-11-22"), record(.won, daily: Self.today, board: .medium),
                                            record(.won, daily: nil)])
        let game = game(history: history)
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == Self.today)
        #expect(game.state.warning == nil)
    }

    @Test func aDailyStartInASecondRunTheSameDayIsAnOrdinaryGame() async {
        let history = InMemoryHistoryStore()
        let first = game(history: history, daily: true)
        first.start()
        await first.settle()
        #expect(first.state.round?.daily == Self.today)
        let (one, two) = first.state.pair(.bat)
        first.flip(one, two)
        first.send(.gaveUp)
        await first.settle()
        #expect(history.records.map(\.daily) == [Self.today])
        // Later that day, `threeducks --daily` again.
        let second = game(history: history, daily: true, at: Self.morning.addingTimeInterval(3600))
        second.start()
        await second.settle()
        #expect(second.state.round?.daily == nil)
        #expect(second.state.warning == Self.said)
        // The next day, the next daily.
        let tomorrow = game(history: history, daily: true, at: Self.morning.addingTimeInterval(86_400))
        tomorrow.start()
        await tomorrow.settle()
        #expect(tomorrow.state.round?.daily == "2026-11-24")
    }

    @Test func theHistoryIsReadOffTheRunLoopWhenTheDailyIsAskedForAndTheStateKeepsWhatItHeld() async {
        let history = InMemoryHistoryStore([record(.won, daily: Self.today), record(.gaveUp, daily: Self.today),
                                            record(.won, daily: Self.today, board: .medium),
                                            record(.won, daily: "2026-11-22", board: .hard), record(.won, daily: nil)])
        var configuration = Game.Configuration.testing(.easy)
        configuration.historyStore = history
        configuration.now = { Self.morning }
        let spy = ActionSpy()
        let scheduler = ManualScheduler()
        let game = GameHarness(board: .easy, scheduler: scheduler,
                               chain: Game.middleware(configuration, scheduler: scheduler) + [spy.middleware])
        game.send(.launched)
        game.send(.boardChosen(.hard))
        game.send(.dailyTapped)
        #expect(game.state.round == nil, "nothing read on the store's thread: the deal waits for the history")
        #expect(game.state.dailiesDealt.isEmpty)
        await game.settle()
        let held = [DailyGame(date: Self.today, board: .easy), DailyGame(date: Self.today, board: .medium)]
        #expect(spy.actions.contains(.dailiesLoaded(held)))
        // Yesterday's hard daily is not today's: the hard daily is dealt, and kept as dealt.
        #expect(game.state.round?.daily == Self.today)
        #expect(game.state.dailiesDealt == held + [DailyGame(date: Self.today, board: .hard)])
    }

    @Test func anAnswerThatComesAfterAnotherGameWasDealtDealsNothing() async {
        let game = game()
        game.send(.dailyTapped)
        // Enter before the history answered: an ordinary game.
        game.start()
        #expect(game.state.round?.daily == nil && game.state.round?.seed == 42)
        await game.settle()
        #expect(game.state.round?.seed == 42, "the answer found a game in play and dealt nothing")
        #expect(game.state.warning == nil)
    }

    @Test func aDailyGameResumedCountsAsDealtForPlayAgain() async {
        let game = game()
        game.send(.gameWaiting(Self.waitingDaily(), warning: nil))
        game.send(.resumeTapped)
        #expect(game.state.dailiesDealt == [DailyGame(date: Self.today, board: .easy)])
        game.send(.gaveUp)
        await game.settle()
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == nil)
        #expect(game.state.warning == Self.said)
    }

    @Test func theDailyGameWaitingInTheJournalCountsAsDealt() async {
        let game = game()
        game.send(.gameWaiting(Self.waitingDaily(), warning: nil))
        #expect(game.state.waitingGame != nil)
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.daily == nil)
        #expect(game.state.warning?.contains(Self.said) == true)
    }

    @Test func aSecondPlayOfTheDayIsNeverScoredAsTheDailyNorShared() async {
        let scores = InMemoryScoreStore()
        let game = game(scores: scores)
        game.send(.dailyTapped)
        await game.settle()
        let daily = game.state.round?.seed
        await game.playPerfectly()
        await game.settle()
        #expect(scores.table.ranking(for: .easy).map(\.seed) == [daily])
        game.send(.backToTitleTapped)
        game.send(.dailyTapped)
        await game.settle()
        #expect(game.state.round?.seed != daily)
        await game.playPerfectly()
        await game.settle()
        #expect(game.state.round?.daily == nil, "no share line: the win screen shows one only for a daily round")
        #expect(!scores.table.ranking(for: .easy).isEmpty)
        #expect(scores.table.ranking(for: .easy).filter { $0.seed == daily }.count == 1, "today's deck scored once")
    }

    @Test func todaysDailyDeckDealtByItsSeedIsNoScore() async throws {
        let scores = InMemoryScoreStore()
        var configuration = Game.Configuration.testing(.easy, seed: DailyDeal.seed(date: Self.today, board: .easy),
                                                       scores: scores)
        configuration.now = { Self.morning }
        let game = GameHarness(configuration)
        game.send(.launched)
        game.start()
        #expect(game.state.round?.daily == nil)
        await game.playPerfectly()
        await game.settle()
        #expect(game.state.screen == .won)
        #expect(scores.table.ranking(for: .easy).isEmpty)
        #expect(game.state.round?.scoreProblem == "Score not saved: this is today's daily easy deck, which scores only as the daily game")
        // Yesterday's daily seed is an ordinary deck today: it scores.
        var yesterday = Game.Configuration.testing(.easy, seed: DailyDeal.seed(date: "2026-11-22", board: .easy), scores: scores)
        yesterday.now = { Self.morning }
        let other = GameHarness(yesterday)
        other.send(.launched)
        other.start()
        await other.playPerfectly()
        await other.settle()
        #expect(scores.table.ranking(for: .easy).count == 1)
    }
}
