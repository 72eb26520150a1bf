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
    /// The time played in milliseconds, when known (games won since it was
    /// kept; older records have only `seconds`). Within `seconds`: from
    /// `seconds * 1000` to a millisecond short of the next second.
    package var milliseconds: Int?
    package var date: Date
    package var seed: UInt64
    package var board: Board

    package init(name: String, moves: Int, seconds: Int, date: Date, seed: UInt64, board: Board,
                 milliseconds: Int? = nil) {
        self.name = name
        self.moves = moves
        self.seconds = seconds
        self.milliseconds = milliseconds
        self.date = date
        self.seed = seed
        self.board = board
    }

    /// The time to the millisecond as far as it is known: a record without
    /// milliseconds counts as the start of its second.
    package var finerMilliseconds: Int { milliseconds ?? Self.milliseconds(ofSeconds: seconds) }

    /// `seconds` × 1000, held at `Int`'s ends for a record no check has
    /// seen yet (a table is sorted before its records are validated).
    package static func milliseconds(ofSeconds seconds: Int) -> Int {
        let (product, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        return overflow ? (seconds < 0 ? .min : .max) : product
    }

    /// The time as shown: to a tenth under a minute when the milliseconds
    /// are known (`0:09.4`), else `m:ss`.
    package var timeText: String { milliseconds.map { clockText(milliseconds: $0) } ?? clockText(seconds) }

    /// Better means fewer moves, then less time (to the millisecond where
    /// known, so two games of 9 s tie no longer), then earlier.
    package func ranksBefore(_ other: ScoreRecord) -> Bool {
        (moves, finerMilliseconds, date.timeIntervalSince1970)
            < (other.moves, other.finerMilliseconds, other.date.timeIntervalSince1970)
    }
}
