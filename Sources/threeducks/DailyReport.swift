#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import GameStorage

/// What `threeducks scores --daily` prints: the daily games from the
/// history, newest first, one a date and board (the first played: one daily
/// game a day counts), or the same as JSON.
struct DailyReport {
    let path: String
    let records: [HistoryRecord]
    let board: Board?

    /// The daily games that count, newest first.
    var games: [HistoryRecord] {
        var seen = Set<String>()
        let counted = records.filter { record in
            guard let daily = record.daily, board == nil || record.board == board else { return false }
            return seen.insert("\(daily) \(record.board.name)").inserted
        }
        return counted.reversed()
    }

    var text: String {
        var lines = ["History: \(path.sanitizedForTerminal)"]
        let games = games
        if games.isEmpty { lines.append("No daily games yet.") }
        let width = games.map(\.board.name.count).max() ?? 0
        for game in games {
            let board = game.board.name + String(repeating: " ", count: width - game.board.name.count)
            let result = Self.words(game.outcome)
            lines.append("\(game.daily ?? "")  \(board)  \(result)\(String(repeating: " ", count: 9 - result.count))"
                         + "\(String(game.moves).leftPadded(to: 5)) moves  \(clockText(game.seconds).leftPadded(to: 5))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    var json: String {
        let document = Document(path: path.sanitizedForTerminal, daily: games.map(Entry.init))
        return ScoresFile.jsonText(document)
    }

    /// How the game ended for the person at the keyboard: a daily game the
    /// computer found more pairs in is `lost`, though every pair was found.
    private static func words(_ outcome: GameOutcome) -> String {
        switch outcome {
        case .won: "won"
        case .lost: "lost"
        case .drawn: "drawn"
        case .gaveUp: "given up"
        case .abandoned: "abandoned"
        }
    }

    private struct Document: Encodable {
        let path: String
        let daily: [Entry]
    }

    private struct Entry: Encodable {
        let date: String
        let board: String
        let result: GameResult
        /// `result` as the person at the keyboard had it (`won`, `lost`, …).
        let outcome: String
        let moves: Int
        let seconds: Int
        let seed: JSONSeed

        init(_ record: HistoryRecord) {
            date = record.daily ?? ""
            board = record.board.name
            result = record.result
            outcome = record.outcome.rawValue
            moves = record.moves
            seconds = record.seconds
            seed = JSONSeed(record.seed)
        }
    }
}
