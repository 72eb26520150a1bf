import Foundation
import GameCore
import GameTesting
import StoreCore
import Testing

/// The daily deal: one deck a UTC date and board, the same for everyone.
@Suite struct DailyDealTests {
    /// 2026-11-23 at 00:00:01 UTC.
    static let morning = Date(timeIntervalSince1970: 1_795_392_001)

    @Test func aDateIsWrittenInUTC() {
        #expect(DailyDeal.date(of: Self.morning) == "2026-11-23")
        #expect(DailyDeal.date(of: Self.morning.addingTimeInterval(86_398)) == "2026-11-23")
        #expect(DailyDeal.date(of: Self.morning.addingTimeInterval(86_399)) == "2026-11-24")
        #expect(DailyDeal.date(of: Date(timeIntervalSince1970: -1)) == "1969-12-31")
        #expect(DailyDeal.date(of: Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
    }

    /// A clock past 9999 or before year 1 deals the daily of the last or
    /// first day a file can keep, never `10000-01-01`, which the history
    /// and the journal refuse to read back.
    @Test func aClockOutsideYears1To9999DealsTheDailyOfTheNearestDayAFileKeeps() throws {
        let late = Date(timeIntervalSince1970: 253_402_300_800 + 400 * 86_400)
        let early = Date(timeIntervalSince1970: -62_135_596_800 - 400 * 86_400)
        #expect(DailyDeal.date(of: late) == "9999-12-31")
        #expect(DailyDeal.date(of: early) == "0001-01-01")
        #expect(DailyDeal.day(DailyDeal.date(of: late)) != nil)
        #expect(DailyDeal.day(DailyDeal.date(of: early)) != nil)
    }

    @Test func aDailyGameWonOnAClockPast9999IsOneTheHistoryKeeps() {
        let late = Date(timeIntervalSince1970: 253_402_300_800 + 86_400)
        let store = dailyGame(at: late)
        let daily = store.state.round?.daily
        #expect(daily == "9999-12-31")
        let record = HistoryRecord(date: ScoreRecord.keepableDate(late), board: .medium, players: [Player(name: "ann")],
                                   moves: 12, seconds: 30, result: .won, seed: 1, daily: daily)
        #expect(record.validationProblem == nil)
    }

    @Test(arguments: ["1970-01-01", "2000-02-29", "2026-11-23", "0001-01-01", "9999-12-31"])
    func aDateReadsBackToItself(_ text: String) throws {
        #expect(DailyDeal.text(day: try #require(DailyDeal.day(text))) == text)
    }

    @Test(arguments: ["2026-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "26-11-23", "2026-11-23x", "2026/11/23", "+026-11-23", ""])
    func aDateThatIsNotOneIsRefused(_ text: String) {
        #expect(DailyDeal.day(text) == nil)
    }

    @Test func theSeedIsAFixedFunctionOfTheDateAndTheBoard() {
        // Pinned: a change would deal every player another daily game.
        #expect(DailyDeal.seed(date: "2026-11-23", board: .medium) == DailyDeal.seed(date: "2026-11-23", board: .medium))
        #expect(DailyDeal.seed(date: "2026-11-23", board: .medium) != DailyDeal.seed(date: "2026-11-24", board: .medium))
        #expect(DailyDeal.seed(date: "2026-11-23", board: .medium) != DailyDeal.seed(date: "2026-11-23", board: .hard))
        for day in 0..<400 {
            #expect(DailyDeal.seed(date: DailyDeal.text(day: 20_000 + day), board: .easy) <= JSONSeed.exactLimit)
        }
    }

    /// A daily game as a player launching at `date` gets it.
    private func dailyGame(at date: Date, board: Board = .medium, seed: UInt64? = nil,
                           drawSeed: @escaping @Sendable () -> UInt64 = { 777 }) -> GameHarness {
        var configuration = Game.Configuration.testing(board, seed: seed)
        configuration.daily = true
        configuration.now = { date }
        configuration.drawSeed = drawSeed
        let game = GameHarness(configuration)
        game.start()
        return game
    }

    @Test func twoRunsOnTheSameDateDealTheSameDeckWhateverElseWasPlayed() {
        let first = dailyGame(at: Self.morning, drawSeed: { 1 })
        let second = dailyGame(at: Self.morning.addingTimeInterval(20 * 3600), drawSeed: { 99 })
        #expect(first.state.round?.cards == second.state.round?.cards)
        #expect(first.state.round?.seed == second.state.round?.seed)
        #expect(first.state.round?.daily == "2026-11-23")
        #expect(second.state.round?.daily == "2026-11-23")
    }

    @Test func theNextDayDealsAnotherDeck() throws {
        let today = dailyGame(at: Self.morning)
        let tomorrow = dailyGame(at: Self.morning.addingTimeInterval(86_400))
        #expect(tomorrow.state.round?.daily == "2026-11-24")
        #expect(try #require(today.state.round).cards.map(\.animal) != (try #require(tomorrow.state.round)).cards.map(\.animal))
    }

    @Test func anotherBoardDealsAnotherDailyDeck() throws {
        let medium = dailyGame(at: Self.morning)
        var configuration = Game.Configuration.testing(.medium)
        configuration.daily = true
        configuration.now = { Self.morning }
        let game = GameHarness(configuration)
        game.send(.boardChosen(.hard))
        game.start()
        #expect(game.state.round?.seed == DailyDeal.seed(date: "2026-11-23", board: .hard))
        #expect(game.state.round?.seed != (try #require(medium.state.round)).seed)
        #expect(game.state.round?.cards.count == Board.hard.cardCount)
    }

    @Test func anOrdinaryDealIsNotADailyOne() throws {
        let game = GameHarness(.testing(.medium))
        game.start()
        #expect(try #require(game.state.round).daily == nil)
        #expect(game.state.round?.seed == 42)
    }

    @Test func playingAgainInADailySessionDealsAnOrdinaryGameAndSaysWhy() async throws {
        let game = dailyGame(at: Self.morning, board: .easy)
        let deck = try #require(game.state.round).cards
        await game.playPerfectly()
        #expect(game.state.screen == .won)
        game.send(.playAgainTapped)
        #expect(game.state.screen == .playing)
        #expect(game.state.round?.daily == nil)
        #expect(game.state.round?.seed == 777)
        #expect(game.state.round?.cards != deck)
        #expect(game.state.warning == "The daily easy game of 2026-11-23 was dealt already: this one is ordinary.")
    }

    @Test func dOnTheTitleDealsTodaysGameAndEnterAfterItAnOrdinaryOne() async throws {
        var configuration = Game.Configuration.testing(.easy)
        configuration.now = { Self.morning }
        let game = GameHarness(configuration)
        game.send(.dailyTapped)
        #expect(game.state.round?.daily == "2026-11-23")
        #expect(game.state.round?.seed == DailyDeal.seed(date: "2026-11-23", board: .easy))
        await game.playPerfectly()
        // Play again after a daily game deals an ordinary one…
        game.send(.playAgainTapped)
        #expect(game.state.round?.daily == nil)
        #expect(game.state.round?.seed == 42)
        let (first, second) = game.state.pair(.bat)
        game.flip(first, second)
        game.send(.gaveUp)
        await game.settle()
        // …and so does Enter on the title.
        game.start()
        #expect(try #require(game.state.round).daily == nil)
        #expect(game.state.round?.seed == 43)
    }

    @Test func dailyTappedDealsNothingOutsideTheTitle() throws {
        var configuration = Game.Configuration.testing(.easy)
        configuration.now = { Self.morning }
        let game = GameHarness(configuration)
        game.start()
        let cards = try #require(game.state.round).cards
        game.send(.dailyTapped)
        #expect(game.state.round?.cards == cards)
        #expect(try #require(game.state.round).daily == nil)
    }

    @Test func randomSeedsStayWhereADoubleHoldsThemExactly() {
        for _ in 0..<1000 {
            #expect(DealerMiddleware.randomSeed() <= JSONSeed.exactLimit)
        }
    }

    @Test func theShareLineNamesTheDateBoardMovesAndTime() {
        #expect(DailyDeal.shareLine(date: "2026-11-23", board: .medium, moves: 14, seconds: 42)
            == "Three Ducks daily 2026-11-23 · medium · 14 moves · 0:42")
    }
}
