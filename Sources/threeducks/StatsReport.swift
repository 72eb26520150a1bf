#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage

/// What `threeducks stats` prints: per board the games played, won and
/// given up, the win rate, the best and median moves, the daily streaks and
/// a chart of the last games' moves; or the same as JSON.
struct StatsReport {
    let path: String
    let records: [HistoryRecord]
    let board: Board?
    /// The UTC date the current daily streak runs up to.
    let today: String
    let unicode: Bool

    private var boards: [BoardStats] { BoardStats.all(records, today: today, board: board) }

    /// The path, then a block per board, or `No games yet.`
    var text: String {
        var lines = ["History: \(path.sanitizedForTerminal)"]
        let boards = boards.filter { $0.played > 0 }
        if boards.isEmpty {
            lines.append(board.map { "\(ScoresReport.heading($0)): no games yet." } ?? "No games yet.")
        }
        for stats in boards {
            lines += [""] + block(stats)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private var separator: String { unicode ? " · " : " - " }

    private func block(_ stats: BoardStats) -> [String] {
        let rate = Int((stats.winRate * 100).rounded())
        var counts = ["\(stats.played) played", "\(stats.won) won", "\(stats.gaveUp) given up"]
        if stats.abandoned > 0 { counts.append("\(stats.abandoned) abandoned") }
        counts.append("win rate \(rate)%")
        var lines = ["\(ScoresReport.heading(stats.board)): " + counts.joined(separator: separator)]
        if let best = stats.bestMoves, let median = stats.medianMoves {
            lines.append("  Moves: best \(best)\(separator)median \(Self.number(median))")
        }
        lines.append("  Daily streak: current \(Self.days(stats.currentStreak))\(separator)longest \(Self.days(stats.longestStreak))")
        let chart = MovesChart.lines(stats.recent, unicode: unicode)
        let notWon = stats.recent.contains { $0.result != .won } ? "; \(unicode ? "×" : "x") not won" : ""
        lines.append("  Moves of the last \(stats.recent.count) game\(stats.recent.count == 1 ? "" : "s") (oldest first\(notWon)):")
        lines += chart.map { "  " + $0 }
        return lines
    }

    /// `14` or `14.5`.
    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    private static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }

    /// `{"path": …, "today": …, "boards": [{"board": "medium", "played": 12, …}]}`.
    var json: String {
        let document = Document(path: path.sanitizedForTerminal, today: today, boards: boards.map(Entry.init))
        let data = (try? ScoresFile.encoder.encode(document)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private struct Document: Encodable {
        let path: String
        let today: String
        let boards: [Entry]
    }

    private struct Entry: Encodable {
        let board: String
        let played, won, gaveUp, abandoned: Int
        let winRate: Double
        let bestMoves: Int?
        let medianMoves: Double?
        let currentDailyStreak, longestDailyStreak: Int
        let lastGames: [Game]

        init(_ stats: BoardStats) {
            board = stats.board.name
            played = stats.played
            won = stats.won
            gaveUp = stats.gaveUp
            abandoned = stats.abandoned
            winRate = stats.winRate
            bestMoves = stats.bestMoves
            medianMoves = stats.medianMoves
            currentDailyStreak = stats.currentStreak
            longestDailyStreak = stats.longestStreak
            lastGames = stats.recent.map(Game.init)
        }

        // Nulls kept: a script reads every key of every board.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(board, forKey: .board)
            try container.encode(played, forKey: .played)
            try container.encode(won, forKey: .won)
            try container.encode(gaveUp, forKey: .gaveUp)
            try container.encode(abandoned, forKey: .abandoned)
            try container.encode(winRate, forKey: .winRate)
            try container.encode(bestMoves, forKey: .bestMoves)
            try container.encode(medianMoves, forKey: .medianMoves)
            try container.encode(currentDailyStreak, forKey: .currentDailyStreak)
            try container.encode(longestDailyStreak, forKey: .longestDailyStreak)
            try container.encode(lastGames, forKey: .lastGames)
        }

        private enum CodingKeys: String, CodingKey {
            case board, played, won, gaveUp, abandoned, winRate, bestMoves, medianMoves
            case currentDailyStreak, longestDailyStreak, lastGames
        }
    }

    /// A game of the chart: the seed as a string of digits above 2^53−1.
    private struct Game: Encodable {
        let moves: Int
        let seconds: Int
        let result: GameResult
        let seed: JSONSeed
        let daily: String?

        init(_ record: HistoryRecord) {
            moves = record.moves
            seconds = record.seconds
            result = record.result
            seed = JSONSeed(record.seed)
            daily = record.daily
        }
    }
}
