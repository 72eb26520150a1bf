#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameCore
import Glibc

/// A board's scores as lines of text, ` #  Name  Moves   Time  Date` then a
/// row per record: how `threeducks scores` prints them and the win screen
/// shows them. The one definition of the table's columns.
package struct ScoreColumns: Sendable {
    /// The time zone dates are shown in.
    package enum Zone: Equatable, Sendable {
        /// The user's (`TZ`, else /etc/localtime): what the player lives by.
        case local
        /// UTC: for tests, whatever the machine's zone.
        case utc
    }

    /// Cells the name column takes: names are padded to it, or clipped.
    package var nameWidth: Int
    /// The date column is shown (a narrow win screen leaves it out).
    package var showsDate: Bool
    /// The time zone of the date column.
    package var zone: Zone
    /// Ends a name clipped to the column.
    package var ellipsis: Character
    /// Cells the time column takes: 5 (`10:05`), or 6 when a time is shown
    /// to a tenth (`0:09.4`).
    package var timeWidth: Int

    /// The name column `nameWidth` cells wide, at least as wide as its heading.
    package init(nameWidth: Int, showsDate: Bool = true, zone: Zone = .local, ellipsis: Character = "…",
                 timeWidth: Int = ScoreColumns.minimumTimeWidth) {
        self.timeWidth = max(Self.minimumTimeWidth, timeWidth)
        self.nameWidth = max(Self.minimumNameWidth, nameWidth)
        self.showsDate = showsDate
        self.zone = zone
        self.ellipsis = ellipsis
    }

    /// The narrowest name column: `Name`.
    package static let minimumNameWidth = 4
    /// Cells a row takes besides the name, without the date, with a time
    /// column of `minimumTimeWidth`.
    package static let otherWidth = 2 + 2 + 2 + 5 + 2 + 5
    /// The narrowest time column: `10:05`.
    package static let minimumTimeWidth = 5

    /// The time column's width for these times (`ScoreRecord.timeText`).
    package static func timeWidth(_ times: [String]) -> Int {
        max(minimumTimeWidth, times.map(\.count).max() ?? 0)
    }
    /// Cells the date column adds, its gap included: `  2026-01-05 10:00`.
    package static let dateWidth = 2 + 16

    /// Cells a row takes.
    package var width: Int {
        Self.otherWidth + timeWidth - Self.minimumTimeWidth + nameWidth + (showsDate ? Self.dateWidth : 0)
    }

    /// ` #  Name  Moves   Time  Date`.
    package var heading: String {
        " #  \("Name".padded(to: nameWidth))  Moves  \("Time".leftPadded(to: timeWidth))" + (showsDate ? "  Date" : "")
    }

    /// One record at `rank` (1 is best). `name` must be sanitized
    /// (`sanitizedForTerminal`) already: it came from a file.
    package func row(rank: Int, _ record: ScoreRecord, name: String) -> String {
        row(rank: String(rank), name: name, moves: record.moves, time: record.timeText,
            last: showsDate ? Self.date(record.date, zone: zone) : nil)
    }

    /// A row of any text in the rank and last column: the win screen's
    /// game that is `not ranked`.
    package func row(rank: String, name: String, moves: Int, time: String, last: String?) -> String {
        let fitted = DisplayWidth.of(name) <= nameWidth ? name : name.prefixFitting(nameWidth, ellipsis: ellipsis)
        return "\(rank.leftPadded(to: 2))  \(fitted.padded(to: nameWidth))  \(String(moves).leftPadded(to: 5))  "
            + "\(time.leftPadded(to: timeWidth))" + (last.map { "  \($0)" } ?? "")
    }

    /// `2026-01-05 10:00`, in `zone`.
    ///
    /// The C library's `localtime_r` and `strftime`, not Foundation's date
    /// formatting: that lives in FoundationInternationalization, which maps
    /// ICU, and would cost every game a few MiB of resident memory.
    package static func date(_ date: Date, zone: Zone = .local) -> String {
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        let converted = zone == .local ? localtime_r(&seconds, &parts) : gmtime_r(&seconds, &parts)
        guard converted != nil else { return "?" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
