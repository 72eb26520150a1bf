#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ScoreRecord {
    /// The longest name kept, in characters.
    package static let nameLimit = 32
    /// The longest name kept, in UTF-8 bytes. A "character" is a grapheme,
    /// which may hold any number of code points (a letter and 60,000
    /// combining marks is one): this bounds what a name costs the files, so
    /// every record fits what their readers take (a history line of 4096
    /// bytes with four names, escaped; 10 records a board in 1 MiB of
    /// scores). 256 bytes is 32 characters of 8 bytes: any flag, a
    /// skin-toned emoji, any letter with a few marks.
    package static let nameByteLimit = 256
    /// The most moves a record may claim: far beyond any real game.
    package static let movesLimit = 1_000_000
    /// The most seconds a record may claim: a year.
    package static let secondsLimit = 365 * 24 * 3600
    /// Dates a record may carry: any that ISO 8601 writes with a four-digit
    /// year, 0001-01-01 to 9999-12-31. Not "this century": a machine with
    /// no real-time clock may think it is 1970, and its wins still count.
    package static let dateRange = Date(timeIntervalSince1970: -62_135_596_800)...Date(timeIntervalSince1970: 253_402_300_799)

    /// `date` brought within `dateRange`: however wrong the clock, a record
    /// (a score, a history line) gets a date its file can keep.
    package static func keepableDate(_ date: Date) -> Date {
        min(max(date, dateRange.lowerBound), dateRange.upperBound)
    }

    /// Why `name` cannot be a player's name, or nil when it can: it must not
    /// be empty or blank, must fit `nameLimit` and `nameByteLimit`, and must
    /// hold no control characters (a name is printed on terminals).
    package static func nameProblem(_ name: String) -> String? {
        // Printable ASCII, one character a byte, blank only as spaces: the
        // checks below answer at once (`stats` reads a million names).
        let utf8 = name.utf8
        if utf8.count <= nameLimit, utf8.allSatisfy({ (0x20...0x7E).contains($0) }), utf8.contains(where: { $0 != 0x20 }) {
            return nil
        }
        // Characters counted no further than the limit: a huge name costs no more.
        if name.prefix(nameLimit + 1).count > nameLimit { return "the name is longer than \(nameLimit) characters" }
        if name.utf8.count > nameByteLimit {
            return "the name is longer than \(nameByteLimit) bytes of UTF-8 (a letter with many marks counts them all)"
        }
        if name.allSatisfy(\.isWhitespace) { return "the name is empty" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the name holds control characters"
        }
        return nil
    }

    /// Why this record cannot be a real won game, or nil when it can. A
    /// record read from the file must pass; anyone may have edited it.
    package var validationProblem: String? {
        if let problem = Self.nameProblem(name) { return problem }
        if moves < board.cardCount || moves > Self.movesLimit {
            return "moves must be from \(board.cardCount) (every card of \(board.name) once) to \(Self.movesLimit)"
        }
        if seconds < 0 || seconds > Self.secondsLimit {
            return "seconds must be from 0 to \(Self.secondsLimit)"
        }
        if let milliseconds, milliseconds / 1000 != seconds || milliseconds < 0 {
            return "milliseconds must be within the seconds (from seconds × 1000 to 999 more)"
        }
        if !Self.dateRange.contains(date) { return "the date is not from year 1 to 9999" }
        return nil
    }
}
