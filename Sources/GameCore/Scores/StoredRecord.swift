#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A score record as the scores file spells it: the date as an ISO 8601 UTC
/// string (`2026-01-05T10:00:00Z`), readable and exact to the second.
/// `threeducks scores --json` prints the same, with the rank.
package struct StoredRecord: Codable, Sendable {
    let name: String
    let moves: Int
    let seconds: Int
    let date: String
    let seed: UInt64
    let difficulty: String
    /// The place in its difficulty's table, for `--json`; never in the file.
    let rank: Int?

    /// The record as written; `rank` is only for printing.
    package init(_ record: ScoreRecord, rank: Int? = nil) {
        self.rank = rank
        name = record.name
        moves = record.moves
        seconds = record.seconds
        date = Self.format(record.date)
        seed = record.seed
        difficulty = record.difficulty.rawValue
    }

    /// The record, or an error naming the field that is not what it should be.
    var record: ScoreRecord {
        get throws {
            guard let difficulty = Difficulty(rawValue: difficulty) else {
                throw StoredRecordProblem("difficulty is not easy, medium or hard")
            }
            guard let date = Self.parse(date) else {
                throw StoredRecordProblem("date is not an ISO 8601 UTC date")
            }
            return ScoreRecord(name: name, moves: moves, seconds: seconds, date: date, seed: seed,
                               difficulty: difficulty)
        }
    }

    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    static func parse(_ text: String) -> Date? {
        try? Date.ISO8601FormatStyle().parse(text)
    }
}

/// A field that decoded but means nothing; its description is the problem.
struct StoredRecordProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
