#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage

/// What `threeducks stats` prints: per board the solo games, the hot-seat
/// games and the games with the computer apart, each played, won (by a
/// person at this keyboard), lost, given up, with a win rate; the best and
/// median moves of the solo games, the daily streaks and a chart of the
/// last solo games' moves; or the same as JSON.
struct StatsReport {
    let path: String
    /// Every game of the history, counted.
    let summary: HistorySummary
    let board: Board?
    /// The UTC date the current daily streak runs up to.
    let today: String
    let unicode: Bool

    private var boards: [BoardStats] { BoardStats.all(summary, today: today, board: board) }

    /// The path, then a block per board, or `No games yet.`
    var text: String {
        var lines = ["History: \(path.sanitizedForTerminal)"]
        let boards = boards.filter { $0.all.played > 0 }
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
        var lines = ["\(ScoresReport.heading(stats.board)): \(stats.all.played) game\(stats.all.played == 1 ? "" : "s")"]
        if stats.solo.played > 0 {
            lines.append("  Solo: " + counts(stats.solo, computer: false))
            if let best = stats.bestMoves, let median = stats.medianMoves {
                lines.append("    Moves: best \(best)\(separator)median \(Self.number(median))"
                             + " (a move is one card turned; \(stats.board.cardCount) at the fewest)")
            }
        }
        if stats.hotSeat.played > 0 {
            lines.append("  Hot seat: " + counts(stats.hotSeat, computer: false))
        }
        if stats.againstComputer.played > 0 {
            lines.append("  Against the computer: " + counts(stats.againstComputer, computer: true))
        }
        // Only a board with a daily won has a streak to tell: "0 days · 0 days" said nothing (issue 35).
        if stats.longestStreak > 0 {
            lines.append("  Daily streak: current \(Self.days(stats.currentStreak))\(separator)longest \(Self.days(stats.longestStreak))")
        }
        guard !stats.recent.isEmpty else { return lines }
        // A chart of no bars (every recent game given up or abandoned) is an empty axis: said in words instead.
        guard stats.recent.contains(where: { $0.result == .won }) else {
            let games = stats.recent.count == 1 ? "solo game was" : "\(stats.recent.count) solo games were"
            lines.append("  The last \(games) not won: no moves to chart yet.")
            return lines
        }
        let chart = MovesChart.lines(stats.recent, unicode: unicode)
        let notWon = stats.recent.contains { $0.result != .won } ? "; \(unicode ? "×" : "x") not won" : ""
        lines.append("  Moves of the last \(stats.recent.count) solo game\(stats.recent.count == 1 ? "" : "s") (oldest first\(notWon)):")
        lines += chart.map { "  " + $0 }
        return lines
    }

    /// `4 played · 3 won · 1 given up · win rate 75%`; with the computer,
    /// the games it won (`lost`) and tied (`drawn`, when any).
    private func counts(_ tally: GameTally, computer: Bool) -> String {
        var counts = ["\(tally.played) played", "\(tally.won) won"]
        if computer || tally.lost > 0 { counts.append("\(tally.lost) lost") }
        if tally.drawn > 0 { counts.append("\(tally.drawn) drawn") }
        counts.append("\(tally.gaveUp) given up")
        if tally.abandoned > 0 { counts.append("\(tally.abandoned) abandoned") }
        counts.append("win rate \(Int((tally.winRate * 100).rounded()))%")
        return counts.joined(separator: separator)
    }

    /// `14` or `14.5`.
    private static func number(_ value: Double) -> String {
        value.rounded() == value ? String(Int(value)) : String(value)
    }

    private static func days(_ count: Int) -> String { "\(count) day\(count == 1 ? "" : "s")" }

    /// `{"path": …, "today": …, "boards": [{"board": "medium", "played": 12, …}]}`.
    var json: String {
        let document = Document(path: path.sanitizedForTerminal, today: today, boards: boards.map(Entry.init))
        return ScoresFile.jsonText(document)
    }

    private struct Document: Encodable {
        let path: String
        let today: String
        let boards: [Entry]
    }

    private struct Entry: Encodable {
        let board: String
        /// Every game of the board: its counts are the entry's own keys.
        let all, solo, hotSeat, againstComputer: Tally
        let bestMoves: Int?
        let medianMoves: Double?
        let currentDailyStreak, longestDailyStreak: Int
        let lastGames: [Game]

        init(_ stats: BoardStats) {
            board = stats.board.name
            (all, solo, hotSeat, againstComputer) = (Tally(stats.all), Tally(stats.solo), Tally(stats.hotSeat),
                                                     Tally(stats.againstComputer))
            bestMoves = stats.bestMoves
            medianMoves = stats.medianMoves
            currentDailyStreak = stats.currentStreak
            longestDailyStreak = stats.longestStreak
            lastGames = stats.recent.map(Game.init)
        }

        // The board's counts beside its other keys, not under one of their own; nulls kept: a script reads
        // every key of every board.
        func encode(to encoder: any Encoder) throws {
            try all.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(board, forKey: .board)
            try container.encode(solo, forKey: .solo)
            try container.encode(hotSeat, forKey: .hotSeat)
            try container.encode(againstComputer, forKey: .againstComputer)
            try container.encode(bestMoves, forKey: .bestMoves)
            try container.encode(medianMoves, forKey: .medianMoves)
            try container.encode(currentDailyStreak, forKey: .currentDailyStreak)
            try container.encode(longestDailyStreak, forKey: .longestDailyStreak)
            try container.encode(lastGames, forKey: .lastGames)
        }

        private enum CodingKeys: String, CodingKey {
            case board, solo, hotSeat, againstComputer, bestMoves, medianMoves
            case currentDailyStreak, longestDailyStreak, lastGames
        }
    }

    /// The counts of solo, hot-seat or computer games.
    private struct Tally: Encodable {
        let played, won, lost, drawn, gaveUp, abandoned: Int
        let winRate: Double

        init(_ tally: GameTally) {
            (played, won, lost, drawn, gaveUp, abandoned) = (tally.played, tally.won, tally.lost, tally.drawn,
                                                             tally.gaveUp, tally.abandoned)
            winRate = tally.winRate
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
