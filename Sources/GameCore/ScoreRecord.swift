#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One won game, as kept in the high-score table.
public struct ScoreRecord: Equatable, Codable, Sendable {
    public var name: String
    public var moves: Int
    public var seconds: Int
    public var date: Date
    public var seed: UInt64
    public var difficulty: Difficulty

    public init(name: String, moves: Int, seconds: Int, date: Date, seed: UInt64, difficulty: Difficulty) {
        self.name = name
        self.moves = moves
        self.seconds = seconds
        self.date = date
        self.seed = seed
        self.difficulty = difficulty
    }

    /// Better means fewer moves, then less time, then earlier.
    public func ranksBefore(_ other: ScoreRecord) -> Bool {
        (moves, seconds, date.timeIntervalSince1970)
            < (other.moves, other.seconds, other.date.timeIntervalSince1970)
    }
}
