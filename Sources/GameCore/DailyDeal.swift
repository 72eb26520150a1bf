#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Today's game: the same deck for every player on the same UTC date and
/// board, whatever else they played. The seed is a fixed function of the
/// date and the board's name (docs/history.md), so it never changes with a
/// version of the program; dates are counted by hand in UTC, with no
/// calendar or time zone involved.
package enum DailyDeal {
    /// The UTC date of `date`, as `2026-11-23`. A clock before year 1 or
    /// after 9999 is brought within them first (`ScoreRecord.keepableDate`,
    /// the one clamp every file's dates go through): a five-digit year is no
    /// date the history, the journal or a recording would read back.
    package static func date(of date: Date) -> String {
        let date = ScoreRecord.keepableDate(date)
        return text(day: Int((date.timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// The seed of the daily deal of `date` (`2026-11-23`) on `board`: the
    /// 64-bit FNV-1a hash of `threeducks daily 2026-11-23 medium`, stirred
    /// once by SplitMix64 and cut to 53 bits, so JSON readers keep it exact.
    package static func seed(date: String, board: Board) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in "threeducks daily \(date) \(board.name)".utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        var stir = SplitMix64(seed: hash)
        return stir.next() & JSONSeed.exactLimit
    }

    /// Days since 1970-01-01 of a date written `YYYY-MM-DD` (years 1 to
    /// 9999), or nil when it is not one.
    package static func day(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              let year = Int(text.prefix(4)), let month = Int(text.dropFirst(5).prefix(2)),
              let dayOfMonth = Int(text.suffix(2)),
              bytes.enumerated().allSatisfy({ [4, 7].contains($0.offset) || (48...57).contains($0.element) }),
              year >= 1 else { return nil }
        return day(year: year, month: month, day: dayOfMonth)
    }

    /// Days since 1970-01-01 of that day of the proleptic Gregorian
    /// calendar (any year from 0), or nil when the month has no such day.
    package static func day(year: Int, month: Int, day: Int) -> Int? {
        guard year >= 0, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        return daysFromCivil(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD` of the day `day` days after 1970-01-01.
    package static func text(day: Int) -> String {
        // Howard Hinnant's civil_from_days.
        let z = day + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let dayOfMonth = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(dayOfMonth, 2)
    }

    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }

    /// The line to paste to a friend:
    /// `Three Ducks daily 2026-11-23 · medium · 14 moves · 0:42`.
    package static func shareLine(date: String, board: Board, moves: Int, seconds: Int, separator: String = " · ") -> String {
        ["Three Ducks daily \(date)", board.name, "\(moves) moves", clockText(seconds)].joined(separator: separator)
    }
}
