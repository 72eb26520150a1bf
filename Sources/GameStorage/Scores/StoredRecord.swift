#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore

/// A score record as the scores file spells it: the date as an ISO 8601 UTC
/// string (`2026-01-05T10:00:00Z`), readable and exact to the second; the
/// seed a number, or a string of digits above 2^53−1 (`JSONSeed`).
/// `threeducks scores --json` prints the same, with the rank.
package struct StoredRecord: Codable, Sendable {
    let name: String
    let moves: Int
    let seconds: Int
    let date: String
    let seed: JSONSeed
    let difficulty: String
    /// The place in its board's table, for `--json`; never in the file.
    let rank: Int?

    /// The record as written; `rank` is only for printing.
    package init(_ record: ScoreRecord, rank: Int? = nil) {
        self.rank = rank
        name = record.name
        moves = record.moves
        seconds = record.seconds
        date = Self.format(record.date)
        seed = JSONSeed(record.seed)
        difficulty = record.board.name
    }

    /// The record, or an error naming the field that is not what it should be.
    var record: ScoreRecord {
        get throws {
            guard let board = Board(name: difficulty) else {
                throw StoredRecordProblem("the board (\"difficulty\") is not \(Board.allowed)")
            }
            guard let date = Self.parse(date) else {
                throw StoredRecordProblem("date is not an ISO 8601 UTC date")
            }
            return ScoreRecord(name: name, moves: moves, seconds: seconds, date: date, seed: seed.value,
                               board: board)
        }
    }

    static func format(_ date: Date) -> String {
        date.formatted(Date.ISO8601FormatStyle())
    }

    /// The date, to the whole second as the file keeps it, or nil. The
    /// parser also takes fractions and offsets from a hand-edited file; a
    /// fraction is dropped here, so what is read is what the next save
    /// writes (fuzzing found `…T08:00:00.5Z` read as one date, saved as
    /// another). Text after the zone is refused.
    static func parse(_ text: String) -> Date? {
        guard text.hasSuffix("Z") || endsWithOffset(text),
              let date = try? Date.ISO8601FormatStyle().parse(text) else { return nil }
        return Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }

    /// `…+01:00`: a sign, two digits, a colon, two digits.
    private static func endsWithOffset(_ text: String) -> Bool {
        let tail = Array(text.utf8.suffix(6))
        guard tail.count == 6, tail[0] == UInt8(ascii: "+") || tail[0] == UInt8(ascii: "-"),
              tail[3] == UInt8(ascii: ":") else { return false }
        return [1, 2, 4, 5].allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(tail[$0]) }
    }
}

/// A field that decoded but means nothing; its description is the problem.
struct StoredRecordProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
