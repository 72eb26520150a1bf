#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One won game, as kept in the high-score table.
package struct ScoreRecord: Equatable, Sendable {
    package var name: String
    package var moves: Int
    package var seconds: Int
    package var date: Date
    package var seed: UInt64
    package var board: Board

    package init(name: String, moves: Int, seconds: Int, date: Date, seed: UInt64, board: Board) {
        self.name = name
        self.moves = moves
        self.seconds = seconds
        self.date = date
        self.seed = seed
        self.board = board
    }

    /// Better means fewer moves, then less time, then earlier.
    package func ranksBefore(_ other: ScoreRecord) -> Bool {
        (moves, seconds, date.timeIntervalSince1970)
            < (other.moves, other.seconds, other.date.timeIntervalSince1970)
    }
}
