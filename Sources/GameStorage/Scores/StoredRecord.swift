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
    /// The time in milliseconds; absent in files before it was kept, and
    /// ignored by 1.2.0 and earlier, which read the rest as ever.
    let milliseconds: Int?
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
        milliseconds = record.milliseconds
        date = Self.format(record.date)
        seed = JSONSeed(record.seed)
        difficulty = record.board.name
    }

    /// The fields as a file spells them, read by hand (`CanonicalActionLine`).
    init(name: String, moves: Int, seconds: Int, milliseconds: Int?, date: String, seed: UInt64, difficulty: String) {
        self.name = name
        self.moves = moves
        self.seconds = seconds
        self.milliseconds = milliseconds
        self.date = date
        self.seed = JSONSeed(seed)
        self.difficulty = difficulty
        rank = nil
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
                               board: board, milliseconds: milliseconds)
        }
    }

    /// `2026-11-24T12:00:00Z`: the date in UTC to the whole second, in the
    /// proleptic Gregorian calendar of ISO 8601 for every year from 1 to
    /// 9999. (Foundation's ISO 8601 style counts days before 1582-10-15 in
    /// the Julian calendar: it wrote the first date a file keeps,
    /// 0001-01-01, as `0001-01-03` and read `0001-01-01` as two days before
    /// it, out of range.) Dates are counted by hand, as the daily deal's are.
    static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let (day, second) = seconds.quotientAndRemainder(dividingBy: 86_400)
        let (dayIndex, secondOfDay) = second < 0 ? (day - 1, second + 86_400) : (day, second)
        return DailyDeal.text(day: dayIndex) + "T" + two(secondOfDay / 3600) + ":" + two(secondOfDay / 60 % 60)
            + ":" + two(secondOfDay % 60) + "Z"
    }

    private static func two(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// The date, to the whole second as the file keeps it, or nil:
    /// `YYYY-MM-DDTHH:MM:SS`, then a fraction (dropped, so what is read is
    /// what the next save writes: fuzzing found `…T08:00:00.5Z` read as one
    /// date, saved as another), then `Z` or an offset `±HH:MM`. Nothing
    /// else, and nothing after the zone.
    static func parse(_ text: String) -> Date? {
        parse(bytes: Array(text.utf8))
    }

    /// The date in `bytes` (UTF-8), as `parse(_:)` reads it.
    static func parse(bytes: UnsafeRawBufferPointer) -> Date? {
        parse(bytes: Array(bytes))
    }

    private static func parse(bytes: [UInt8]) -> Date? {
        // The year: four digits, or more for a year past 9999, which reads
        // as a date and is then refused for its range, by name.
        let yearDigits = bytes.prefix { (48...57).contains($0) }.count
        guard (4...9).contains(yearDigits) else { return nil }
        let year = bytes[0..<yearDigits].reduce(0) { $0 * 10 + Int($1 - 48) }
        let time = bytes[yearDigits...]
        let at = time.startIndex
        guard time.count >= 16, time[at] == UInt8(ascii: "-"), time[at + 3] == UInt8(ascii: "-"),
              time[at + 6] == UInt8(ascii: "T"), time[at + 9] == UInt8(ascii: ":"), time[at + 12] == UInt8(ascii: ":"),
              let month = number(time[(at + 1)..<(at + 3)]), let dayOfMonth = number(time[(at + 4)..<(at + 6)]),
              let day = DailyDeal.day(year: year, month: month, day: dayOfMonth),
              let hour = number(time[(at + 7)..<(at + 9)]), let minute = number(time[(at + 10)..<(at + 12)]),
              let second = number(time[(at + 13)..<(at + 15)]), hour < 24, minute < 60, second < 60
        else { return nil }
        var rest = time[(at + 15)...]
        if rest.first == UInt8(ascii: ".") {
            let digits = rest.dropFirst().prefix { (48...57).contains($0) }
            guard !digits.isEmpty else { return nil }
            rest = rest.dropFirst(1 + digits.count)
        }
        let offset: Int
        if Array(rest) == [UInt8(ascii: "Z")] {
            offset = 0
        } else {
            let zone = Array(rest)
            guard zone.count == 6, zone[0] == UInt8(ascii: "+") || zone[0] == UInt8(ascii: "-"),
                  zone[3] == UInt8(ascii: ":"), let hours = number(zone[1..<3]), let minutes = number(zone[4..<6]),
                  hours < 24, minutes < 60 else { return nil }
            offset = (zone[0] == UInt8(ascii: "+") ? 1 : -1) * (hours * 3600 + minutes * 60)
        }
        let seconds = day * 86_400 + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Two ASCII digits as a number, or nil.
    private static func number(_ digits: ArraySlice<UInt8>) -> Int? {
        guard digits.count == 2, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return digits.reduce(0) { $0 * 10 + Int($1 - 48) }
    }
}

/// A field that decoded but means nothing; its description is the problem.
struct StoredRecordProblem: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
