import Foundation
import GameCore
import GameTesting
import Testing

/// The summary `stats` counts from (`HistorySummary`): the figures it gives
/// are those of the games themselves, counted one by one as `stats` did
/// before it, over a seeded random history of every board and company.
@Suite struct HistorySummaryTests {
    static let today = "2027-01-20"

    @Test func theSummarysFiguresAreThoseOfTheGamesOnEveryBoard() {
        let records = RandomHistory.make(seed: 24, games: 4_000)
        let summary = HistorySummary(records)
        #expect(summary.played == records.count)
        #expect(Set(summary.boards.keys) == Set(RandomHistory.boards))
        for board in RandomHistory.boards {
            let stats = BoardStats(board: board, summary: summary.boards[board], today: Self.today)
            #expect(stats == Self.counted(board: board, records: records, today: Self.today), "\(board.name)")
        }
        // Every company, every outcome and some daily streaks are in it.
        let all = summary.boards.values
        #expect(all.allSatisfy { $0.hotSeat.played > 0 && $0.againstComputer.lost > 0 && $0.solo.abandoned > 0 })
        #expect(all.contains { $0.againstComputer.drawn > 0 })
        #expect(all.contains { BoardStats(board: .easy, summary: $0, today: Self.today).longestStreak > 1 })
    }

    @Test func addingTheGamesInPiecesGivesTheSameSummary() {
        let records = RandomHistory.make(seed: 7, games: 1_500)
        var pieces = HistorySummary(records[..<500])
        for record in records[500...] { pieces.add(record) }
        #expect(pieces == HistorySummary(records))
        #expect(BoardStats.all(pieces, today: Self.today) == BoardStats.all(records, today: Self.today))
    }

    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwoFromTheHistogram() {
        var summary = BoardSummary()
        #expect(summary.medianMoves == nil && summary.bestMoves == nil)
        for moves in [12, 20, 12, 15] { summary.add(game(moves)) }
        #expect(summary.bestMoves == 12)
        #expect(summary.medianMoves == 13.5)
        summary.add(game(30))
        #expect(summary.medianMoves == 15)
        summary.add(game(9, .gaveUp))
        #expect(summary.medianMoves == 15, "a game given up has no place in the median")
    }

    @Test func theChartKeepsTheLastSoloGamesOnly() {
        var summary = BoardSummary()
        for moves in 12..<100 { summary.add(game(moves)) }
        summary.add(game(40, players: [Player(name: "ann"), Player(name: "bo", pairs: 6)]))
        #expect(summary.recent.map(\.moves) == Array(70..<100))
    }

    private func game(_ moves: Int, _ result: GameResult = .won,
                      players: [Player] = [Player(name: "ann", pairs: 6)]) -> HistoryRecord {
        HistoryRecord(date: Date(timeIntervalSince1970: 1_800_000_000), board: .medium, players: players, moves: moves,
                      seconds: 30, result: result, seed: 1)
    }

    /// The figures as `stats` counted them before the summary, from the
    /// games themselves: the reference the summary is held to.
    static func counted(board: Board, records: [HistoryRecord], today: String) -> BoardStats {
        var stats = BoardStats(board: board, summary: nil, today: today)
        let games = records.filter { $0.board == board }
        stats.all = GameTally(games)
        let soloGames = games.filter { $0.company == .solo }
        stats.solo = GameTally(soloGames)
        stats.hotSeat = GameTally(games.filter { $0.company == .hotSeat })
        stats.againstComputer = GameTally(games.filter { $0.company == .againstComputer })
        let moves = soloGames.filter { $0.result == .won }.map(\.moves).sorted()
        stats.bestMoves = moves.first
        if !moves.isEmpty {
            let middle = moves.count / 2
            stats.medianMoves = moves.count % 2 == 1 ? Double(moves[middle]) : Double(moves[middle - 1] + moves[middle]) / 2
        }
        var seen = Set<Int>(), won = Set<Int>()
        for game in games {
            guard let daily = game.daily, let day = DailyDeal.day(daily), seen.insert(day).inserted else { continue }
            if game.isWonByAPerson { won.insert(day) }
        }
        (stats.currentStreak, stats.longestStreak) = BoardStats.streaks(won, today: DailyDeal.day(today) ?? 0)
        stats.recent = Array(soloGames.suffix(BoardStats.chartLength))
        return stats
    }
}
