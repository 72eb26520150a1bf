import Foundation
import GameCore
import Testing

/// The figures and the chart of `threeducks stats`.
@Suite struct BoardStatsTests {
    private func game(_ moves: Int, _ result: GameResult = .won, board: Board = .easy, daily: String? = nil,
                      players: [Player] = [Player(name: "ann")]) -> HistoryRecord {
        HistoryRecord(date: testDate, board: board, players: players, moves: moves, seconds: 30,
                      result: result, seed: 1, daily: daily)
    }

    @Test func playedWonGivenUpWinRateBestAndMedianCountTheBoardsGames() {
        let records = [game(12), game(4, .gaveUp), game(8), game(20, board: .medium), game(10), game(16),
                       game(9, .abandoned), game(8, players: [Player(name: "ann"), .computer(.easy)])]
        let stats = BoardStats(board: .easy, records: records, today: "2026-11-23")
        #expect(stats.all.played == 7)
        // The game with the computer, 0 pairs each, is a draw, not a win.
        #expect(stats.all.won == 4)
        #expect(stats.all.drawn == 1)
        #expect(stats.all.gaveUp == 1)
        #expect(stats.all.abandoned == 1)
        #expect(abs(stats.all.winRate - 4.0 / 7.0) < 1e-9)
        #expect(stats.solo == tally(played: 6, won: 4, gaveUp: 1, abandoned: 1))
        #expect(stats.againstComputer == tally(played: 1, drawn: 1))
        // Solo wins only: 8, 10, 12, 16.
        #expect(stats.bestMoves == 8)
        #expect(stats.medianMoves == 11)
        #expect(BoardStats(board: .easy, records: [game(12), game(8), game(30)], today: "2026-11-23").medianMoves == 12)
    }

    private func tally(played: Int, won: Int = 0, lost: Int = 0, drawn: Int = 0, gaveUp: Int = 0,
                       abandoned: Int = 0) -> GameTally {
        var tally = GameTally()
        (tally.played, tally.won, tally.lost, tally.drawn, tally.gaveUp, tally.abandoned) = (played, won, lost, drawn,
                                                                                              gaveUp, abandoned)
        return tally
    }

    private func versus(_ people: [Int], computer: Int?, _ result: GameResult = .won, daily: String? = nil)
        -> HistoryRecord {
        var players = people.enumerated().map { Player(name: "p\($0.offset)", pairs: $0.element) }
        if let computer { players.append(Player(name: Player.computerName, computer: .hard, pairs: computer)) }
        return game(14, result, daily: daily, players: players)
    }

    @Test func aGameWithTheComputerIsWonOnlyWhenAPersonFoundMorePairsThanIt() {
        #expect(versus([0], computer: 4).outcome == .lost, "a 0–4 loss to the computer is a loss")
        #expect(versus([3], computer: 1).outcome == .won)
        #expect(versus([2], computer: 2).outcome == .drawn)
        #expect(versus([1, 3], computer: 0).outcome == .won)
        #expect(versus([1, 1], computer: 2).outcome == .lost)
        #expect(versus([0], computer: 4, .gaveUp).outcome == .gaveUp)
        #expect(versus([4], computer: 0, .abandoned).outcome == .abandoned)
        // People only, taking turns: whoever found the most, a person won.
        #expect(versus([0, 4], computer: nil).outcome == .won)
        #expect(versus([2, 2], computer: nil).outcome == .won)
        #expect(versus([0, 4], computer: nil).company == .hotSeat)
        #expect(versus([0], computer: 4).company == .againstComputer)
        #expect(versus([4], computer: nil).company == .solo)
    }

    @Test func soloHotSeatAndComputerGamesAreCountedApartAndOnlySoloGamesRankOrChart() {
        let records = [game(9), game(4, .gaveUp), versus([0], computer: 4), versus([3], computer: 1),
                       versus([2], computer: 2), versus([1, 3], computer: nil), versus([1, 1], computer: nil, .gaveUp),
                       versus([4, 0], computer: 0)]
        let stats = BoardStats(board: .easy, records: records, today: "2026-11-23")
        #expect(stats.solo == tally(played: 2, won: 1, gaveUp: 1))
        #expect(stats.hotSeat == tally(played: 2, won: 1, gaveUp: 1))
        #expect(stats.againstComputer == tally(played: 4, won: 2, lost: 1, drawn: 1))
        #expect((stats.all.played, stats.all.won, stats.all.lost, stats.all.drawn, stats.all.gaveUp) == (8, 4, 1, 1, 2))
        // The 14 moves of the games with others are never a solo best, median or bar.
        #expect(stats.bestMoves == 9)
        #expect(stats.medianMoves == 9)
        #expect(stats.recent.map(\.moves) == [9, 4])
    }

    @Test func aDailyGameLostToTheComputerBreaksTheStreak() {
        let records = [game(8, daily: "2026-11-21"), versus([0], computer: 4, daily: "2026-11-22"),
                       game(8, daily: "2026-11-22"), game(8, daily: "2026-11-23")]
        let stats = BoardStats(board: .easy, records: records, today: "2026-11-23")
        #expect((stats.currentStreak, stats.longestStreak) == (1, 1))
    }

    @Test func aBoardWithoutGamesHasNoBestNorMedianAndNoRate() {
        let stats = BoardStats(board: .hard, records: [game(8)], today: "2026-11-23")
        #expect(stats.all.played == 0)
        #expect(stats.all.winRate == 0)
        #expect(stats.bestMoves == nil)
        #expect(stats.medianMoves == nil)
    }

    @Test func everyBoardPlayedIsListedPresetsFirst() {
        let records = [game(30, board: Board(name: "2x3")!), game(20, board: .medium), game(8)]
        #expect(BoardStats.all(records, today: "2026-11-23").map(\.board.name) == ["easy", "medium", "2x3"])
        #expect(BoardStats.all(records, today: "2026-11-23", board: .hard).map(\.all.played) == [0])
    }

    @Test func theDailyStreakCountsDaysInARowWithTheFirstDailyGameWon() {
        let records = [
            game(8, daily: "2026-11-10"), game(8, daily: "2026-11-11"), game(8, daily: "2026-11-12"),
            // The 14th was given up first: winning it again does not count.
            game(8, daily: "2026-11-13"), game(4, .gaveUp, daily: "2026-11-14"), game(8, daily: "2026-11-14"),
            game(8, daily: "2026-11-21"), game(8, daily: "2026-11-22"), game(8),
        ]
        let stats = BoardStats(board: .easy, records: records, today: "2026-11-23")
        #expect(stats.longestStreak == 4)
        // Today's game is yet to play: the run up to yesterday still counts.
        #expect(stats.currentStreak == 2)
        #expect(BoardStats(board: .easy, records: records, today: "2026-11-24").currentStreak == 0)
        #expect(BoardStats(board: .easy, records: records + [game(8, daily: "2026-11-23")], today: "2026-11-23").currentStreak == 3)
        // A daily game of another board is that board's streak.
        #expect(BoardStats(board: .medium, records: records, today: "2026-11-23").longestStreak == 0)
    }

    @Test func theChartKeepsTheLastThirtyGames() {
        let records = (1...40).map { game(8 + $0) }
        let stats = BoardStats(board: .easy, records: records, today: "2026-11-23")
        #expect(stats.recent.map(\.moves) == Array(19...48))
    }

    @Test func theChartDrawsEachGameAsABarInEighthsOfARow() {
        let lines = MovesChart.lines([game(16), game(8), game(2), game(5, .gaveUp), game(12)], height: 2, unicode: true)
        #expect(lines == [
            "16 ┤█   ▄",
            " 0 ┤██▂×█",
        ])
    }

    @Test func theASCIIChartUsesHashesAndAnXForAGameNotWon() {
        let lines = MovesChart.lines([game(16), game(8), game(2), game(5, .gaveUp), game(12)], height: 2, unicode: false)
        #expect(lines == [
            "16 |#   #",
            " 0 |###x#",
        ])
    }

    @Test func noGamesDrawNoChart() {
        #expect(MovesChart.lines([], unicode: true).isEmpty)
    }
}
