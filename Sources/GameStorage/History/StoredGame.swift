#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A history record as the history file spells it: the date as an ISO 8601
/// UTC string, the board by name, the result by its case name, the seed as
/// `JSONSeed` writes it (a string of digits above 2^53−1), the computer as
/// a player with its level.
struct StoredGame: Codable {
    struct Seat: Codable {
        let name: String
        let computer: ComputerLevel?
        let pairs: Int
    }

    let date: String
    let board: String
    let players: [Seat]
    let moves: Int
    let seconds: Int
    let result: GameResult
    let seed: JSONSeed
    let daily: String?

    init(_ record: HistoryRecord) {
        date = StoredRecord.format(record.date)
        board = record.board.name
        players = record.players.map { Seat(name: $0.name, computer: $0.computer, pairs: $0.pairs) }
        moves = record.moves
        seconds = record.seconds
        result = record.result
        seed = JSONSeed(record.seed)
        daily = record.daily
    }

    /// The record, or nil when a field means nothing (an unknown board, a
    /// bad date, a record no game could leave).
    var record: HistoryRecord? {
        guard let board = Board(name: board), let date = StoredRecord.parse(date) else { return nil }
        let record = HistoryRecord(
            date: date, board: board,
            players: players.map { Player(name: $0.name, computer: $0.computer, pairs: $0.pairs) },
            moves: moves, seconds: seconds, result: result, seed: seed.value, daily: daily)
        return record.validationProblem == nil ? record : nil
    }
}
