#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How a game ended.
package enum GameResult: String, CaseIterable, Codable, Sendable {
    /// Every pair was found.
    case won
    /// The player gave up (`q`).
    case gaveUp
    /// The program ended mid-game and the game was never resumed (recorded
    /// when its waiting journal is discarded).
    case abandoned
}

/// One game that ended, as the history keeps it: when, on which board, who
/// sat (the computer as a player with its level), how it went.
package struct HistoryRecord: Equatable, Sendable {
    /// When the game ended.
    package var date: Date
    package var board: Board
    /// In turn order, each with the pairs they found; one for a solo game.
    package var players: [Player]
    package var moves: Int
    package var seconds: Int
    package var result: GameResult
    package var seed: UInt64
    /// The UTC date (`2026-11-23`) of the daily deal this game was dealt
    /// from; nil for any other game.
    package var daily: String?

    package init(date: Date, board: Board, players: [Player], moves: Int, seconds: Int,
                 result: GameResult, seed: UInt64, daily: String? = nil) {
        self.date = date
        self.board = board
        self.players = players
        self.moves = moves
        self.seconds = seconds
        self.result = result
        self.seed = seed
        self.daily = daily
    }

    /// The game in `state` as it ended, under `soloName` when one person
    /// played (the state's solo seat has no name of its own).
    package init(_ round: Round, result: GameResult, date: Date, soloName: String) {
        var players = round.players
        if !round.hasSeveralPlayers { players[0].name = soloName }
        self.init(date: date, board: round.board, players: players, moves: round.moves,
                  seconds: round.elapsedSeconds, result: result, seed: round.seed ?? 0, daily: round.daily)
    }

    /// Why this record cannot be a real game, or nil when it can: what a
    /// record read from the file must pass.
    package var validationProblem: String? {
        if let problem = Player.lineupProblem(players) { return problem }
        if players.contains(where: { $0.pairs < 0 || $0.pairs > board.pairCount }) {
            return "pairs must be from 0 to \(board.pairCount)"
        }
        if moves < 0 || moves > ScoreRecord.movesLimit { return "moves must be from 0 to \(ScoreRecord.movesLimit)" }
        if result == .won && moves < board.cardCount {
            return "a won game has at least \(board.cardCount) moves"
        }
        if seconds < 0 || seconds > ScoreRecord.secondsLimit {
            return "seconds must be from 0 to \(ScoreRecord.secondsLimit)"
        }
        if !ScoreRecord.dateRange.contains(date) { return "the date is not from year 1 to 9999" }
        if let daily, DailyDeal.day(daily) == nil { return "daily is not a date like 2026-11-23" }
        return nil
    }
}
